package org.legendsforge.games.graveyard.game;

import java.util.Arrays;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * A pile of cards as an array of numbers, top first, never changed once made: every operation
 * returns a new array, which is what lets copies of a {@link GameState} share them.
 */
final class Pile {
  private Pile() {}

  static int[] of(int... cards) {
    return cards.clone();
  }

  /** The pile with {@code card} put at the bottom. */
  static int[] plusBottom(int[] pile, int card) {
    int[] out = Arrays.copyOf(pile, pile.length + 1);
    out[pile.length] = card;
    return out;
  }

  /** The pile without its top {@code n} cards. */
  static int[] drop(int[] pile, int n) {
    return Arrays.copyOfRange(pile, Math.min(n, pile.length), pile.length);
  }

  /** The pile without the first copy of {@code card} (unchanged when it is not there). */
  static int[] without(int[] pile, int card) {
    for (int i = 0; i < pile.length; i++) {
      if (pile[i] == card) {
        int[] out = new int[pile.length - 1];
        System.arraycopy(pile, 0, out, 0, i);
        System.arraycopy(pile, i + 1, out, i, pile.length - i - 1);
        return out;
      }
    }
    return pile;
  }

  static boolean contains(int[] pile, int card) {
    for (int c : pile) {
      if (c == card) {
        return true;
      }
    }
    return false;
  }

  /** A sorted pile with {@code card} added in order (hands and orbs are kept sorted). */
  static int[] plusSorted(int[] pile, int card) {
    int at = 0;
    while (at < pile.length && pile[at] <= card) {
      at++;
    }
    int[] out = new int[pile.length + 1];
    System.arraycopy(pile, 0, out, 0, at);
    out[at] = card;
    System.arraycopy(pile, at, out, at + 1, pile.length - at);
    return out;
  }

  /** A shuffled copy: Fisher–Yates from the back, as {@link MinStd#shuffle} does. */
  static int[] shuffled(int[] pile, MinStd rng) {
    int[] out = pile.clone();
    for (int i = out.length - 1; i >= 1; i--) {
      int j = rng.below(i + 1);
      int t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
    return out;
  }

  /** The pile's cards in card order. */
  static int[] sorted(int[] pile) {
    int[] out = pile.clone();
    Arrays.sort(out);
    return out;
  }

  static int[] concat(int[] a, int[] b) {
    int[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
