package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.report.ReportJson;
import org.legendsforge.games.graveyard.playtest.studies.ComparisonPage;
import org.legendsforge.games.graveyard.playtest.studies.ComparisonReport;
import org.legendsforge.games.graveyard.playtest.studies.ComparisonText;
import org.legendsforge.games.graveyard.playtest.studies.Ladder;
import org.legendsforge.games.graveyard.playtest.studies.LadderPage;
import org.legendsforge.games.graveyard.playtest.studies.LadderReport;
import org.legendsforge.games.graveyard.playtest.studies.LadderText;
import org.legendsforge.games.graveyard.playtest.studies.VariantPlaytest;
import org.legendsforge.games.graveyard.playtest.studies.VariantReport;
import org.legendsforge.games.graveyard.playtest.studies.VariantText;
import org.legendsforge.games.graveyard.playtest.studies.VariantsPage;
import org.legendsforge.kit.diag.Progress;

/**
 * The playtest's studies, each many playtests over the same seeds side by side, written as a page
 * and answered in the format asked for: the bots' ladder ({@code --ladder}), the variants ({@code
 * --compare-variants}) and two card sets ({@code --since}, {@code --compare}).
 */
public final class PlaytestStudies {
  public static final String LADDER_PAGE = "reports/playtest-ladder.html";
  public static final String VARIANTS_PAGE = "reports/variants.html";
  public static final String COMPARE_PAGE = "reports/playtest-compare.html";

  private final ProjectPaths paths;
  private final CommandConsole console;
  private final PlaytestRun playtests;

  public PlaytestStudies(ProjectPaths paths, CommandConsole console) {
    this.paths = paths;
    this.console = console;
    this.playtests = new PlaytestRun(paths, console);
  }

  /** These studies with their games played by {@code cluster}'s workers (null: on this machine). */
  public PlaytestStudies on(PlaytestRun.Elsewhere cluster) {
    playtests.on(cluster);
    return this;
  }

  /** Each of {@code bots} in every seat over the request's seeds. */
  public RunOutcome ladder(PlaytestRequest request, List<String> bots)
      throws IOException, InterruptedException {
    PlaytestRun.Loaded loaded = playtests.load(request, true);
    if (loaded.refused().isPresent()) {
      return loaded.refused().get();
    }
    CardSet set = loaded.set();
    LadderReport r = new Ladder(set.reports()).play(bots, request.options(), playtests.runner(set));
    String html = new LadderPage().html(r);
    return page(
        request,
        LADDER_PAGE,
        html,
        () -> new LadderText().write(r),
        () -> new ReportJson().write(r));
  }

  /** The request's seeds under each variant of {@code ids}, by the rules' compensation. */
  public RunOutcome variants(PlaytestRequest request, List<String> ids)
      throws IOException, InterruptedException {
    Compared c = compared(request, ids);
    if (c.refused().isPresent()) {
      return c.refused().get();
    }
    VariantReport r = c.report();
    String html = new VariantsPage().html(r);
    return page(
        request,
        VARIANTS_PAGE,
        html,
        () -> new VariantText().write(r),
        () -> new ReportJson().write(r));
  }

  /** A variant comparison played, with the card set it was played on; or why it was not. */
  record Compared(CardSet set, VariantReport report, Optional<RunOutcome> refused) {
    static Compared refused(RunOutcome why) {
      return new Compared(null, null, Optional.of(why));
    }
  }

  /**
   * The comparison {@link #variants} reports on, with its progress shown; {@code --quality} adds
   * its figures to the same one.
   */
  Compared compared(PlaytestRequest request, List<String> ids)
      throws IOException, InterruptedException {
    PlaytestRun.Loaded loaded = playtests.load(request, false);
    if (loaded.refused().isPresent()) {
      return Compared.refused(loaded.refused().get());
    }
    CardSet set = loaded.set();
    VariantPlaytest variants = set.variants();
    List<String> unknown = variants.unknown(ids);
    if (!unknown.isEmpty()) {
      return Compared.refused(
          RunOutcome.usage(VariantChoice.unknown(unknown.get(0)), set.variantHint()));
    }
    Playtest.Options o = request.options();
    Progress.Task task = console.progress().start("variants " + String.join(", ", ids), o.games());
    VariantReport r = variants.compare(ids, o, playtests.variants(set, ids, task));
    task.finish(
        String.format(
            Locale.ROOT,
            "%d seeds under %d variants, %s",
            o.games(),
            ids.size(),
            SideNames.against(o.bots())));
    return new Compared(set, r, Optional.empty());
  }

  /** The request's seeds on the card data of two folders, {@code old} and {@code now}. */
  public RunOutcome compareFolders(PlaytestRequest request, Path old, Path now)
      throws IOException, InterruptedException {
    Path oldDir = paths.userDir().resolve(old).normalize();
    Path nowDir = paths.userDir().resolve(now).normalize();
    Optional<RunOutcome> output = playtests.refusedOutput(request.out());
    if (output.isPresent()) {
      return output.get();
    }
    for (Path p : List.of(oldDir, nowDir)) {
      if (!Files.isDirectory(p)) {
        return RunOutcome.missingDataFolder(paths, p);
      }
    }
    return compare(request, CardSetPair.ofFolders(paths, oldDir, nowDir, request.seats()));
  }

  /** The request's seeds on its card data as committed at {@code ref} and as it is now. */
  public RunOutcome compareSince(PlaytestRequest request, String ref)
      throws IOException, InterruptedException {
    Optional<RunOutcome> output = playtests.refusedOutput(request.out());
    if (output.isPresent()) {
      return output.get();
    }
    Path dataDir = paths.data(request.data());
    if (!Files.isDirectory(dataDir)) {
      return RunOutcome.missingDataFolder(paths, dataDir);
    }
    CardSetPair pair;
    try {
      pair = CardSetPair.since(paths, dataDir, ref, paths.output(request.out()), request.seats());
    } catch (GitSnapshot.Problem p) {
      return RunOutcome.usage(p.getMessage(), p.hint());
    }
    return compare(request, pair);
  }

  private RunOutcome compare(PlaytestRequest request, CardSetPair pair)
      throws InterruptedException {
    for (CardSetPair.Side side : List.of(pair.old(), pair.now())) {
      if (side.set().isEmpty()) {
        console.note("forge: the " + side.word() + " card data (" + side.label() + ") has errors:");
      }
      console.problems(side.diagnostics(), side.paths(), side.dir());
    }
    if (!pair.loaded()) {
      console.note("forge: nothing compared; fix the errors above first");
      return RunOutcome.dataErrors();
    }
    Playtest.Options o = request.options();
    // plain lines, as this comparison has always shown its progress
    Progress.Task task = console.plainProgress().start("playtest, both card sets", o.games());
    ComparisonReport report = pair.compare(o, n -> task.step());
    task.finish(o.games() + " seeds, each played on both card sets");
    String html = new ComparisonPage().html(report);
    return page(
        request,
        COMPARE_PAGE,
        html,
        () -> new ComparisonText().write(report),
        () -> new ReportJson().write(report));
  }

  private RunOutcome page(
      PlaytestRequest request,
      String relative,
      String html,
      Supplier<String> words,
      Supplier<String> json) {
    return ReportPage.write(
        paths,
        request.out(),
        console,
        PlaytestRun.PAGE_NAME,
        relative,
        html,
        () -> request.format().of(words, json, html));
  }
}
