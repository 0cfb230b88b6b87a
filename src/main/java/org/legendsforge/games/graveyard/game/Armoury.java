package org.legendsforge.games.graveyard.game;

import java.util.Arrays;

/**
 * The two weapon decks (docs/rules-model.md §7.5, §6): a hero entering play looks at the top 3
 * starting weapons and keeps one, an item orb does the same with the item weapons; the others go to
 * the bottom in the order they lay.
 *
 * <p>Decision where the spec is silent: a dead hero's weapons go to the bottom of their decks (in
 * the order it took them), so the decks never run dry in a long game; a deck of fewer than 3 cards
 * shows all it has, an empty one none (the hero then enters play unarmed, and an item orb cannot be
 * picked up).
 */
final class Armoury {
  static final int LOOK = 3;

  private Armoury() {}

  /** The weapons a hero looks at: the top of the deck, at most 3. */
  static int[] offer(int[] deck) {
    return Arrays.copyOf(deck, Math.min(LOOK, deck.length));
  }

  /**
   * Whether {@code kept} is a legal keep from the deck: one of the top 3, or -1 for an empty deck.
   */
  static boolean canKeep(int[] deck, int kept) {
    if (deck.length == 0) {
      return kept == -1;
    }
    for (int w : offer(deck)) {
      if (w == kept) {
        return true;
      }
    }
    return false;
  }

  /** The deck after a hero kept one of the top 3: the others go to the bottom. */
  static int[] afterKeep(int[] deck, int kept) {
    if (kept < 0) {
      return deck;
    }
    int[] top = offer(deck);
    int[] rest = Pile.drop(deck, top.length);
    for (int w : top) {
      if (w != kept) {
        rest = Pile.plusBottom(rest, w);
      }
    }
    return rest;
  }

  /** A hero starts holding the kept starting weapon. */
  static void keepStarting(GameState s, int hero, int kept) {
    s.piles.keepStartingWeapon(kept);
    s.board.arm(hero, kept < 0 ? GameState.NONE : new int[] {kept});
  }

  /** A hero adds the kept item weapon to the weapons it holds (§12: it keeps the others). */
  static void keepItem(GameState s, int hero, int kept) {
    s.piles.keepItemWeapon(kept);
    s.board.addWeapon(hero, kept);
  }

  /** A dead hero's weapons return to the bottom of their decks. */
  static void returnAll(GameState s, int hero) {
    for (int w : s.board.disarm(hero)) {
      s.piles.returnWeapon(w, s.table.cards().isItem(w));
    }
  }
}
