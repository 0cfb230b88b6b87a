package org.legendsforge.games.graveyard.playtest.quality;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * The skill trace under several variants plays each variant's games on the same seeds as the trace
 * of one does, and pairs them seed by seed: rules that change nothing change nothing, with no
 * spread at all.
 */
class VariantSkillTraceTest {
  private static final Catalog SHIPPED = QualityGamesTest.SHIPPED;

  @Test
  void eachVariantsWinRateIsTheOneVariantTraceOfItsRules() throws Exception {
    SkillTrace alone =
        SkillTrace.play(SHIPPED, new SkillTrace.Plan(List.of(1), 3, 4, 1, 5000), n -> {});
    VariantSkillTrace both =
        VariantSkillTrace.play(
            List.of("rules", "again"),
            List.of(SHIPPED, SHIPPED),
            new SkillTrace.Plan(List.of(1), 3, 4, 1, 5000),
            n -> {});

    Estimate expected = alone.budgets().get(0).expertWins();
    VariantSkillTrace.Budget b = both.budgets().get(0);
    assertThat(b.bot()).isEqualTo("expert:1");
    assertThat(b.expertWins()).containsEntry("rules", expected).containsEntry("again", expected);
    Estimate change = b.change().get("again");
    assertThat(change.value()).isZero();
    assertThat(change.low()).as("paired: the same games, no spread").isZero();
    assertThat(change.high()).isZero();
    assertThat(b.change()).containsOnlyKeys("again");
  }
}
