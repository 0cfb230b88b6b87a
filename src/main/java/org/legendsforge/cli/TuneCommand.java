package org.legendsforge.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.ReportFormat;
import org.legendsforge.pipeline.TuneRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code forge tune}: proposes the number that brings each card that is off back into its band,
 * measured on common seeds and confirmed on fresh ones ({@link Tuner}, docs/tune.md); writes
 * reports/tune.html, and with {@code --write DIR} a copy of the card data with the confirmed
 * numbers changed.
 */
@Command(
    name = "tune",
    mixinStandardHelpOptions = true,
    description = {
      "Proposes, for each card, hero or spirit the playtest finds off (or each CARD named), the"
          + " smallest change of one of its numbers that brings its value in play (or win rate)"
          + " into its band: candidates compared on the same seeds, the winner confirmed on fresh"
          + " seeds. Writes reports/tune.html in the output folder.",
      "Exit status: 0 ok, 1 data errors, 2 usage errors, 3 output failure, 4 a bug in forge"
          + " (--verbose shows it)."
    })
final class TuneCommand implements Callable<Integer> {
  static final int MAX_GAMES = 100_000;

  @Mixin DataOptions dataOptions;

  @Mixin ClusterOption cluster;

  @Parameters(
      paramLabel = "CARD",
      arity = "0..*",
      description =
          "Ids of the cards, heroes or spirits to tune (default: every one with a verdict).")
  List<String> cards = new ArrayList<>();

  @Option(
      names = "--games",
      paramLabel = "N",
      description =
          "Games each candidate plays, seeds S to S+N-1 (default: ${DEFAULT-VALUE}); the"
              + " confirmation plays as many fresh seeds after them.")
  int games = 300;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "The first seed of the search (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(
      names = "--bots",
      paramLabel = "LIST",
      split = ",",
      description = "The bot of every player, or one per player (default: greedy).")
  List<String> bots = List.of("greedy");

  @Option(
      names = "--max-step",
      paramLabel = "N",
      description =
          "How far a number may move from what it is (default: as far as its own size, at least"
              + " 3).")
  int maxStep;

  @Option(
      names = "--threads",
      paramLabel = "K",
      description = "Threads to play on (default: every core). The result is the same for any K.")
  Integer threads;

  @Option(
      names = "--max-turns",
      paramLabel = "N",
      description = "Stop a game after N turns without a winner (default: ${DEFAULT-VALUE}).")
  int maxTurns = PlayCommand.DEFAULT_MAX_TURNS;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "What to print: text (default), json or html (the page).")
  ReportFormat format = ReportFormat.text;

  @Option(
      names = "--write",
      paramLabel = "DIR",
      description =
          "Also write a copy of the card data with the confirmed changes to DIR (a new or empty"
              + " folder); forge diff card-data DIR then shows exactly them.")
  Path write;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "The output folder (default: output in the project).")
  Path out;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    checkOptions();
    TuneRun.Request request =
        new TuneRun.Request(
            dataOptions.data,
            out,
            cards,
            bots,
            seed,
            games,
            maxStep,
            threads,
            maxTurns,
            format,
            write);
    TerminalConsole console = new TerminalConsole(spec);
    ProjectPaths paths = ProjectPaths.fromSystem();
    return RunOutcomes.exit(
        spec,
        cluster.run(
            spec.commandLine(),
            console,
            paths,
            dataOptions.data,
            link -> new TuneRun(paths, console).on(link).run(request)));
  }

  private void checkOptions() {
    var cl = spec.commandLine();
    if (games < 1 || games > MAX_GAMES) {
      throw new ParameterException(
          cl, "--games " + games + " is not a number of games (1 to " + MAX_GAMES + ")");
    }
    SeedOption.check(cl, "--seed", seed);
    if (seed + 2L * games - 1 > SeedOption.MAX) {
      throw new ParameterException(
          cl,
          "seeds "
              + seed
              + " to "
              + (seed + 2L * games - 1)
              + " (the search's and the confirmation's) run past the last seed ("
              + SeedOption.MAX
              + ")");
    }
    if (spec.commandLine().getParseResult().hasMatchedOption("--max-step")
        && (maxStep < 1 || maxStep > 1000)) {
      throw new ParameterException(
          cl, "--max-step " + maxStep + " is not a number of steps (1 to 1000)");
    }
    if (threads != null && (threads < 1 || threads > 256)) {
      throw new ParameterException(
          cl, "--threads " + threads + " is not a number of threads (1 to 256)");
    }
    if (maxTurns < 1) {
      throw new ParameterException(
          cl, "--max-turns " + maxTurns + " is not a number of turns (1 or more)");
    }
  }
}
