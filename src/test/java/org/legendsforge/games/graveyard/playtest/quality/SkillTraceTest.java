package org.legendsforge.games.graveyard.playtest.quality;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The skill trace plays every budget on the same seeds and counts the expert's wins over all its
 * games, the same on any number of threads.
 */
class SkillTraceTest {
  @Test
  void eachBudgetPlaysEverySeedAndCountsTheExpertsWins() throws Exception {
    int[] steps = {0};
    SkillTrace one =
        SkillTrace.play(
            QualityGamesTest.SHIPPED,
            new SkillTrace.Plan(List.of(1, 2), 1, 4, 1, 5000),
            n -> steps[0]++);
    assertThat(steps[0]).isEqualTo(8);
    assertThat(one.budgets())
        .extracting(SkillTrace.Budget::bot)
        .containsExactly("expert:1", "expert:2");
    for (SkillTrace.Budget b : one.budgets()) {
      assertThat(b.expertWins().n()).isEqualTo(4);
      assertThat(b.decided()).isBetween(0L, 4L);
      assertThat(b.expertWins().value() * 4).isLessThanOrEqualTo(b.decided());
    }
    SkillTrace two =
        SkillTrace.play(
            QualityGamesTest.SHIPPED, new SkillTrace.Plan(List.of(1, 2), 1, 4, 2, 5000), n -> {});
    assertThat(two).isEqualTo(one);
  }
}
