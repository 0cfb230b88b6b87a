package org.legendsforge.games.graveyard.rules;

/**
 * Teams of two (docs/rules-model.md §12): the two players of a side share its heroes. The side's
 * first hero is the first player's, the next two it claims are the partner's, the last is the first
 * player's again, so each player controls 2 of the side's {@link Numbers#CLAIMS} + 1.
 */
public final class Teams {
  private Teams() {}

  /**
   * The player (1 = the side's first player, 2 = its partner) who controls the side's hero number
   * {@code index}, counted from 0 in the order the side gained them.
   */
  public static int playerOf(int index) {
    if (index < 0 || index > Numbers.CLAIMS) {
      throw new IllegalArgumentException(
          "a side has heroes 0 to " + Numbers.CLAIMS + ", not " + index);
    }
    return index == 1 || index == 2 ? 2 : 1;
  }
}
