package org.legendsforge.games.graveyard.playtest.stats;

/**
 * The change of a figure from one variant's games to another's on the same seeds, with a paired 95%
 * interval. Each figure is a ratio over the seeds, Σa / Σb: {@code b} 1 when a seed's game counts
 * for it (it had a winner, a side led the early turns), {@code a} the game's value when it counts
 * (1 for a success, a share, a number of turns), 0 otherwise. The change is exactly the difference
 * of the two figures the report shows; its spread is that of the difference of two ratio estimators
 * taken seed by seed (delta method), so what the shared seeds make alike in both games cancels
 * instead of adding up, as two independent samples' intervals would.
 */
public final class PairedRatio {
  /** How many sums {@link #writeTo} writes. */
  public static final int SUMS = 15;

  // seeds; Σa1 Σb1 Σa2 Σb2; Σa1² Σa1b1 Σb1²; Σa2² Σa2b2 Σb2²; Σa1a2 Σa1b2 Σb1a2 Σb1b2
  private final double[] s = new double[SUMS];

  /** One seed: {@code a1, b1} of the variant's game, {@code a2, b2} of the first variant's. */
  public void add(double a1, double b1, double a2, double b2) {
    double[] terms = {
      1, a1, b1, a2, b2, a1 * a1, a1 * b1, b1 * b1, a2 * a2, a2 * b2, b2 * b2, a1 * a2, a1 * b2,
      b1 * a2, b1 * b2
    };
    for (int i = 0; i < SUMS; i++) {
      s[i] += terms[i];
    }
  }

  /** Adds the sums {@code from[offset ..+SUMS]} of seeds played elsewhere. */
  public void add(double[] from, int offset) {
    for (int i = 0; i < SUMS; i++) {
      s[i] += from[offset + i];
    }
  }

  /** Writes the sums into {@code into[offset ..+SUMS]}. */
  public void writeTo(double[] into, int offset) {
    System.arraycopy(s, 0, into, offset, SUMS);
  }

  /**
   * The variant's figure minus the first's; unknown when either has no games, without an interval
   * over fewer than two seeds. {@code n}: the fewer of the two figures' games.
   */
  public Estimate change() {
    double n = s[0];
    if (s[2] == 0 || s[4] == 0) {
      return Estimate.NONE;
    }
    double r1 = s[1] / s[2];
    double r2 = s[3] / s[4];
    double d = r1 - r2;
    long counted = Math.round(Math.min(s[2], s[4]));
    if (n < 2) {
      return new Estimate(d, Double.NaN, Double.NaN, counted);
    }
    double m1 = s[2] / n;
    double m2 = s[4] / n;
    // Σ z², z a seed's share of the difference: (a1 − r1 b1) / m1 − (a2 − r2 b2) / m2 (Σ z = 0)
    double e1 = s[5] - 2 * r1 * s[6] + r1 * r1 * s[7];
    double e2 = s[8] - 2 * r2 * s[9] + r2 * r2 * s[10];
    double cross = s[11] - r2 * s[12] - r1 * s[13] + r1 * r2 * s[14];
    double zz = e1 / (m1 * m1) + e2 / (m2 * m2) - 2 * cross / (m1 * m2);
    double se = Math.sqrt(Math.max(0, zz) / (n * (n - 1)));
    return new Estimate(d, d - Estimate.Z * se, d + Estimate.Z * se, counted);
  }
}
