package org.legendsforge.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.pipeline.ProcessStats;

/** A bot scenario run several times is reported by its median run, with every run's time shown. */
class RepeatedRunsTest {
  private static BotBench.Run run(long wallMillis, long heapMib) {
    return new BotBench.Run(
        "greedy, every core",
        "greedy",
        600,
        2,
        wallMillis,
        new ProcessStats(wallMillis * 2, heapMib * 1024 * 1024, heapMib * 2048));
  }

  @Test
  void theMedianRunByWallTimeGivesTheRate() {
    var repeated = new BotBench.Repeated(List.of(run(9000, 180), run(6000, 170), run(7500, 175)));

    assertThat(repeated.median().wallMillis()).isEqualTo(7500);
    assertThat(repeated.markdownRow())
        .startsWith("| greedy, every core | greedy | 600 | 2 | 7.5 s | [9.0, 6.0, 7.5] | 80.0 |");
  }

  @Test
  void memoryIsTheHighestOfAnyRun() {
    var repeated = new BotBench.Repeated(List.of(run(9000, 180), run(6000, 170), run(7500, 175)));

    assertThat(repeated.markdownRow()).endsWith("| 180 MiB | 360 MiB |");
  }

  @Test
  void aSingleRunIsItsOwnMedian() {
    var repeated = new BotBench.Repeated(List.of(run(106_700, 272)));

    assertThat(repeated.median().wallMillis()).isEqualTo(106_700);
  }
}
