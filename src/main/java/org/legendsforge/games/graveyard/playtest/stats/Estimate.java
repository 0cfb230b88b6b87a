package org.legendsforge.games.graveyard.playtest.stats;

import org.hipparchus.stat.interval.BinomialProportion;
import org.hipparchus.stat.interval.ConfidenceInterval;

/**
 * A measured figure with its 95% confidence interval and the number of observations behind it
 * ({@code n}: games, side-games, casts or attacks, as the figure says). Proportions use the Wilson
 * score interval, which stays inside 0..1 and behaves for small counts; means and differences the
 * normal approximation (docs/playtest.md, "Reading the numbers"). The Wilson interval and the
 * normal quantile come from Hipparchus (docs/decisions.md, "Statistics").
 */
public record Estimate(double value, double low, double high, long n) {
  /** The confidence level of every interval. */
  public static final double LEVEL = 0.95;

  /** The two-sided 95% quantile of the standard normal distribution (1.959963984540054). */
  public static final double Z = Normal.upperQuantile((1 - LEVEL) / 2);

  public static final Estimate NONE = new Estimate(Double.NaN, Double.NaN, Double.NaN, 0);

  /** {@code k} successes in {@code n} trials. */
  public static Estimate proportion(long k, long n) {
    if (n == 0) {
      return NONE;
    }
    double p = k / (double) n;
    ConfidenceInterval wilson =
        BinomialProportion.getWilsonScoreInterval(Math.toIntExact(n), p, LEVEL);
    // exactly 0 or 1 at the ends, where rounding would leave 1e-16 off
    double low = k == 0 ? 0 : Math.max(0, wilson.getLowerBound());
    double high = k == n ? 1 : Math.min(1, wilson.getUpperBound());
    return new Estimate(p, low, high, n);
  }

  /**
   * The mean of {@code n} values from their sum and sum of squares, each scaled by {@code unit}.
   */
  public static Estimate mean(double sum, double sumSq, long n, double unit) {
    if (n == 0) {
      return NONE;
    }
    double mean = sum / n;
    double var = n > 1 ? Math.max(0, (sumSq - sum * sum / n) / (n - 1)) : 0;
    // one value has no spread to speak of: its interval is unknown (NaN, null in JSON)
    double half = n > 1 ? Z * Math.sqrt(var / n) : Double.NaN;
    return new Estimate(mean * unit, (mean - half) * unit, (mean + half) * unit, n);
  }

  /**
   * The mean of {@code n} values as {@link #mean} does, but with their standard deviation taken as
   * at least {@code minSd} (in the scaled unit): a handful of identical values says little about
   * how much the next would differ, so it cannot give an interval of zero width, and a single value
   * has an interval too.
   */
  public static Estimate flooredMean(double sum, double sumSq, long n, double unit, double minSd) {
    if (n == 0) {
      return NONE;
    }
    double mean = sum / n;
    double var = n > 1 ? Math.max(0, (sumSq - sum * sum / n) / (n - 1)) : 0;
    double sd = Math.max(Math.sqrt(var) * Math.abs(unit), minSd);
    double half = Z * sd / Math.sqrt(n);
    return new Estimate(mean * unit, mean * unit - half, mean * unit + half, n);
  }

  /**
   * The ratio of two sums over {@code n} games, {@code Σy / Σx} (a hero's turns per death: y its
   * turns, x its deaths, each game one observation), from the sums of x, y, x², y² and x·y. The
   * games are the units, not the deaths: a game where it died often counts as one, so a few long
   * games cannot narrow the interval. The spread is the ratio estimator's (delta method); the
   * interval is taken on the log scale, since a ratio is skewed and never negative. Unknown when x
   * never happened (no death: the ratio has no value).
   */
  public static Estimate ratio(long sumY, long sumX, long sumYy, long sumXx, long sumXy, long n) {
    if (n == 0 || sumX == 0) {
      return NONE;
    }
    double r = sumY / (double) sumX;
    if (n == 1 || sumY == 0) {
      return new Estimate(r, Double.NaN, Double.NaN, n);
    }
    // Σ (y - r x)² / (n - 1): the residuals' spread about the ratio
    double residual = Math.max(0, (sumYy - 2 * r * sumXy + r * r * sumXx) / (n - 1));
    double meanX = sumX / (double) n;
    double se = Math.sqrt(residual / n) / meanX;
    double half = Z * se / r;
    return new Estimate(r, r * Math.exp(-half), r * Math.exp(half), n);
  }

  /** A proportion minus another, independent one (normal approximation). */
  public static Estimate difference(long k1, long n1, long k2, long n2) {
    if (n1 == 0 || n2 == 0) {
      return NONE;
    }
    double p1 = k1 / (double) n1;
    double p2 = k2 / (double) n2;
    double se = Math.sqrt(p1 * (1 - p1) / n1 + p2 * (1 - p2) / n2);
    double d = p1 - p2;
    return new Estimate(d, d - Z * se, d + Z * se, Math.min(n1, n2));
  }

  /** Whether there is a value (at least one observation). */
  public boolean known() {
    return n > 0;
  }

  /** Whether the interval is known too (a mean of one value has none). */
  public boolean hasInterval() {
    return known() && Double.isFinite(low) && Double.isFinite(high);
  }

  /** This estimate plus a constant, scaled: {@code (x + add) * times} for value and bounds. */
  public Estimate shifted(double add, double times) {
    return new Estimate((value + add) * times, (low + add) * times, (high + add) * times, n);
  }

  /** Whether the interval lies wholly above {@code v} or wholly below it. */
  public boolean excludes(double v) {
    return hasInterval() && (low > v || high < v);
  }
}
