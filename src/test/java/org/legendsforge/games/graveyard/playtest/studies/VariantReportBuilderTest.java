package org.legendsforge.games.graveyard.playtest.studies;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * How a variant comparison judges luck (docs/playtest.md, "Variants"): the early leader's win rate
 * gathers the early-turns curve, and a variant leaves less luck only when it is nearer 50% beyond
 * chance.
 */
class VariantReportBuilderTest {
  private static PlaytestReport.Bucket lead(int key, long wins, long games) {
    return new PlaytestReport.Bucket(key, Estimate.proportion(wins, games));
  }

  @Test
  void theEarlyLeaderWinsPlayerOnesLeadsAndItsOpponentsLeads() {
    Estimate leader =
        VariantReportBuilder.earlyLeader(
            List.of(lead(-2, 30, 100), lead(0, 50, 100), lead(2, 70, 100)));
    // player 1 ahead: 70 of 100 won; player 2 ahead: 70 of 100 (player 1 won 30)
    assertThat(leader.value()).isEqualTo(0.7);
    assertThat(leader.n()).isEqualTo(200);
  }

  @Test
  void aVariantNearerEvenBeyondChanceLeavesLessLuck() {
    Estimate rules = Estimate.proportion(730, 1000);
    Estimate variant = Estimate.proportion(660, 1000);
    Estimate change = Estimate.difference(660, 1000, 730, 1000);
    assertThat(VariantReportBuilder.lessLuck(variant, rules, change)).isTrue();
  }

  @Test
  void aDifferenceWithinChanceIsNotLessLuck() {
    Estimate rules = Estimate.proportion(73, 100);
    Estimate variant = Estimate.proportion(68, 100);
    Estimate change = Estimate.difference(68, 100, 73, 100);
    assertThat(VariantReportBuilder.lessLuck(variant, rules, change)).isFalse();
  }

  @Test
  void overshootingToTheOtherSideOfEvenIsNotLessLuck() {
    Estimate rules = Estimate.proportion(600, 1000);
    Estimate variant = Estimate.proportion(300, 1000);
    Estimate change = Estimate.difference(300, 1000, 600, 1000);
    assertThat(VariantReportBuilder.lessLuck(variant, rules, change)).isFalse();
  }
}
