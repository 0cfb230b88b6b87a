package org.legendsforge.games.graveyard.playtest.studies;

import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.stats.GameRecord;
import org.legendsforge.games.graveyard.playtest.stats.PairedRatio;

/**
 * One variant's games paired seed by seed with the first variant's (the designer's rules): the
 * change of its game length, and of the win rates a variant comparison judges luck by (side 1's,
 * the side with both first two turns, the side ahead in the early turns), each with a paired
 * interval ({@link PairedRatio}). All sums of whole numbers (shipped as such), so seeds played in
 * ranges elsewhere add up to the same.
 */
public final class VariantPairing {
  private static final int LENGTH_SUMS = 8;

  /** How many numbers {@link #sums()} gives. */
  static final int SUMS = LENGTH_SUMS + 3 * PairedRatio.SUMS;

  private final Comparison.Paired length = new Comparison.Paired();
  private final PairedRatio side1 = new PairedRatio();
  private final PairedRatio doubleStart = new PairedRatio();
  private final PairedRatio earlyLeader = new PairedRatio();

  /** One seed: {@code first}'s game under the first variant, {@code game} under this one. */
  void add(GameRecord first, GameRecord game) {
    length.add(first, game);
    side1.add(side1Won(game), decided(game), side1Won(first), decided(first));
    doubleStart.add(
        doubleStartWon(game), doubleStart(game), doubleStartWon(first), doubleStart(first));
    earlyLeader.add(
        earlyLeaderWon(game), earlyLeader(game), earlyLeaderWon(first), earlyLeader(first));
  }

  /** The sums in a fixed order, to ship and add elsewhere ({@link #add(long[])}). */
  public long[] sums() {
    double[] rates = new double[3 * PairedRatio.SUMS];
    side1.writeTo(rates, 0);
    doubleStart.writeTo(rates, PairedRatio.SUMS);
    earlyLeader.writeTo(rates, 2 * PairedRatio.SUMS);
    long[] out = new long[SUMS];
    System.arraycopy(length.sums(), 0, out, 0, LENGTH_SUMS);
    for (int i = 0; i < rates.length; i++) {
      // counts of games and products of 0 or 1: whole numbers, exact in a double
      out[LENGTH_SUMS + i] = Math.round(rates[i]);
    }
    return out;
  }

  /** Adds sums in the order {@link #sums()} gives them: the seeds played elsewhere. */
  public void add(long[] s) {
    if (s.length != SUMS) {
      throw new IllegalArgumentException(
          "a variant's paired sums are " + SUMS + " numbers, not " + s.length);
    }
    long[] l = new long[LENGTH_SUMS];
    System.arraycopy(s, 0, l, 0, LENGTH_SUMS);
    length.add(l);
    double[] rates = new double[3 * PairedRatio.SUMS];
    for (int i = 0; i < rates.length; i++) {
      rates[i] = s[LENGTH_SUMS + i];
    }
    side1.add(rates, 0);
    doubleStart.add(rates, PairedRatio.SUMS);
    earlyLeader.add(rates, 2 * PairedRatio.SUMS);
  }

  /** The game length's change in turns, paired seed by seed. */
  public Estimate length() {
    return length.length();
  }

  /** Side 1's win rate minus the first variant's (games with a winner). */
  public Estimate side1() {
    return side1.change();
  }

  /** The win rate of a side with both first two turns minus the first variant's. */
  public Estimate doubleStart() {
    return doubleStart.change();
  }

  /** The early leader's win rate minus the first variant's (games where a side led). */
  public Estimate earlyLeader() {
    return earlyLeader.change();
  }

  private static long decided(GameRecord g) {
    return g.winner != 0 ? 1 : 0;
  }

  private static long side1Won(GameRecord g) {
    return g.winner == 1 ? 1 : 0;
  }

  /** As the playtest counts it: a decided game whose first two Turn Order cards went one way. */
  private static long doubleStart(GameRecord g) {
    return g.winner != 0 && g.earlyCount > 1 && g.early[0] == g.early[1] ? 1 : 0;
  }

  private static long doubleStartWon(GameRecord g) {
    return doubleStart(g) == 1 && g.winner == g.early[0] ? 1 : 0;
  }

  /** Side 1's lead in the early Turn Order cards (negative: side 2 led). */
  private static int lead(GameRecord g) {
    int d = 0;
    for (int i = 0; i < g.earlyCount; i++) {
      d += g.early[i] == 1 ? 1 : -1;
    }
    return d;
  }

  private static long earlyLeader(GameRecord g) {
    return g.winner != 0 && lead(g) != 0 ? 1 : 0;
  }

  private static long earlyLeaderWon(GameRecord g) {
    return earlyLeader(g) == 1 && g.winner == (lead(g) > 0 ? 1 : 2) ? 1 : 0;
  }
}
