package org.legendsforge.games.graveyard.playtest.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * A quality figure's change from the first variant is paired game by game over the shared seeds:
 * the difference of the two figures shown, each over its own games that count, with an interval
 * narrower than two independent samples' when the variant leaves most games alike.
 */
class VariantQualityTest {
  private static final double NONE = Double.NaN;

  @Test
  void theChangeIsTheDifferenceOfTheFiguresEachOverItsOwnGames() {
    double[] rules = {10, 20, NONE, 30, 40};
    double[] variant = {12, NONE, 25, 33, 40};
    Estimate change = VariantQuality.paired(variant, rules);
    assertThat(change.value())
        .isCloseTo((12 + 25 + 33 + 40) / 4.0 - (10 + 20 + 30 + 40) / 4.0, within(1e-12));
    assertThat(change.hasInterval()).isTrue();
  }

  @Test
  void gamesTheVariantLeavesAloneNarrowTheIntervalBelowTwoIndependentSamples() {
    int n = 300;
    double[] rules = new double[n];
    double[] variant = new double[n];
    Sum r = new Sum();
    Sum v = new Sum();
    for (int g = 0; g < n; g++) {
      // game lengths spread widely from seed to seed; the variant adds a turn or two to each
      rules[g] = 60 + (g * 37 % 50);
      variant[g] = rules[g] + 1 + g % 2;
      r.add(rules[g]);
      v.add(variant[g]);
    }
    Estimate paired = VariantQuality.paired(variant, rules);
    // two independent samples: the half-widths add in quadrature
    double half = Math.hypot(half(v.mean()), half(r.mean()));
    assertThat(paired.value()).isCloseTo(1.5, within(1e-9));
    assertThat(paired.low()).as("clear of 0 only when paired").isGreaterThan(0);
    assertThat(v.mean().value() - r.mean().value() - half).isLessThan(0);
  }

  private static double half(Estimate e) {
    return (e.high() - e.low()) / 2;
  }

  private static final class Sum {
    double sum;
    double sumSq;
    long n;

    void add(double x) {
      sum += x;
      sumSq += x * x;
      n++;
    }

    Estimate mean() {
      return Estimate.mean(sum, sumSq, n, 1);
    }
  }
}
