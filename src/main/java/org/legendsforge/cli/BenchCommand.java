package org.legendsforge.cli;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.pipeline.Benchmarks;
import org.legendsforge.pipeline.ProjectPaths;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    header = "Measures build speed and memory, in fresh JVMs as users run forge.",
    // one paragraph, which picocli wraps to the terminal; lines of their own would break
    // mid-sentence
    description =
        "Measures forge the way users run it: a clean full build, a one-card rebuild (in a"
            + " fresh JVM, in a running forge watch, and through a build server), clean builds of card sets 5x and 20x the"
            + " shipped one, and a 540-card deck printed 9-up on Letter. Prints a table of wall time,"
            + " cards per second, peak heap, peak RSS and how busy both cores were. Works in"
            + " output/bench-work (removed afterwards). Then the game engine: games per second between"
            + " random bots, and the microseconds of a legal-action generation and of a state copy."
            + " Then the bots: forge playtest of each bot on one thread and on every core (games per"
            + " second, per thread and per CPU second), memory at 4x the games, and a 10,000-game greedy"
            + " playtest; see docs/performance.md.")
public final class BenchCommand implements Callable<Integer> {
  @Option(
      names = "--runs",
      paramLabel = "N",
      description =
          "Runs of the shipped-set scenarios and of each bot scenario (default: ${DEFAULT-VALUE}); the large sets and the long greedy playtest run once.")
  int runs = 3;

  @Option(
      names = "--scales",
      paramLabel = "LIST",
      split = ",",
      description = "Factors of the synthetic sets (default: 5,20).")
  List<Integer> scales = List.of(5, 20);

  @Option(
      names = "--max-heap",
      paramLabel = "SIZE",
      description =
          "Run every build with this maximum heap (-Xmx) instead of the launcher's (512m, or FORGE_MAX_HEAP), e.g. 2g.")
  String maxHeap;

  @Option(
      names = "--engine-games",
      paramLabel = "N",
      description = "Games between random bots in each engine run (default: ${DEFAULT-VALUE}).")
  int engineGames = 100;

  @Option(
      names = "--engine-only",
      description =
          "Measure only the game engine (games per second, legal-action generation, state copies), in this JVM.")
  boolean engineOnly;

  @Option(
      names = "--bots-only",
      description =
          "Measure only the bots: playtests of each bot on one thread and on every core, memory in the number of games, and a long greedy playtest.")
  boolean botsOnly;

  @Option(
      names = "--playtest-games",
      paramLabel = "N",
      description =
          "Games of the long greedy playtest (default: ${DEFAULT-VALUE}, both compensation games of each seed); 0 leaves it out.")
  int playtestGames = 10_000;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    ProjectPaths paths = ProjectPaths.fromSystem();
    Benchmarks.Options options =
        new Benchmarks.Options(
            runs,
            scales,
            Optional.ofNullable(maxHeap),
            engineGames,
            engineOnly,
            botsOnly,
            playtestGames);
    Optional<Benchmarks.Refusal> refused =
        Benchmarks.run(paths, options, spec.commandLine().getOut());
    if (refused.isEmpty()) {
      return ExitCodes.OK;
    }
    return switch (refused.get()) {
      case DATA_ERRORS ->
          Usage.error(spec, "the shipped card data has errors", "run forge validate first");
      case NOT_MADE_BY_FORGE ->
          Usage.notMadeByForge(
              spec, paths, Benchmarks.output(paths), "run forge build first, or empty it");
      case NOT_BUILT -> {
        var err = spec.commandLine().getErr();
        err.println(
            "forge: error: the benchmarks are not built ("
                + Benchmarks.JAR
                + " is not beside forge)");
        err.println("  hint: run ./forge bench from the project: the launcher builds them");
        err.flush();
        yield ExitCodes.ENVIRONMENT;
      }
    };
  }
}
