package org.legendsforge.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.games.graveyard.playtest.report.ReportJson;
import org.legendsforge.games.graveyard.playtest.tuning.TuneReport;
import org.legendsforge.games.graveyard.playtest.tuning.TuneText;
import org.legendsforge.games.graveyard.playtest.tuning.Tuner;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.OutputFailure;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.pipeline.CardSet;
import org.legendsforge.pipeline.DataTuneBench;
import org.legendsforge.pipeline.OutputPart;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.ReportPages;
import org.legendsforge.pipeline.TunedCopy;
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
  enum Format {
    text,
    json,
    html
  }

  static final String PAGE = "reports/tune.html";
  static final int MAX_GAMES = 100_000;

  @Mixin DataOptions dataOptions;

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
  Format format = Format.text;

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
    ProjectPaths paths = ProjectPaths.fromSystem();
    OutputPart tree = new OutputPart(paths.output(out));
    if (!tree.isOurs()) {
      return Usage.notMadeByForge(
          spec, paths, tree.root(), "name another with --out DIR, or empty it");
    }
    Path target = write == null ? null : paths.userDir().resolve(write).normalize();
    if (target != null && !TunedCopy.fits(target)) {
      return Usage.error(
          spec,
          paths.display(target) + " is not an empty folder",
          "name a new folder for the tuned copy, e.g. --write card-data-tuned");
    }
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    Seats seats;
    try {
      seats = Seats.of(Seats.ONE_V_ONE, bots, "greedy");
    } catch (Seats.Refused e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    Diagnostics sink = new Diagnostics();
    Optional<CardSet> loaded = CardSet.load(paths, dataDir, seats, sink);
    if (loaded.isPresent()) {
      for (String c : cards) {
        Optional<String> unknown = loaded.get().unknownCard(c);
        if (unknown.isPresent()) {
          throw new ParameterException(spec.commandLine(), unknown.get());
        }
      }
    }
    DiagnosticPrinter.text(sink, spec.commandLine().getErr());
    if (loaded.isEmpty() || sink.hasErrors()) {
      return ExitCodes.DATA;
    }
    CardSet set = loaded.get();
    Progress progress = TerminalProgress.forCommandLine(spec.commandLine().getErr(), false);
    int k = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    DataTuneBench bench =
        new DataTuneBench(
            paths,
            set,
            set.sources(),
            new Playtest.Options(seats.bots(), seed, games, k, maxTurns, Playtest.Compensation.ON),
            progress,
            tree.root());
    TuneReport report =
        new Tuner(bench, set.model()).tune(new Tuner.Options(cards, seed, games, games, maxStep));
    String html = ReportPages.tune(report);
    Map<String, String> files = new LinkedHashMap<>(bench.newRuns());
    files.put(PAGE, html);
    PrintWriter err = spec.commandLine().getErr();
    OutputPart.Written written = tree.write(files);
    if (!written.done()) {
      if (written.failure().get() == OutputFailure.NOT_MADE_BY_FORGE) {
        return Usage.notMadeByForge(
            spec, paths, written.folder(), "name another with --out DIR, or empty it");
      }
      err.println("forge: error: cannot write the tune page: " + written.problem());
      err.println("  hint: check that the output folder can be written");
      err.flush();
      return ExitCodes.ENVIRONMENT;
    }
    err.println(
        "forge: wrote the tune page "
            + paths.display(tree.root().resolve(PAGE))
            + " ("
            + runs(bench.plays())
            + " of games played, "
            + bench.reused()
            + " kept from earlier runs)");
    if (target != null) {
      int code = writeCopy(paths, set, bench, report, target);
      if (code != ExitCodes.OK) {
        return code;
      }
    }
    PrintWriter o = spec.commandLine().getOut();
    switch (format) {
      case json -> o.print(new ReportJson().write(report));
      case html -> o.print(html);
      case text -> o.print(new TuneText().write(report));
    }
    o.flush();
    return ExitCodes.OK;
  }

  private static String runs(int n) {
    return n + (n == 1 ? " run" : " runs");
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

  /** Writes the tuned copy of the card data to {@code target}; the exit status. */
  private int writeCopy(
      ProjectPaths paths, CardSet set, DataTuneBench bench, TuneReport report, Path target) {
    TunedCopy.Written copy = TunedCopy.write(set, bench, report, target);
    PrintWriter err = spec.commandLine().getErr();
    switch (copy.outcome()) {
      case DATA_CHANGED -> {
        err.println("forge: error: the tuned numbers could not be written into the card data");
        err.println("  hint: the card data changed while tune ran; run it again");
        return ExitCodes.DATA;
      }
      case CANNOT_WRITE -> {
        err.println(
            "forge: error: cannot write the tuned card data to "
                + paths.display(target)
                + ": "
                + copy.problem());
        err.println("  hint: check that its folder exists and can be written");
        return ExitCodes.ENVIRONMENT;
      }
      case WRITTEN -> {
        err.println(
            "forge: wrote the tuned card data to "
                + paths.display(target)
                + " ("
                + copy.changed()
                + (copy.changed() == 1 ? " number" : " numbers")
                + " changed); see them with: forge diff "
                + paths.display(set.dir())
                + " "
                + paths.display(target));
        return ExitCodes.OK;
      }
    }
    throw new IllegalStateException("no such outcome: " + copy.outcome());
  }
}
