package org.legendsforge.pipeline.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.legendsforge.kit.cluster.Range;

/**
 * A cluster playtest's bar shows each worker's games played of those given it, its ranges in flight
 * as far as it last told; a lost worker's ranges are no longer its own.
 */
class WorkerProgressTest {
  private static final String A = "127.0.0.1:5701";
  private static final String B = "127.0.0.1:5702";

  @Test
  void eachWorkerShowsItsGamesPlayedOfThoseGivenItWhileItsRangesRun() {
    WorkerProgress p = new WorkerProgress();
    Range first = new Range(1, 100);
    Range second = new Range(101, 100);
    Range third = new Range(201, 50);
    p.sent(A, first);
    p.sent(B, second);
    p.sent(A, third);
    p.playing(first, 40);
    p.playing(second, 75);

    assertThat(p.line()).isEqualTo(A + " 40/150, " + B + " 75/100");
    assertThat(p.games()).isEqualTo(115);

    p.played(A, first);
    p.playing(third, 10);
    assertThat(p.line()).isEqualTo(A + " 110/150, " + B + " 75/100");
    assertThat(p.games()).isEqualTo(185);
  }

  @Test
  void aCountOlderThanTheLastOrForARangeAlreadyPlayedChangesNothing() {
    WorkerProgress p = new WorkerProgress();
    Range r = new Range(1, 100);
    p.sent(A, r);
    p.playing(r, 60);
    p.playing(r, 30);
    assertThat(p.games()).isEqualTo(60);
    p.played(A, r);
    p.playing(r, 99);
    assertThat(p.games()).isEqualTo(100);
    assertThat(p.line()).isEqualTo(A + " 100/100");
  }

  @Test
  void aRangeGivenBackLeavesItsWorkerAndIsCountedWhereItIsPlayed() {
    WorkerProgress p = new WorkerProgress();
    Range r = new Range(1, 100);
    p.sent(A, new Range(101, 20));
    p.sent(A, r);
    p.playing(r, 70);
    p.returned(A, r);
    assertThat(p.line()).isEqualTo(A + " 0/20");
    p.sent(B, r);
    p.played(B, r);

    assertThat(p.line()).isEqualTo(A + " 0/20, " + B + " 100/100");
    assertThat(p.played()).containsOnlyKeys(B).containsEntry(B, 100);
  }
}
