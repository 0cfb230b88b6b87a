package org.legendsforge.playtest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The intervals the report gives, against values worked out by hand. */
class EstimateTest {
  @Test
  void wilsonIntervalOfAProportion() {
    // 60 wins in 100 games: Wilson 95% interval 50.2%–69.1%
    Estimate e = Estimate.proportion(60, 100);
    assertThat(e.value()).isEqualTo(0.6);
    assertThat(e.low()).isCloseTo(0.5020, within(1e-4));
    assertThat(e.high()).isCloseTo(0.6906, within(1e-4));
    assertThat(e.n()).isEqualTo(100);
  }

  @Test
  void noWinsOrAllWinsStayInsideZeroToOne() {
    assertThat(Estimate.proportion(0, 10).low()).isEqualTo(0);
    assertThat(Estimate.proportion(0, 10).high()).isCloseTo(0.2775, within(1e-4));
    assertThat(Estimate.proportion(10, 10).high()).isEqualTo(1);
    assertThat(Estimate.proportion(0, 0).known()).isFalse();
  }

  @Test
  void meanWithTheNormalApproximation() {
    // values 1, 2, 3, 4: mean 2.5, sample sd 1.291, half-width 1.96 * 1.291 / 2 = 1.265
    Estimate e = Estimate.mean(10, 30, 4, 1);
    assertThat(e.value()).isEqualTo(2.5);
    assertThat(e.low()).isCloseTo(1.2348, within(1e-3));
    assertThat(e.high()).isCloseTo(3.7652, within(1e-3));
  }

  @Test
  void differenceOfTwoProportions() {
    // 55/100 against 45/100: +10 points, standard error 7.04
    Estimate d = Estimate.difference(55, 100, 45, 100);
    assertThat(d.value()).isCloseTo(0.1, within(1e-12));
    assertThat(d.low()).isCloseTo(0.1 - 1.96 * 0.07036, within(1e-3));
    assertThat(d.excludes(0)).isFalse();
  }

  @Test
  void theBonferroniBoundGrowsWithTheFiguresCompared() {
    assertThat(Normal.upperQuantile(0.025)).isCloseTo(1.95996, within(1e-4));
    assertThat(Normal.upperQuantile(0.025 / 100)).isCloseTo(3.4808, within(1e-3));
  }
}
