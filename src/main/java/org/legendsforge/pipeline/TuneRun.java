package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.games.graveyard.playtest.report.ReportJson;
import org.legendsforge.games.graveyard.playtest.tuning.TunePage;
import org.legendsforge.games.graveyard.playtest.tuning.TuneReport;
import org.legendsforge.games.graveyard.playtest.tuning.TuneText;
import org.legendsforge.games.graveyard.playtest.tuning.Tuner;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.OutputFailure;

/**
 * {@code forge tune}: the search for each card's smallest change on its trial data ({@link
 * DataTuneBench}), reports/tune.html written with the runs it played (kept for the next search),
 * the tuned copy of the card data when asked, then the report in the format asked for.
 */
public final class TuneRun {
  public static final String PAGE = "reports/tune.html";

  /**
   * What to tune and how: {@code cards} (none: every one with a verdict), the bots, the search's
   * first seed and games per candidate, how far a number may move (0: as far as its size), the
   * threads (null: every core), the turn limit; {@code write}, the folder of the tuned copy (null:
   * none).
   */
  public record Request(
      Path data,
      Path out,
      List<String> cards,
      List<String> bots,
      long seed,
      int games,
      int maxStep,
      Integer threads,
      int maxTurns,
      ReportFormat format,
      Path write) {}

  private final ProjectPaths paths;
  private final CommandConsole console;
  private PlaytestRun.Elsewhere cluster;

  public TuneRun(ProjectPaths paths, CommandConsole console) {
    this.paths = paths;
    this.console = console;
  }

  /** This run with its games played by {@code cluster}'s workers (null: on this machine). */
  public TuneRun on(PlaytestRun.Elsewhere cluster) {
    this.cluster = cluster;
    return this;
  }

  public RunOutcome run(Request r) throws IOException, InterruptedException {
    OutputPart tree = new OutputPart(paths.output(r.out()));
    if (!tree.isOurs()) {
      return RunOutcome.notMadeByForge(paths, tree.root());
    }
    Path target = r.write() == null ? null : paths.userDir().resolve(r.write()).normalize();
    if (target != null && !TunedCopy.fits(target)) {
      return RunOutcome.usage(
          paths.display(target) + " is not an empty folder",
          "name a new folder for the tuned copy, e.g. --write card-data-tuned");
    }
    Path dataDir = paths.data(r.data());
    if (!Files.isDirectory(dataDir)) {
      return RunOutcome.missingDataFolder(paths, dataDir);
    }
    Seats seats;
    try {
      seats = Seats.of(Seats.ONE_V_ONE, r.bots(), "greedy");
    } catch (Seats.Refused e) {
      return RunOutcome.option(e.getMessage());
    }
    Diagnostics sink = new Diagnostics();
    Optional<CardSet> loaded = CardSet.load(paths, dataDir, seats, sink);
    if (loaded.isPresent()) {
      for (String c : r.cards()) {
        Optional<String> unknown = loaded.get().unknownCard(c);
        if (unknown.isPresent()) {
          return RunOutcome.option(unknown.get());
        }
      }
    }
    console.problems(sink);
    if (loaded.isEmpty() || sink.hasErrors()) {
      return RunOutcome.dataErrors();
    }
    CardSet set = loaded.get();
    int k = r.threads() != null ? r.threads() : Runtime.getRuntime().availableProcessors();
    DataTuneBench bench =
        new DataTuneBench(
                paths,
                set,
                set.sources(),
                new Playtest.Options(
                    seats.bots(), r.seed(), r.games(), k, r.maxTurns(), Playtest.Compensation.ON),
                console.plainProgress(),
                tree.root())
            .on(cluster);
    TuneReport report =
        new Tuner(bench, set.model())
            .tune(new Tuner.Options(r.cards(), r.seed(), r.games(), r.games(), r.maxStep()));
    String html = new TunePage().html(report);
    Map<String, String> files = new LinkedHashMap<>(bench.newRuns());
    files.put(PAGE, html);
    OutputPart.Written written = tree.write(files);
    if (!written.done()) {
      if (written.failure().get() == OutputFailure.NOT_MADE_BY_FORGE) {
        return RunOutcome.notMadeByForge(paths, written.folder());
      }
      return RunOutcome.environment(
          "cannot write the tune page: " + written.problem(),
          "check that the output folder can be written");
    }
    console.note(
        "forge: wrote the tune page "
            + paths.display(tree.root().resolve(PAGE))
            + " ("
            + runs(bench.plays())
            + " of games played, "
            + bench.reused()
            + " kept from earlier runs)");
    if (target != null) {
      Optional<RunOutcome> failed = writeCopy(set, bench, report, target);
      if (failed.isPresent()) {
        return failed.get();
      }
    }
    return RunOutcome.ok(
        r.format()
            .of(() -> new TuneText().write(report), () -> new ReportJson().write(report), html));
  }

  private static String runs(int n) {
    return n + (n == 1 ? " run" : " runs");
  }

  /**
   * Writes the tuned copy of the card data to {@code target}; why it could not, if it could not.
   */
  private Optional<RunOutcome> writeCopy(
      CardSet set, DataTuneBench bench, TuneReport report, Path target) {
    TunedCopy.Written copy = TunedCopy.write(set, bench, report, target);
    return switch (copy.outcome()) {
      case DATA_CHANGED ->
          Optional.of(
              RunOutcome.data(
                  "the tuned numbers could not be written into the card data",
                  "the card data changed while tune ran; run it again"));
      case CANNOT_WRITE ->
          Optional.of(
              RunOutcome.environment(
                  "cannot write the tuned card data to "
                      + paths.display(target)
                      + ": "
                      + copy.problem(),
                  "check that its folder exists and can be written"));
      case WRITTEN -> {
        console.note(
            "forge: wrote the tuned card data to "
                + paths.display(target)
                + " ("
                + copy.changed()
                + (copy.changed() == 1 ? " number" : " numbers")
                + " changed); see them with: forge diff "
                + paths.display(set.dir())
                + " "
                + paths.display(target));
        yield Optional.empty();
      }
    };
  }
}
