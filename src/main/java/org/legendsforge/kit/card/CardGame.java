package org.legendsforge.kit.card;

import java.util.List;
import java.util.stream.Stream;

/**
 * A game's card set as the kit's outputs see it: its names, its decks and every card each prints.
 * The game's own card set answers these, so the kit's targets never read the game's types.
 */
public interface CardGame {
  /** As printed on covers and pages ({@code Graveyard of Legends}). */
  String gameName();

  /** The line under the name on a cover (empty when there is none). */
  String gameSubtitle();

  /** The name with its subtitle, for save files and titles. */
  String gameTitle();

  /** The short name output files are named by. */
  String gameSlug();

  /** The physical decks, in the order the data lists them. */
  List<? extends CardDeck> decks();

  /** Every printed card, deck by deck in the order of {@link #decks}. */
  Stream<? extends PrintedCard> printedCards();

  /**
   * Everything the outputs are drawn from, written out: equal for two card sets that print alike,
   * so caches key whole-set files (the gallery, the save) by it.
   */
  String fingerprint();

  /**
   * Whether the game's rules ask for different sleeve colours on two of its decks (decks whose
   * cards must never be mixed up when shuffled back); none, unless the game says so.
   */
  default boolean sleevedApart(CardDeck a, CardDeck b) {
    return false;
  }

  /** The cards printed in {@code deck}, in the deck's order. */
  default List<PrintedCard> cardsIn(CardDeck deck) {
    return printedCards().filter(c -> c.deck().equals(deck)).map(c -> (PrintedCard) c).toList();
  }

  /** Every printed card, as one list. */
  default List<PrintedCard> allCards() {
    return printedCards().<PrintedCard>map(c -> c).toList();
  }
}
