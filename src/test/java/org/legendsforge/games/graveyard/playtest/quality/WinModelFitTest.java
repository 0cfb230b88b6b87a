package org.legendsforge.games.graveyard.playtest.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The fit finds the model that made the outcomes: states drawn with a known log-odds, outcomes
 * drawn from it, and the fitted coefficients (on the raw scale) are the true ones.
 */
class WinModelFitTest {
  @Test
  void theFitRecoversTheLogOddsThatMadeTheOutcomes() {
    Random r = new Random(11);
    int n = 40_000;
    double[][] x = new double[n][2];
    boolean[] won = new boolean[n];
    for (int i = 0; i < n; i++) {
      x[i][0] = r.nextGaussian() * 10;
      x[i][1] = r.nextGaussian() * 2 + 3;
      double z = 0.4 + 0.15 * x[i][0] - 0.5 * (x[i][1] - 3);
      won[i] = r.nextDouble() < 1 / (1 + Math.exp(-z));
    }
    WinModel m = WinModelFit.fit(List.of("a", "b"), x, won, 100);
    assertThat(m.coefficients().get(0) / m.sd().get(0)).isCloseTo(0.15, within(0.01));
    assertThat(m.coefficients().get(1) / m.sd().get(1)).isCloseTo(-0.5, within(0.03));
    assertThat(m.side1(new double[] {0, 3})).isCloseTo(1 / (1 + Math.exp(-0.4)), within(0.02));
    assertThat(m.states()).isEqualTo(n);
  }

  @Test
  void aFeatureThatNeverVariesLeavesTheOthersFitted() {
    Random r = new Random(3);
    int n = 5_000;
    double[][] x = new double[n][2];
    boolean[] won = new boolean[n];
    for (int i = 0; i < n; i++) {
      x[i][0] = r.nextGaussian();
      x[i][1] = 7;
      won[i] = r.nextDouble() < 1 / (1 + Math.exp(-2 * x[i][0]));
    }
    WinModel m = WinModelFit.fit(List.of("a", "constant"), x, won, 10);
    assertThat(m.coefficients().get(1)).isCloseTo(0, within(1e-6));
    assertThat(m.coefficients().get(0) / m.sd().get(0)).isCloseTo(2, within(0.15));
  }
}
