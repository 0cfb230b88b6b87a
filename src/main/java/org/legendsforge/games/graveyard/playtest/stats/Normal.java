package org.legendsforge.games.graveyard.playtest.stats;

/** The standard normal distribution's tail and quantile, for significance over many comparisons. */
public final class Normal {
  private Normal() {}

  /** P(Z > z) for z ≥ 0 (Abramowitz and Stegun 26.2.17, absolute error below 7.5e-8). */
  static double upperTail(double z) {
    double x = Math.abs(z);
    double t = 1 / (1 + 0.2316419 * x);
    double poly =
        t
            * (0.319381530
                + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
    double tail = Math.exp(-x * x / 2) / Math.sqrt(2 * Math.PI) * poly;
    return z >= 0 ? tail : 1 - tail;
  }

  /** The z with P(Z > z) = p, for 0 < p < 0.5, by bisection. */
  public static double upperQuantile(double p) {
    double lo = 0;
    double hi = 40;
    for (int i = 0; i < 200; i++) {
      double mid = (lo + hi) / 2;
      if (upperTail(mid) > p) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return (lo + hi) / 2;
  }
}
