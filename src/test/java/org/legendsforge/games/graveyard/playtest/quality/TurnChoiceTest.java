package org.legendsforge.games.graveyard.playtest.quality;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A turn's decision by its plans' scores, best first: all alike is forced, the runner-up within the
 * margin of the best is a real choice, further behind is a clear best.
 */
class TurnChoiceTest {
  @Test
  void plansThatAllEndAlikeLeaveNothingToDecide() {
    assertThat(TraceRecorder.classify(new double[] {5, 5, 5})).isEqualTo(GameTrace.Choice.FORCED);
    assertThat(TraceRecorder.classify(new double[] {5})).isEqualTo(GameTrace.Choice.FORCED);
    assertThat(TraceRecorder.distinct(new double[] {5, 5, 5})).isEqualTo(1);
  }

  @Test
  void aRunnerUpWithinTheMarginIsARealChoice() {
    double near = 5 - TraceRecorder.MARGIN / 2;
    assertThat(TraceRecorder.classify(new double[] {5, 5, near, -3}))
        .isEqualTo(GameTrace.Choice.REAL);
    assertThat(TraceRecorder.distinct(new double[] {5, 5, near, -3})).isEqualTo(3);
  }

  @Test
  void aBestFarAheadOfTheRestIsAClearBest() {
    double far = 5 - TraceRecorder.MARGIN * 3;
    assertThat(TraceRecorder.classify(new double[] {5, far, far - 1}))
        .isEqualTo(GameTrace.Choice.CLEAR);
  }
}
