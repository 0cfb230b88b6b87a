package org.legendsforge.kit.tts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A deck's face sheets as the save's deck object: a {@code DeckCustom} holding a {@code Card} per
 * copy, each copy's CardID the sheet key × 100 + its slot, every sheet named in the deck's and the
 * card's {@code CustomDeck}. A deck of one card becomes a lone card, because the game cannot show a
 * one-card deck. What each card and the deck say (names, tooltips, tags, colours) is the game's,
 * handed over as {@link Cards}.
 */
public final class SheetDeck {
  private SheetDeck() {}

  /** What a game tells the builder about its cards. */
  public interface Cards<D, C> {
    /** The sheet as the save names it: its images, grid and kind. */
    CustomDeckSheet entry(DeckSheet<D, C> sheet);

    /** The card's id in its deck: copies of one card are counted by it. */
    String id(C card);

    /** How many copies of the card share its slot (a sheet that shows each card once). */
    int copies(C card);

    /** The object of the {@code copy}-th copy (from 0) of the card in its deck. */
    ObjectBase card(C card, int copy);
  }

  /** The deck of {@code sheets}, the deck object's own fields from {@code deck}. */
  public static <D, C> ObjectState of(
      List<DeckSheet<D, C>> sheets, Cards<D, C> cards, Supplier<ObjectBase> deck) {
    Map<String, CustomDeckSheet> customDeck = new LinkedHashMap<>();
    List<CardState> contained = new ArrayList<>();
    Map<String, Integer> copies = new HashMap<>();
    for (DeckSheet<D, C> sheet : sheets) {
      CustomDeckSheet entry = cards.entry(sheet);
      customDeck.put(Integer.toString(sheet.key()), entry);
      for (int slot = 0; slot < sheet.cards().size(); slot++) {
        C card = sheet.cards().get(slot);
        for (int n = 0; n < cards.copies(card); n++) {
          int copy = copies.merge(cards.id(card), 1, Integer::sum) - 1;
          contained.add(
              new CardState(
                  cards.card(card, copy),
                  sheet.cardId(slot),
                  false,
                  true,
                  true,
                  CardState.sheetMap(sheet.key(), entry)));
        }
      }
    }
    if (contained.size() == 1) {
      return contained.get(0);
    }
    return new DeckState(
        deck.get(),
        false,
        true,
        false,
        contained.stream().map(CardState::cardId).toList(),
        customDeck,
        contained);
  }
}
