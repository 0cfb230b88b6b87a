package org.legendsforge.games.graveyard.playtest.quality;

import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/** One value a game, summed as it comes, for its mean over games with a 95% interval. */
final class Sums {
  private double sum;
  private double sumSq;
  private long n;

  void add(double v) {
    sum += v;
    sumSq += v * v;
    n++;
  }

  Estimate mean() {
    return Estimate.mean(sum, sumSq, n, 1);
  }
}
