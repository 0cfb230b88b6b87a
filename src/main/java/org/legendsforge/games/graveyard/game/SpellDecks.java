package org.legendsforge.games.graveyard.game;

import org.legendsforge.games.graveyard.rules.SpellHand;

/**
 * The seven spell decks and the players' hands (docs/rules-model.md §9). The decks lie on the table
 * for both players; a cast card goes to its deck's discard pile.
 *
 * <p>A draw effect takes each card from a deck of its player's choice (any deck with a card left);
 * a hand over a limit then discards at once, the player choosing which card of an over-full deck
 * goes, until it holds no more over its limits than its HandLimit modifiers allow
 * (docs/card-rules.md).
 *
 * <p>Decisions where the spec is silent: a deck whose draw pile is empty shuffles its discard pile
 * into a new draw pile before a draw (with the game's generator); a deck with neither draws
 * nothing.
 */
final class SpellDecks {
  private SpellDecks() {}

  /** How many cards of a deck the player holds. */
  static int held(GameState s, int player, int deck) {
    int n = 0;
    for (int card : s.piles.hand(player)) {
      if (s.table.cards().deckOfCard(card) == deck) {
        n++;
      }
    }
    return n;
  }

  static int limit(GameState s, int player, int deck) {
    int spirit = s.spirit(player);
    return spirit < 0 ? 0 : s.table.cards().handLimit(spirit, deck);
  }

  static boolean canDraw(GameState s, int deck) {
    return s.piles.spellDraw(deck).length > 0 || s.piles.spellDiscard(deck).length > 0;
  }

  /** Draws the top card of a deck into the player's hand; false when the deck has none. */
  static boolean draw(GameState s, int player, int deck, Events events) {
    if (s.piles.spellDraw(deck).length == 0) {
      if (s.piles.spellDiscard(deck).length == 0) {
        return false;
      }
      s.piles.reshuffleSpells(deck, s.rng);
    }
    int card = s.piles.drawSpell(player, deck);
    events.add(new Event.Drew(player, card));
    return true;
  }

  /**
   * The end of a turn: each deck drawn up to its limit (§9); a hand over a limit discards through
   * its player's choice ({@link Interrupts}).
   */
  static void refill(GameState s, int player, Events events) {
    for (int deck = 0; deck < Cards.SPELL_DECKS; deck++) {
      SpellHand.Change change = SpellHand.endOfTurn(limit(s, player, deck), held(s, player, deck));
      for (int i = 0; i < change.draw(); i++) {
        if (!draw(s, player, deck, events)) {
          break;
        }
      }
    }
  }

  /** How many spells the player holds over its limits, all decks together. */
  static int overBy(GameState s, int player) {
    // One pass over the hand (asked after every action): a hand is sorted, and cards are numbered
    // deck by deck, so each deck's cards are together; a deck the hand lacks is over by nothing.
    Cards cards = s.table.cards();
    int over = 0;
    int deck = -1;
    int held = 0;
    for (int card : s.piles.hand(player)) {
      int d = cards.deckOfCard(card);
      if (d != deck) {
        over += deck < 0 ? 0 : SpellHand.overLimit(limit(s, player, deck), held);
        deck = d;
        held = 0;
      }
      held++;
    }
    return deck < 0 ? over : over + SpellHand.overLimit(limit(s, player, deck), held);
  }

  /** Whether a card may be discarded now: its deck is over the player's limit for it. */
  static boolean discardable(GameState s, int player, int card) {
    int deck = s.table.cards().deckOfCard(card);
    return held(s, player, deck) > limit(s, player, deck);
  }

  static void discard(GameState s, int player, int card, Events events) {
    s.piles.discardSpell(player, card, s.table.cards().deckOfCard(card));
    events.add(new Event.Discarded(player, card));
  }

  /**
   * The card a player spends to cast a spell: the copy from the spell's element deck when held,
   * else the General copy (decision: the spec does not say); -1 when the spell is not in hand.
   */
  static int cardFor(GameState s, int player, int spell) {
    int found = -1;
    for (int card : s.piles.hand(player)) {
      if (s.table.cards().spellOfCard(card) == spell) {
        if (s.table.cards().deckOfCard(card) != Cards.GENERAL) {
          return card;
        }
        found = card;
      }
    }
    return found;
  }

  /** A cast card leaves the hand for its deck's discard pile (no {@link Event.Discarded}). */
  static void spend(GameState s, int player, int card) {
    s.piles.discardSpell(player, card, s.table.cards().deckOfCard(card));
  }
}
