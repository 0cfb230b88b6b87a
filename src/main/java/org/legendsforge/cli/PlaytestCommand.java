package org.legendsforge.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.BatchMerge;
import org.legendsforge.games.graveyard.playtest.ComparisonReport;
import org.legendsforge.games.graveyard.playtest.ComparisonText;
import org.legendsforge.games.graveyard.playtest.Ladder;
import org.legendsforge.games.graveyard.playtest.LadderReport;
import org.legendsforge.games.graveyard.playtest.LadderText;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.ReportBuilder;
import org.legendsforge.games.graveyard.playtest.ReportJson;
import org.legendsforge.games.graveyard.playtest.ReportText;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.StrongerBotCheck;
import org.legendsforge.games.graveyard.playtest.VariantPlaytest;
import org.legendsforge.games.graveyard.playtest.VariantReport;
import org.legendsforge.games.graveyard.playtest.VariantText;
import org.legendsforge.games.graveyard.playtest.VerdictFinder;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.pipeline.CardSet;
import org.legendsforge.pipeline.CardSetPair;
import org.legendsforge.pipeline.GitSnapshot;
import org.legendsforge.pipeline.OutputPart;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.ReportPages;
import org.legendsforge.pipeline.VariantChoice;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code forge playtest}: plays many seeded games between bots on every core and reports what they
 * show about the cards and the game, with 95% intervals (docs/playtest.md); writes
 * reports/playtest.html. {@code --batch} also keeps the tallies to merge later, {@code --merge}
 * reports on merged batches, {@code --check-with} checks the verdicts with a stronger bot ({@link
 * StrongerBotCheck}), {@code --ladder} plays the seeds with several bots ({@link Ladder}), and
 * {@code --since}/{@code --compare} play the same seeds on two card sets ({@link CardSetPair}) and
 * write reports/playtest-compare.html.
 */
@Command(
    name = "playtest",
    mixinStandardHelpOptions = true,
    description = {
      "Plays many seeded games between bots on every core and reports win rates, luck and each"
          + " card's value in play, with 95%% intervals; writes reports/playtest.html in the output"
          + " folder.",
      "Exit status: 0 ok, 1 data errors (or batches that do not merge), 2 usage errors, 3 output"
          + " failure, 4 a bug in forge (--verbose shows it)."
    })
final class PlaytestCommand implements Callable<Integer> {
  enum Format {
    text,
    json,
    html
  }

  static final String PAGE = "reports/playtest.html";
  static final String LADDER_PAGE = "reports/playtest-ladder.html";
  static final String VARIANTS_PAGE = "reports/variants.html";
  static final String COMPARE_PAGE = "reports/playtest-compare.html";
  static final int MAX_GAMES = 10_000_000;

  @Mixin DataOptions dataOptions;

  @Option(
      names = "--games",
      paramLabel = "N",
      description = "Games to play (default: ${DEFAULT-VALUE}), seeds S to S+N-1.")
  int games = 1000;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "The first game's seed (default: ${DEFAULT-VALUE}); game i plays seed S+i.")
  long seed = 1;

  @Option(
      names = "--bots",
      paramLabel = "LIST",
      split = ",",
      description =
          "The bot of every player, or one per player in player order (default: "
              + Seats.DEFAULT_BOT
              + "). Bots: random, greedy, search, expert (search:N, expert:N).")
  List<String> bots = List.of(Seats.DEFAULT_BOT);

  @Option(
      names = "--teams",
      paramLabel = "LINEUP",
      description =
          "Who plays: 1v1 (default), 1v2 (player 2 alone against players 1 and 3) or 2v2"
              + " (players 1 and 3 against players 2 and 4); win rates are then by side.")
  String teams = Seats.ONE_V_ONE;

  /** Who plays, checked by {@link #checkOptions}. */
  private Seats seats;

  @Option(
      names = "--threads",
      paramLabel = "K",
      description = "Threads to play on (default: every core). The result is the same for any K.")
  Integer threads;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "What to print: text (default), json or html (the page).")
  Format format = Format.text;

  @Option(
      names = "--max-turns",
      paramLabel = "N",
      description = "Stop a game after N turns without a winner (default: ${DEFAULT-VALUE}).")
  int maxTurns = PlayCommand.DEFAULT_MAX_TURNS;

  /** The words of {@code --compensation}. */
  enum CompensationOption {
    on(Playtest.Compensation.ON),
    off(Playtest.Compensation.OFF),
    both(Playtest.Compensation.BOTH);

    final Playtest.Compensation mode;

    CompensationOption(Playtest.Compensation mode) {
      this.mode = mode;
    }
  }

  @Option(
      names = "--compensation",
      paramLabel = "WHICH",
      description =
          "Play each seed by the rules (on), without the compensation counter (off), or both to"
              + " compare (default: both; on for a comparison).")
  CompensationOption compensation;

  @Option(
      names = "--batch",
      paramLabel = "FILE",
      description = "Also write the tallies to FILE, to merge with other batches later (--merge).")
  Path batch;

  @Option(
      names = "--merge",
      paramLabel = "FILE",
      arity = "1..*",
      description = "Report on these batches merged, instead of playing.")
  List<Path> merge;

  @Option(
      names = "--since",
      paramLabel = "GIT_REF",
      description = "Compare with the card data as committed at GIT_REF: the same seeds on both.")
  String since;

  @Option(
      names = "--compare",
      paramLabel = "FOLDER",
      arity = "2",
      description = "Compare two card-data folders, OLD and NEW: the same seeds on both.")
  List<Path> compare;

  @Option(
      names = "--check-with",
      paramLabel = "BOT",
      description =
          "Play the first seeds again with BOT in every seat (e.g. search:8) and mark each verdict"
              + " robust or uncertain by what it finds.")
  String checkWith;

  @Option(
      names = "--check-games",
      paramLabel = "M",
      description = "Games --check-with plays: the playtest's first M seeds (default: 300).")
  Integer checkGames;

  @Option(
      names = "--ladder",
      paramLabel = "LIST",
      split = ",",
      description =
          "Play the same seeds with each bot of LIST in every seat (e.g. random,greedy,search:8)"
              + " and show their figures and verdicts side by side; writes"
              + " reports/playtest-ladder.html.")
  List<String> ladder;

  @Mixin VariantOption variant;

  @Option(
      names = "--compare-variants",
      paramLabel = "LIST",
      split = ",",
      description =
          "Play the same seeds under each variant of LIST (rules names the designer's rules, e.g."
              + " rules,turn-order-compensation) and compare their turn order, orbs and length"
              + " side by side; writes reports/variants.html.")
  List<String> compareVariants;

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
    // before any game: a long playtest should not end in a folder it may not write
    OutputPart tree = new OutputPart(paths.output(out));
    if (!tree.isOurs()) {
      return Usage.notMadeByForge(
          spec, paths, tree.root(), "name another with --out DIR, or empty it");
    }
    if (since != null || compare != null) {
      return compare(paths);
    }
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    Diagnostics sink = new Diagnostics();
    Optional<CardSet> loadedSet = CardSet.load(paths, dataDir, seats, sink);
    DiagnosticPrinter.text(sink, spec.commandLine().getErr(), paths, dataDir);
    if (loadedSet.isEmpty()) {
      return ExitCodes.DATA;
    }
    if (compareVariants != null) {
      return compareVariants(paths, loadedSet.get());
    }
    Optional<CardSet> set = variant.id().isEmpty() ? loadedSet : loadedSet.get().under(variant.id);
    if (set.isEmpty()) {
      return variant.unknown(spec, loadedSet.get().variantHint());
    }
    if (ladder != null) {
      return ladder(paths, set.get());
    }
    Optional<Batch> played =
        merge != null
            ? merged(paths, set.get())
            : Optional.of(play(set.get(), options(Playtest.Compensation.BOTH)));
    if (played.isEmpty()) {
      return ExitCodes.DATA;
    }
    if (batch != null && merge == null) {
      Path file = paths.userDir().resolve(batch).normalize();
      if (!writeFile(paths, file, set.get().batchFile(played.get()), "batch")) {
        return ExitCodes.ENVIRONMENT;
      }
    }
    ReportBuilder reports = set.get().reports();
    VerdictFinder.CheckFigures check = null;
    if (checkWith != null) {
      int games = checkGames != null ? checkGames : StrongerBotCheck.DEFAULT_GAMES;
      Batch again =
          StrongerBotCheck.play(
              played.get(),
              checkWith,
              games,
              options(Playtest.Compensation.BOTH).threads(),
              o -> play(set.get(), o));
      check = reports.checkFigures(checkWith, again);
    }
    PlaytestReport report = reports.build(played.get(), check);
    String html = set.get().playtestPage(report);
    return pageAndPrint(
        paths,
        PAGE,
        html,
        () -> new ReportJson().write(report),
        () -> new ReportText().write(report));
  }

  /** {@code --compare-variants}: each variant over the same seeds, side by side. */
  private int compareVariants(ProjectPaths paths, CardSet set) throws InterruptedException {
    VariantPlaytest variants = set.variants();
    List<String> unknown = variants.unknown(compareVariants);
    if (!unknown.isEmpty()) {
      return Usage.error(spec, VariantChoice.unknown(unknown.get(0)), set.variantHint());
    }
    Playtest.Options o = options(Playtest.Compensation.ON);
    Progress progress =
        TerminalProgress.forCommandLine(spec.commandLine().getErr(), processStreams());
    Progress.Task task =
        progress.start("variants " + String.join(", ", compareVariants), o.games());
    VariantReport r = variants.compare(compareVariants, o, n -> task.step());
    task.finish(
        String.format(
            Locale.ROOT,
            "%d seeds under %d variants, %s",
            o.games(),
            compareVariants.size(),
            SideNames.against(o.bots())));
    String html = ReportPages.variants(r);
    return pageAndPrint(
        paths,
        VARIANTS_PAGE,
        html,
        () -> new ReportJson().write(r),
        () -> new VariantText().write(r));
  }

  /**
   * Writes a report's page into the output folder, then prints the report in the chosen format; the
   * exit code of a page that could not be written otherwise.
   */
  private int pageAndPrint(
      ProjectPaths paths, String page, String html, Supplier<String> json, Supplier<String> text) {
    int written = writePage(paths, page, html);
    if (written != ExitCodes.OK) {
      return written;
    }
    PrintWriter out = spec.commandLine().getOut();
    switch (format) {
      case json -> out.print(json.get());
      case html -> out.print(html);
      case text -> out.print(text.get());
    }
    out.flush();
    return ExitCodes.OK;
  }

  /** {@code --ladder}: each bot over the same seeds, side by side. */
  private int ladder(ProjectPaths paths, CardSet set) throws InterruptedException {
    ReportBuilder reports = set.reports();
    LadderReport r =
        new Ladder(reports).play(ladder, options(Playtest.Compensation.ON), o -> play(set, o));
    String html = ReportPages.ladder(r);
    return pageAndPrint(
        paths, LADDER_PAGE, html, () -> new ReportJson().write(r), () -> new LadderText().write(r));
  }

  /** {@code --since} and {@code --compare}: the same seeds on two card sets. */
  private int compare(ProjectPaths paths) throws IOException, InterruptedException {
    CardSetPair pair;
    if (compare != null) {
      Path old = paths.userDir().resolve(compare.get(0)).normalize();
      Path now = paths.userDir().resolve(compare.get(1)).normalize();
      for (Path p : List.of(old, now)) {
        if (!Files.isDirectory(p)) {
          return Usage.missingDataFolder(spec, paths, p);
        }
      }
      pair = CardSetPair.ofFolders(paths, old, now, seats);
    } else {
      Path dataDir = paths.data(dataOptions.data);
      if (!Files.isDirectory(dataDir)) {
        return Usage.missingDataFolder(spec, paths, dataDir);
      }
      try {
        pair = CardSetPair.since(paths, dataDir, since, paths.output(out), seats);
      } catch (GitSnapshot.Problem p) {
        return Usage.error(spec, p.getMessage(), p.hint());
      }
    }
    PrintWriter err = spec.commandLine().getErr();
    for (CardSetPair.Side side : List.of(pair.old(), pair.now())) {
      if (side.set().isEmpty()) {
        err.println("forge: the " + side.word() + " card data (" + side.label() + ") has errors:");
      }
      DiagnosticPrinter.text(side.diagnostics(), err, side.paths(), side.dir());
    }
    if (!pair.loaded()) {
      err.println("forge: nothing compared; fix the errors above first");
      err.flush();
      return ExitCodes.DATA;
    }
    Playtest.Options o = options(Playtest.Compensation.ON);
    Progress.Task task =
        TerminalProgress.forCommandLine(err, false).start("playtest, both card sets", o.games());
    ComparisonReport report = pair.compare(o, n -> task.step());
    task.finish(o.games() + " seeds, each played on both card sets");
    String html = ReportPages.comparison(report);
    return pageAndPrint(
        paths,
        COMPARE_PAGE,
        html,
        () -> new ReportJson().write(report),
        () -> new ComparisonText().write(report));
  }

  private void checkOptions() {
    var cl = spec.commandLine();
    if (games < 1 || games > MAX_GAMES) {
      throw new ParameterException(
          cl, "--games " + games + " is not a number of games (1 to " + MAX_GAMES + ")");
    }
    SeedOption.check(cl, "--seed", seed);
    if (seed + games - 1 > SeedOption.MAX) {
      throw new ParameterException(
          cl,
          "seeds "
              + seed
              + " to "
              + (seed + games - 1)
              + " run past the last seed ("
              + SeedOption.MAX
              + ")");
    }
    if (threads != null && (threads < 1 || threads > 256)) {
      throw new ParameterException(
          cl, "--threads " + threads + " is not a number of threads (1 to 256)");
    }
    if (maxTurns < 1) {
      throw new ParameterException(
          cl, "--max-turns " + maxTurns + " is not a number of turns (1 or more)");
    }
    try {
      seats = Seats.of(teams, bots, Seats.DEFAULT_BOT);
    } catch (Seats.Refused e) {
      throw new ParameterException(cl, e.getMessage());
    }
    int modes = (merge != null ? 1 : 0) + (since != null ? 1 : 0) + (compare != null ? 1 : 0);
    if (modes > 1) {
      throw new ParameterException(
          cl, "--merge, --since and --compare each make their own report: give one of them");
    }
    checkVerdictOptions(cl, modes);
    checkVariantOptions(cl, modes);
    if (batch != null && modes > 0) {
      throw new ParameterException(
          cl,
          "--batch keeps the tallies of games played here: it does not go with --merge, --since or"
              + " --compare");
    }
  }

  /** The checks of --variant and --compare-variants. */
  private void checkVariantOptions(picocli.CommandLine cl, int modes) {
    if (compareVariants == null) {
      return;
    }
    if (variant.id != null) {
      throw new ParameterException(
          cl,
          "--compare-variants names the variants it plays: leave out --variant (put it in the"
              + " list)");
    }
    if (compareVariants.size() < 2
        || compareVariants.stream().distinct().count() != compareVariants.size()) {
      throw new ParameterException(
          cl,
          "--compare-variants compares two or more different variants, e.g. --compare-variants"
              + " rules,turn-order-compensation");
    }
    if (modes > 0 || batch != null || ladder != null || checkWith != null || compensation != null) {
      throw new ParameterException(
          cl,
          "--compare-variants plays its own games by the rules' compensation: it does not go with"
              + " --merge, --since, --compare, --batch, --ladder, --check-with or --compensation");
    }
  }

  /** The checks of --check-with, --check-games and --ladder. */
  private void checkVerdictOptions(picocli.CommandLine cl, int modes) {
    if (checkGames != null && checkWith == null) {
      throw new ParameterException(
          cl, "--check-games says how many games --check-with plays: give --check-with BOT too");
    }
    if (checkGames != null && (checkGames < 1 || checkGames > MAX_GAMES)) {
      throw new ParameterException(
          cl, "--check-games " + checkGames + " is not a number of games (1 to " + MAX_GAMES + ")");
    }
    if (checkWith != null) {
      checkBot(cl, checkWith);
      if (since != null || compare != null || ladder != null) {
        throw new ParameterException(
            cl,
            "--check-with checks one playtest's verdicts: it does not go with --since, --compare"
                + " or --ladder");
      }
    }
    if (ladder == null) {
      return;
    }
    if (ladder.size() < 2) {
      throw new ParameterException(
          cl, "--ladder compares bots: give two or more, e.g. --ladder random,greedy,search:8");
    }
    for (String b : ladder) {
      checkBot(cl, b);
    }
    if (modes > 0 || batch != null) {
      throw new ParameterException(
          cl,
          "--ladder plays its own games: it does not go with --merge, --since, --compare or"
              + " --batch");
    }
    if (spec.commandLine().getParseResult().hasMatchedOption("--bots")) {
      throw new ParameterException(
          cl, "--ladder names the bots (each in every seat): leave out --bots");
    }
  }

  private static void checkBot(picocli.CommandLine cl, String bot) {
    try {
      Seats.checkBot(bot);
    } catch (Seats.Refused e) {
      throw new ParameterException(cl, e.getMessage());
    }
  }

  /** The options of this run; {@code defaultCompensation} when --compensation was not given. */
  Playtest.Options options(Playtest.Compensation defaultCompensation) {
    int k = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    return new Playtest.Options(
        seats.bots(),
        seed,
        games,
        k,
        maxTurns,
        compensation != null ? compensation.mode : defaultCompensation);
  }

  /** Plays the games of {@code o} on {@code set}, showing progress. */
  Batch play(CardSet set, Playtest.Options o) throws InterruptedException {
    Progress progress =
        TerminalProgress.forCommandLine(spec.commandLine().getErr(), processStreams());
    Progress.Task task = progress.start("playtest " + set.dir().getFileName(), o.games());
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
  }

  private boolean processStreams() {
    Object root =
        spec.commandLine().getParent() == null ? null : spec.commandLine().getParent().getCommand();
    return root instanceof Forge f && f.processStreams;
  }

  private Optional<Batch> merged(ProjectPaths paths, CardSet set) throws IOException {
    Diagnostics sink = new Diagnostics();
    List<BatchMerge.Source> sources = new ArrayList<>();
    for (Path p : merge) {
      Path file = paths.userDir().resolve(p).normalize();
      sources.add(new BatchMerge.Source(file, paths.display(file)));
    }
    Optional<Batch> out;
    try {
      out = set.batchMerge(paths.display(set.dir())).merge(sources, sink);
    } catch (BatchMerge.MissingBatch e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    DiagnosticPrinter.text(sink, spec.commandLine().getErr());
    return out;
  }

  /**
   * Writes a page into the output folder as a build writes it: staged and committed, the rest of
   * the last build kept, the other pages of its folder included, so a reader never sees half a page
   * and a failure leaves the last one. Reports a failure and returns its exit status.
   */
  int writePage(ProjectPaths paths, String relative, String html) {
    OutputPart.Written written = new OutputPart(paths.output(out)).write(Map.of(relative, html));
    if (written.done()) {
      Path page = written.folder().resolve(relative);
      spec.commandLine().getErr().println("forge: wrote the playtest page " + paths.display(page));
      spec.commandLine().getErr().flush();
      return ExitCodes.OK;
    }
    return switch (written.failure().get()) {
      case NOT_MADE_BY_FORGE ->
          Usage.notMadeByForge(
              spec, paths, written.folder(), "name another with --out DIR, or empty it");
      case CANNOT_WRITE, UNKNOWN_VARIANT -> {
        failed("the playtest page", written.problem());
        yield ExitCodes.ENVIRONMENT;
      }
    };
  }

  private boolean writeFile(ProjectPaths paths, Path file, String text, String what) {
    try {
      if (Files.isDirectory(file)) {
        Usage.error(
            spec,
            paths.display(file) + " is a folder",
            "name the " + what + " file, e.g. --batch batch-1.json");
        return false;
      }
      Path aside = file.resolveSibling("." + file.getFileName() + ".forge-tmp");
      Files.writeString(aside, text);
      Files.move(
          aside,
          file,
          java.nio.file.StandardCopyOption.REPLACE_EXISTING,
          java.nio.file.StandardCopyOption.ATOMIC_MOVE);
      spec.commandLine().getErr().println("forge: wrote the " + what + " " + paths.display(file));
      return true;
    } catch (IOException e) {
      failed("the " + what + " " + paths.display(file), e.getMessage());
      return false;
    }
  }

  private void failed(String what, String problem) {
    var err = spec.commandLine().getErr();
    err.println("forge: error: cannot write " + what + ": " + problem);
    err.println("  hint: check that the folder exists and can be written");
    err.flush();
  }
}
