package org.legendsforge.games.graveyard.playtest.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * A game's shape from its winner's curve: the winner is known once its estimate passes the loser's
 * best; the lead changes each time the side ahead does; a winner that was far behind made drama
 * and, below 25%, a comeback.
 */
class GameShapeTest {
  @Test
  void aWinnerAheadFromTheStartIsKnownAtOnceWithNoDrama() {
    GameShape s = GameShape.of(new double[] {0.6, 0.7, 0.8, 1});
    // the loser's best was 0.4, passed by 0.6 before turn 1
    assertThat(s.known()).isZero();
    assertThat(s.leadChanges()).isZero();
    assertThat(s.drama()).isZero();
    assertThat(s.comeback()).isFalse();
  }

  @Test
  void aComebackIsKnownOnlyOnceTheWinnerPassesTheLosersBest() {
    GameShape s = GameShape.of(new double[] {0.5, 0.2, 0.4, 0.7, 0.9, 1});
    // the loser's best was 0.8 (at turn 1): the winner passes it at 0.9, after 4 turns
    assertThat(s.known()).isEqualTo(4);
    assertThat(s.leadChanges()).isEqualTo(1);
    assertThat(s.lowest()).isEqualTo(0.2);
    assertThat(s.comeback()).isTrue();
    double drama = (Math.sqrt(1 - 2 * 0.2) + Math.sqrt(1 - 2 * 0.4)) / 2;
    assertThat(s.drama()).isCloseTo(drama, within(1e-12));
  }

  @Test
  void everyChangeOfTheSideAheadCounts() {
    GameShape s = GameShape.of(new double[] {0.6, 0.4, 0.6, 0.45, 0.55, 1});
    assertThat(s.leadChanges()).isEqualTo(4);
    assertThat(s.known()).isEqualTo(5);
  }
}
