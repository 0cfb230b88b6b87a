package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.BatchMerge;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.report.ReportBuilder;
import org.legendsforge.games.graveyard.playtest.report.ReportJson;
import org.legendsforge.games.graveyard.playtest.report.ReportText;
import org.legendsforge.games.graveyard.playtest.restricted.ForcedCandidate;
import org.legendsforge.games.graveyard.playtest.restricted.RestrictedPlay;
import org.legendsforge.games.graveyard.playtest.restricted.RestrictedVerdicts;
import org.legendsforge.games.graveyard.playtest.studies.StrongerBotCheck;
import org.legendsforge.games.graveyard.playtest.studies.VariantComparison;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictFinder;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.Progress;

/**
 * {@code forge playtest}'s own report: the games played (or batches merged), the tallies kept to
 * merge later ({@code --batch}), the verdicts checked with a stronger bot ({@code --check-with}),
 * then reports/playtest.html written and the report answered in the format asked for. The studies
 * that play many playtests are {@link PlaytestStudies}.
 */
public final class PlaytestRun {
  public static final String PAGE = "reports/playtest.html";

  /** Restricted play's defaults ({@link RestrictedPlay}): the share, in percent, and games. */
  public static final double DEFAULT_RESTRICTED_PERCENT = 100 * RestrictedPlay.DEFAULT_SHARE;

  public static final int DEFAULT_RESTRICTED_GAMES = RestrictedPlay.DEFAULT_GAMES;

  /** The notes' name of every playtest page. */
  static final String PAGE_NAME = "the playtest page";

  /**
   * What this run does beyond playing: {@code batch}, the file to keep the tallies in (null: none);
   * {@code merge}, the batch files to report on instead of playing (null: play); {@code checkWith},
   * the stronger bot to check the verdicts with (null: none) over {@code checkGames} seeds; the
   * cards used in under {@code restrictedShare} of their chances are forced into play in {@code
   * restrictedGames} paired games each (restricted play; a share of 0: none).
   */
  public record Modes(
      Path batch,
      List<Path> merge,
      String checkWith,
      Integer checkGames,
      double restrictedShare,
      int restrictedGames) {
    /** No restricted play. */
    public Modes(Path batch, List<Path> merge, String checkWith, Integer checkGames) {
      this(batch, merge, checkWith, checkGames, 0, 0);
    }
  }

  private final ProjectPaths paths;
  private final CommandConsole console;
  private Elsewhere cluster;

  /** Where a run's games are played when not on this machine's threads (a cluster). */
  public interface Elsewhere {
    /** Plays a run's games of {@code set}, showing progress. */
    default Playtest.Runner runner(CardSet set) {
      return runner(set, Map.of(), set.playtest(), "playtest " + set.dir().getFileName());
    }

    /**
     * Plays a run's games of {@code set} with the files of {@code patched} read in place of its own
     * (forge tune's trial edits, by path in the folder, loaded as {@link DataTuneBench} loads
     * them), the tallies merged into the batch {@code playtest} makes, its progress shown as {@code
     * what}.
     */
    Playtest.Runner runner(
        CardSet set, Map<String, String> patched, Playtest playtest, String what);

    /**
     * Plays {@code --compare-variants}' seeds of {@code set} under the variants {@code ids}; {@code
     * task} (the study's, which finishes it) hears each seed played, and what is shown beside it.
     */
    VariantComparison.Runner variants(CardSet set, List<String> ids, Progress.Task task);
  }

  public PlaytestRun(ProjectPaths paths, CommandConsole console) {
    this.paths = paths;
    this.console = console;
  }

  /** This run with its games played by {@code cluster}'s workers (null: on this machine). */
  public PlaytestRun on(Elsewhere cluster) {
    this.cluster = cluster;
    return this;
  }

  public RunOutcome run(PlaytestRequest request, Modes modes)
      throws IOException, InterruptedException {
    Loaded loaded = load(request, true);
    if (loaded.refused().isPresent()) {
      return loaded.refused().get();
    }
    CardSet set = loaded.set();
    Optional<Batch> played;
    if (modes.merge() != null) {
      try {
        played = merged(set, modes.merge());
      } catch (BatchMerge.MissingBatch e) {
        return RunOutcome.option(e.getMessage());
      }
    } else {
      played = Optional.of(runner(set).play(request.options()));
    }
    if (played.isEmpty()) {
      return RunOutcome.dataErrors();
    }
    if (modes.batch() != null && modes.merge() == null) {
      Path file = paths.userDir().resolve(modes.batch()).normalize();
      Optional<RunOutcome> failed = writeBatch(file, set.batchFile(played.get()));
      if (failed.isPresent()) {
        return failed.get();
      }
    }
    ReportBuilder reports = set.reports();
    VerdictFinder.CheckFigures check = null;
    if (modes.checkWith() != null) {
      int games = modes.checkGames() != null ? modes.checkGames() : StrongerBotCheck.DEFAULT_GAMES;
      Batch again =
          StrongerBotCheck.play(
              played.get(), modes.checkWith(), games, request.options().threads(), runner(set));
      check = reports.checkFigures(modes.checkWith(), again);
    }
    PlaytestReport report =
        restricted(set, played.get(), reports.build(played.get(), check), modes, request);
    String html = set.playtestPage(report);
    return ReportPage.write(
        paths,
        request.out(),
        console,
        PAGE_NAME,
        PAGE,
        html,
        () ->
            request
                .format()
                .of(
                    () -> new ReportText().write(report),
                    () -> new ReportJson().write(report),
                    html));
  }

  /**
   * {@code report} with restricted play's verdicts on the cards its bots declined, played on the
   * playtest's first seeds with its bots ({@link RestrictedPlay}); unchanged when none was asked
   * for or no card was declined.
   */
  private PlaytestReport restricted(
      CardSet set, Batch played, PlaytestReport report, Modes modes, PlaytestRequest request)
      throws InterruptedException {
    if (modes.restrictedShare() <= 0 || modes.restrictedGames() <= 0 || played.seeds().isEmpty()) {
      return report;
    }
    Engine engine = new Engine(set.catalog());
    ReportBuilder reports = set.reports();
    List<ForcedCandidate> candidates = new ArrayList<>();
    for (ForcedCandidate c : ForcedCandidate.of(report, modes.restrictedShare(), engine.cards())) {
      ReportBuilder.UseBand band = reports.useBand(c.kind(), c.id());
      candidates.add(c.priced(band.band(), band.bonus()));
    }
    if (candidates.isEmpty()) {
      return report;
    }
    int games = modes.restrictedGames();
    if (cluster != null) {
      // its paired games force a card into play, which no worker's kind of work does
      console.note(
          "forge: restricted play's games are played on this machine only, not by the cluster");
    }
    Progress.Task task =
        console
            .progress()
            .start("restricted play, " + candidates.size() + " declined cards", games);
    List<PlaytestReport.Restricted> judged =
        new RestrictedPlay(engine, set.weights())
            .play(
                candidates,
                new RestrictedPlay.Options(
                    played.bots(),
                    played.seeds().get(0).from(),
                    games,
                    played.maxTurns(),
                    request.options().threads()),
                n -> task.step());
    task.finish(
        String.format(Locale.ROOT, "%d cards, %d paired games each", candidates.size(), games));
    return new PlaytestReport(
        report.summary(),
        report.sides(),
        report.turnOrder(),
        report.placement(),
        report.heroes(),
        report.spirits(),
        report.weapons(),
        report.spells(),
        RestrictedVerdicts.merge(report.verdicts(), judged));
  }

  /** The card set of a run, or why there is none (the problems shown on the console). */
  record Loaded(CardSet set, Optional<RunOutcome> refused) {
    static Loaded refused(RunOutcome why) {
      return new Loaded(null, Optional.of(why));
    }
  }

  /**
   * Checks the output folder before any game (a long playtest should not end in a folder it may not
   * write), then loads the card data, under the request's variant when {@code underVariant}.
   */
  Loaded load(PlaytestRequest request, boolean underVariant) throws IOException {
    Optional<RunOutcome> output = refusedOutput(request.out());
    if (output.isPresent()) {
      return Loaded.refused(output.get());
    }
    Path dataDir = paths.data(request.data());
    if (!Files.isDirectory(dataDir)) {
      return Loaded.refused(RunOutcome.missingDataFolder(paths, dataDir));
    }
    Diagnostics sink = new Diagnostics();
    Optional<CardSet> loaded = CardSet.load(paths, dataDir, request.seats(), sink);
    console.problems(sink, paths, dataDir);
    if (loaded.isEmpty()) {
      return Loaded.refused(RunOutcome.dataErrors());
    }
    if (!underVariant || request.variant().isEmpty()) {
      return new Loaded(loaded.get(), Optional.empty());
    }
    Optional<CardSet> under = loaded.get().under(request.variant().get());
    if (under.isEmpty()) {
      return Loaded.refused(
          RunOutcome.usage(
              VariantChoice.unknown(request.variant().get()), loaded.get().variantHint()));
    }
    return new Loaded(under.get(), Optional.empty());
  }

  /** Why the output folder cannot take the run's page, if it cannot. */
  Optional<RunOutcome> refusedOutput(Path out) throws IOException {
    OutputPart tree = new OutputPart(paths.output(out));
    return tree.isOurs()
        ? Optional.empty()
        : Optional.of(RunOutcome.notMadeByForge(paths, tree.root()));
  }

  /**
   * Plays the variant comparison of {@code ids} on {@code set}, here or on the cluster; {@code
   * task} hears each seed played.
   */
  VariantComparison.Runner variants(CardSet set, List<String> ids, Progress.Task task) {
    if (cluster != null) {
      return cluster.variants(set, ids, task);
    }
    return (variants, o) -> VariantComparison.run(variants, o, n -> task.step());
  }

  /** Plays the games of a run's options on {@code set}, showing progress. */
  Playtest.Runner runner(CardSet set) {
    if (cluster != null) {
      return cluster.runner(set);
    }
    return o -> {
      Progress.Task task =
          console.progress().start("playtest " + set.dir().getFileName(), o.games());
      long started = System.nanoTime();
      Batch b = set.playtest().run(o, n -> task.step());
      double seconds = (System.nanoTime() - started) / 1e9;
      task.finish(
          String.format(
              Locale.ROOT,
              "%d games, %s, on %d threads (%.0f games/s)",
              o.games(),
              SideNames.against(o.bots()),
              o.threads(),
              o.games() / Math.max(seconds, 1e-9)));
      return b;
    };
  }

  private Optional<Batch> merged(CardSet set, List<Path> files) throws IOException {
    Diagnostics sink = new Diagnostics();
    List<BatchMerge.Source> sources = new ArrayList<>();
    for (Path p : files) {
      Path file = paths.userDir().resolve(p).normalize();
      sources.add(new BatchMerge.Source(file, paths.display(file)));
    }
    Optional<Batch> out = set.batchMerge(paths.display(set.dir())).merge(sources, sink);
    console.problems(sink);
    return out;
  }

  /** Writes the batch file whole or not at all; why it could not, if it could not. */
  private Optional<RunOutcome> writeBatch(Path file, String text) {
    String what = "the batch " + paths.display(file);
    try {
      if (Files.isDirectory(file)) {
        return Optional.of(
            RunOutcome.environment(
                paths.display(file) + " is a folder",
                "name the batch file, e.g. --batch batch-1.json"));
      }
      Path aside = file.resolveSibling("." + file.getFileName() + ".forge-tmp");
      Files.writeString(aside, text);
      Files.move(aside, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      console.note("forge: wrote " + what);
      return Optional.empty();
    } catch (IOException e) {
      return Optional.of(ReportPage.cannotWrite(what, e.getMessage()));
    }
  }
}
