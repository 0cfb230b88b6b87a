package org.legendsforge.games.graveyard.playtest.quality;

/**
 * The shape of one decided game, read from its winner's win-probability curve (the estimate for the
 * eventual winner at every boundary, then 1 at the end). The definitions follow Ludii's metrics
 * (Piette, Browne and others: LeadChange, DecisivenessMoves, Drama) in this game's terms, with a
 * turn as the unit of time.
 *
 * @param known the first boundary (turns played) at which the winner's estimate is above the
 *     highest estimate the loser ever had: from there on the game's winner was known
 * @param leadChanges how often the side ahead on the estimate changed
 * @param drama over the boundaries at which the winner was behind, the mean of √(loser's estimate −
 *     winner's), 0 when it never was: how far behind, and how often, the winner came from
 * @param lowest the lowest estimate the winner ever had
 */
public record GameShape(int known, int leadChanges, double drama, double lowest) {
  /** The winner's estimate below this at some boundary makes a game a comeback. */
  public static final double COMEBACK = 0.25;

  /** The shape of a game from its winner's curve (the last entry the end, 1). */
  public static GameShape of(double[] winner) {
    int end = winner.length - 1;
    double loserBest = 0;
    for (double w : winner) {
      loserBest = Math.max(loserBest, 1 - w);
    }
    int known = end;
    for (int j = 0; j <= end; j++) {
      if (winner[j] > loserBest) {
        known = j;
        break;
      }
    }
    int changes = 0;
    int leader = 0;
    double drama = 0;
    int behind = 0;
    double lowest = 1;
    for (int j = 0; j <= end; j++) {
      double w = winner[j];
      int now = w > 0.5 ? 1 : w < 0.5 ? 2 : leader;
      if (leader != 0 && now != leader) {
        changes++;
      }
      leader = now;
      if (j < end) {
        lowest = Math.min(lowest, w);
        if (w < 0.5) {
          drama += Math.sqrt(1 - 2 * w);
          behind++;
        }
      }
    }
    return new GameShape(known, changes, behind == 0 ? 0 : drama / behind, lowest);
  }

  /** Whether the winner came back from below {@link #COMEBACK}. */
  public boolean comeback() {
    return lowest < COMEBACK;
  }
}
