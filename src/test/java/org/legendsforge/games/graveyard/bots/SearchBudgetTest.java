package org.legendsforge.games.graveyard.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.bots.SearchBot.Step;

/**
 * How the search spends its playouts a turn: every candidate plan is played out, then the better
 * half again, down to the best two, which get what is left.
 */
class SearchBudgetTest {
  @Test
  void theDefaultBudgetPlaysSixCandidatesOnceThenTheBestThreeThenTheBestTwoThreeTimes() {
    assertThat(SearchBot.halving(16, 6))
        .containsExactly(new Step(6, 1), new Step(3, 1), new Step(2, 3));
  }

  @Test
  void aLargerBudgetGivesEveryStepMoreRounds() {
    assertThat(SearchBot.halving(48, 6))
        .containsExactly(new Step(6, 2), new Step(3, 6), new Step(2, 9));
  }

  @Test
  void aBudgetThatCannotPayForASecondStepPlaysEveryCandidateOnceAsAFlatSearch() {
    assertThat(SearchBot.halving(8, 6)).containsExactly(new Step(6, 1));
    assertThat(SearchBot.halving(1, 6)).containsExactly(new Step(6, 1));
  }

  @Test
  void twoCandidatesShareTheWholeBudget() {
    assertThat(SearchBot.halving(16, 2)).containsExactly(new Step(2, 8));
  }

  @Test
  void noBudgetIsOverspentAndEveryStepKeepsTheBetterHalf() {
    for (int candidates = 2; candidates <= SearchBot.CANDIDATES; candidates++) {
      for (int budget = 1; budget <= 200; budget++) {
        List<Step> steps = SearchBot.halving(budget, candidates);
        assertThat(steps.get(0).candidates()).isEqualTo(candidates);
        int spent = 0;
        for (int i = 0; i < steps.size(); i++) {
          Step s = steps.get(i);
          assertThat(s.rounds()).isPositive();
          if (i > 0) {
            assertThat(s.candidates()).isEqualTo((steps.get(i - 1).candidates() + 1) / 2);
          }
          spent += s.candidates() * s.rounds();
        }
        assertThat(spent)
            .as("budget %d, %d candidates", budget, candidates)
            .isLessThanOrEqualTo(Math.max(budget, candidates));
        assertThat(steps.get(steps.size() - 1).candidates()).isGreaterThanOrEqualTo(2);
      }
    }
  }
}
