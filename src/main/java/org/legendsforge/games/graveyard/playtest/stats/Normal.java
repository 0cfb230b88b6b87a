package org.legendsforge.games.graveyard.playtest.stats;

import org.hipparchus.distribution.continuous.NormalDistribution;

/**
 * The standard normal distribution's upper quantiles, for the intervals and for significance over
 * many comparisons (Hipparchus's distribution, accurate to the last digits a double holds).
 */
public final class Normal {
  private static final NormalDistribution STANDARD = new NormalDistribution(0, 1);

  private Normal() {}

  /** The z with P(Z > z) = p, for 0 < p < 1. */
  public static double upperQuantile(double p) {
    if (!(p > 0 && p < 1)) {
      throw new IllegalArgumentException("a tail probability is between 0 and 1, not " + p);
    }
    return STANDARD.inverseCumulativeProbability(1 - p);
  }
}
