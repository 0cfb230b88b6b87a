package org.legendsforge.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.legendsforge.testing.ForgeRun;

/**
 * forge bench keeps its options and help in the shipped jar and runs the benchmarks, which live
 * beside it (src/bench/java, target/forge-bench.jar), when they are there: here on the class path.
 */
class BenchCommandTest {
  @Test
  void theHelpTellsEveryOptionThoughTheBenchmarksAreNotInTheShippedJar() {
    ForgeRun run = ForgeRun.of("bench", "--help");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains(
            "--runs", "--scales", "--max-heap", "--engine-only", "--bots-only", "--playtest-games");
  }

  @Test
  void theEngineBenchmarkRunsFromTheBenchSourceSet() {
    ForgeRun run = ForgeRun.of("bench", "--engine-only", "--engine-games", "2", "--runs", "1");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("game engine: 2 random-bot games a run, 1 runs")
        .contains("legal-action generation, µs a call");
  }
}
