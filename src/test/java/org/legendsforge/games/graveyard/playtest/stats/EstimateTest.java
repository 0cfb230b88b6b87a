package org.legendsforge.games.graveyard.playtest.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
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
    // 1 win in 20 games: 0.888%-23.613%; 499 in 1000: 46.807%-52.993% (Wilson's formula worked out
    // apart)
    assertThat(Estimate.proportion(1, 20).low()).isCloseTo(0.008881, within(1e-6));
    assertThat(Estimate.proportion(1, 20).high()).isCloseTo(0.236131, within(1e-6));
    assertThat(Estimate.proportion(499, 1000).low()).isCloseTo(0.468073, within(1e-6));
    assertThat(Estimate.proportion(499, 1000).high()).isCloseTo(0.529934, within(1e-6));
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
  void aFewIdenticalValuesStillHaveAnIntervalFromTheVarianceFloor() {
    // five casts all worth 4: no spread measured, but a use's spread is taken as at least 1
    Estimate e = Estimate.flooredMean(20, 80, 5, 1, 1);
    assertThat(e.value()).isEqualTo(4);
    assertThat(e.high() - e.low()).isCloseTo(2 * 1.96 / Math.sqrt(5), within(1e-3));
    // one value has an interval too
    assertThat(Estimate.flooredMean(4, 16, 1, 1, 1).low()).isCloseTo(4 - 1.96, within(1e-3));
    // a spread wider than the floor is kept: values 1, 2, 3, 4 as meanWithTheNormalApproximation
    assertThat(Estimate.flooredMean(10, 30, 4, 1, 1).low()).isCloseTo(1.2348, within(1e-3));
    // sums in thousandths: the floor is in the scaled unit
    Estimate milli = Estimate.flooredMean(20_000, 80_000_000, 5, 1e-3, 1);
    assertThat(milli.high() - milli.low()).isCloseTo(2 * 1.96 / Math.sqrt(5), within(1e-3));
  }

  @Test
  void turnsPerDeathIsARatioOverGamesWithItsIntervalOnTheLogScale() {
    // four games of (turns, deaths): (10, 1), (20, 2), (6, 1), (12, 2): 48 turns for 6 deaths = 8;
    // residuals y - 8x: 2, 4, -2, -4, spread 40 / 3; standard error sqrt(40 / 3 / 4) / 1.5 = 1.217
    Estimate e = Estimate.ratio(48, 6, 680, 10, 80, 4);
    assertThat(e.value()).isEqualTo(8);
    assertThat(e.n()).isEqualTo(4);
    double half = 1.959964 * 1.217161 / 8;
    assertThat(e.low()).isCloseTo(8 * Math.exp(-half), within(1e-3));
    assertThat(e.high()).isCloseTo(8 * Math.exp(half), within(1e-3));
    // skewed as a ratio is: further above than below
    assertThat(e.high() - 8).isGreaterThan(8 - e.low());
    // a hero that never died has no turns per death
    assertThat(Estimate.ratio(30, 0, 300, 0, 0, 3).known()).isFalse();
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
  void theNormalQuantilesAreTheTabulatedOnes() {
    // the standard normal table's upper quantiles, to the digits a double holds: 1.6448536269514722
    // (p = 5%), 1.959963984540054 (2.5%), 2.5758293035489004 (0.5%), 3.090232306167813 (0.1%)
    assertThat(Normal.upperQuantile(0.05)).isCloseTo(1.6448536269514722, within(1e-14));
    assertThat(Normal.upperQuantile(0.025)).isCloseTo(1.959963984540054, within(1e-14));
    assertThat(Normal.upperQuantile(0.005)).isCloseTo(2.5758293035489004, within(1e-14));
    assertThat(Normal.upperQuantile(0.001)).isCloseTo(3.090232306167813, within(1e-13));
    assertThat(Estimate.Z).isEqualTo(1.959963984540054);
  }

  @Test
  void theBonferroniBoundGrowsWithTheFiguresCompared() {
    // 5% over 100 figures, two-sided: the upper 0.025% quantile, 3.4807564043462435
    assertThat(Normal.upperQuantile(0.025 / 100)).isCloseTo(3.4807564043462435, within(1e-12));
    assertThat(Normal.upperQuantile(0.025 / 100)).isGreaterThan(Normal.upperQuantile(0.025 / 10));
  }

  @Test
  void aTailOutsideZeroToOneHasNoQuantile() {
    assertThatThrownBy(() -> Normal.upperQuantile(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Normal.upperQuantile(1)).isInstanceOf(IllegalArgumentException.class);
  }
}
