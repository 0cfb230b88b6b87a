package org.legendsforge.pipeline;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.quality.GameTrace;
import org.legendsforge.games.graveyard.playtest.quality.QualityFigures;
import org.legendsforge.games.graveyard.playtest.quality.QualityGames;
import org.legendsforge.games.graveyard.playtest.quality.QualityPage;
import org.legendsforge.games.graveyard.playtest.quality.QualityReport;
import org.legendsforge.games.graveyard.playtest.quality.QualityText;
import org.legendsforge.games.graveyard.playtest.quality.SkillTrace;
import org.legendsforge.games.graveyard.playtest.quality.SkillTraceSection;
import org.legendsforge.games.graveyard.playtest.quality.TablePace;
import org.legendsforge.games.graveyard.playtest.quality.VariantQuality;
import org.legendsforge.games.graveyard.playtest.quality.VariantQualitySection;
import org.legendsforge.games.graveyard.playtest.quality.VariantSkillSection;
import org.legendsforge.games.graveyard.playtest.quality.VariantSkillTrace;
import org.legendsforge.games.graveyard.playtest.report.ReportJson;
import org.legendsforge.games.graveyard.playtest.studies.VariantReport;
import org.legendsforge.games.graveyard.playtest.studies.VariantText;
import org.legendsforge.games.graveyard.playtest.studies.VariantsPage;
import org.legendsforge.kit.diag.Progress;

/**
 * {@code forge playtest --quality}: plays the playtest's games by the rules, traces them and writes
 * the game-quality report (reports/quality.html), answered in the format asked for
 * (docs/quality.md).
 */
public final class PlaytestQuality {
  public static final String PAGE = "reports/quality.html";

  /** The fewest games the estimate can be fitted and checked on, half on each seed parity. */
  public static final int MIN_GAMES = 40;

  private final ProjectPaths paths;
  private final CommandConsole console;
  private final PlaytestRun playtests;

  public PlaytestQuality(ProjectPaths paths, CommandConsole console) {
    this.paths = paths;
    this.console = console;
    this.playtests = new PlaytestRun(paths, console);
  }

  /**
   * A skill trace asked for ({@code --skill-trace}): expert at each of {@code budgets} against
   * greedy over the first {@code games} seeds ({@link SkillTrace}).
   */
  public record SkillAsk(List<Integer> budgets, int games) {
    /** What the trace plays: from the playtest's first seed, on its threads and turn limit. */
    SkillTrace.Plan plan(Playtest.Options o) {
      return new SkillTrace.Plan(budgets, o.firstSeed(), games, o.threads(), o.maxTurns());
    }
  }

  /** The request's games by the rules, at the pace of {@code paceSpec} ("" for the defaults). */
  public RunOutcome run(PlaytestRequest request, String paceSpec)
      throws IOException, InterruptedException {
    return run(request, paceSpec, Optional.empty());
  }

  /** The same, with the skill trace of {@code skill} when one is asked for. */
  public RunOutcome run(PlaytestRequest request, String paceSpec, Optional<SkillAsk> skill)
      throws IOException, InterruptedException {
    TablePace.Result pace = TablePace.DEFAULT.with(paceSpec);
    Optional<RunOutcome> refused = refused(request, pace);
    if (refused.isPresent()) {
      return refused.get();
    }
    PlaytestRun.Loaded loaded = playtests.load(request, true);
    if (loaded.refused().isPresent()) {
      return loaded.refused().get();
    }
    QualityReport r = report(loaded.set(), "quality", request.options(), pace.pace().get());
    Optional<SkillTrace> trace = Optional.empty();
    if (skill.isPresent()) {
      trace = Optional.of(skillTrace(loaded.set(), request.options(), skill.get()));
    }
    Optional<SkillTrace> t = trace;
    SkillTraceSection section = new SkillTraceSection();
    String html = new QualityPage().html(r, t.map(section::html).orElse(""));
    ReportJson json = new ReportJson();
    return ReportPage.write(
        paths,
        request.out(),
        console,
        "the quality page",
        PAGE,
        html,
        () ->
            request
                .format()
                .of(
                    () -> new QualityText().write(r) + t.map(section::text).orElse(""),
                    () -> {
                      if (t.isEmpty()) {
                        return json.write(r);
                      }
                      ObjectNode tree = (ObjectNode) json.tree(r);
                      tree.set("skillTrace", json.tree(t.get()));
                      return json.write(tree);
                    },
                    html));
  }

  private SkillTrace skillTrace(CardSet set, Playtest.Options o, SkillAsk ask)
      throws InterruptedException {
    return traced(
        "skill trace, expert at " + ask.budgets() + " against greedy",
        ask,
        String.format(
            Locale.ROOT, "%d games a budget, %d budgets", ask.games(), ask.budgets().size()),
        done -> SkillTrace.play(set.catalog(), ask.plan(o), done));
  }

  /** The skill trace of {@code ask} under each variant of {@code ids}, the same seeds under all. */
  private VariantSkillTrace variantTrace(
      CardSet set, List<String> ids, Playtest.Options o, SkillAsk ask) throws InterruptedException {
    List<Catalog> catalogs = new ArrayList<>();
    for (String id : ids) {
      catalogs.add(set.under(id).orElseThrow().catalog());
    }
    return traced(
        "skill trace under " + String.join(", ", ids) + ", expert at " + ask.budgets(),
        ask,
        String.format(
            Locale.ROOT,
            "%d games a budget under each of %d variants, %d budgets",
            ask.games(),
            ids.size(),
            ask.budgets().size()),
        done -> VariantSkillTrace.play(ids, catalogs, ask.plan(o), done));
  }

  /** Plays a trace, the games of every budget shown as {@code label}, then {@code summary}. */
  private <T> T traced(String label, SkillAsk ask, String summary, Trace<T> play)
      throws InterruptedException {
    Progress.Task task = console.progress().start(label, ask.games() * ask.budgets().size());
    T t = play.run(n -> task.step());
    task.finish(summary);
    return t;
  }

  @FunctionalInterface
  private interface Trace<T> {
    T run(IntConsumer done) throws InterruptedException;
  }

  /**
   * {@code --compare-variants IDS --quality}: the variants' comparison (as {@code
   * --compare-variants} plays it) with every variant's game-quality figures side by side, each
   * variant's games traced and its estimate fitted on them alone; the variants' page and JSON get a
   * {@code quality} section ({@link VariantQuality}), and a {@code skillTrace} one when {@code
   * skill} asks for it ({@link VariantSkillTrace}: the trace under every variant, paired).
   */
  public RunOutcome variants(
      PlaytestRequest request, List<String> ids, String paceSpec, Optional<SkillAsk> skill)
      throws IOException, InterruptedException {
    TablePace.Result pace = TablePace.DEFAULT.with(paceSpec);
    Optional<RunOutcome> refused = refused(request, pace);
    if (refused.isPresent()) {
      return refused.get();
    }
    PlaytestStudies.Compared played = new PlaytestStudies(paths, console).compared(request, ids);
    if (played.refused().isPresent()) {
      return played.refused().get();
    }
    CardSet set = played.set();
    VariantReport compared = played.report();
    Playtest.Options o = request.options();
    List<QualityFigures.Measured> reports = new ArrayList<>();
    for (String id : ids) {
      reports.add(measure(set.under(id).orElseThrow(), "quality " + id, o, pace.pace().get()));
    }
    VariantQuality q = VariantQuality.of(ids, reports);
    Optional<VariantSkillTrace> trace = Optional.empty();
    if (skill.isPresent()) {
      trace = Optional.of(variantTrace(set, ids, o, skill.get()));
    }
    Optional<VariantSkillTrace> t = trace;
    VariantQualitySection section = new VariantQualitySection();
    VariantSkillSection skillSection = new VariantSkillSection();
    String html =
        new VariantsPage().html(compared, section.html(q) + t.map(skillSection::html).orElse(""));
    ReportJson json = new ReportJson();
    return ReportPage.write(
        paths,
        request.out(),
        console,
        PlaytestRun.PAGE_NAME,
        PlaytestStudies.VARIANTS_PAGE,
        html,
        () ->
            request
                .format()
                .of(
                    () ->
                        new VariantText().write(compared)
                            + section.text(q)
                            + t.map(skillSection::text).orElse(""),
                    () -> {
                      ObjectNode tree = (ObjectNode) json.tree(compared);
                      tree.set("quality", json.tree(q));
                      t.ifPresent(v -> tree.set("skillTrace", json.tree(v)));
                      return json.write(tree);
                    },
                    html));
  }

  /** Why the request cannot be reported on, if it cannot: its pace or too few games. */
  private static Optional<RunOutcome> refused(PlaytestRequest request, TablePace.Result pace) {
    if (pace.problem().isPresent()) {
      return Optional.of(
          RunOutcome.usage(
              pace.problem().get(), "e.g. --quality attack=20,cast=30 (seconds per action)"));
    }
    int games = request.options().games();
    if (games < MIN_GAMES) {
      return Optional.of(
          RunOutcome.usage(
              "--quality needs at least " + MIN_GAMES + " games, not " + games,
              "the win-probability estimate is fitted on half the games and checked on the other"
                  + " half; e.g. --games 1000"));
    }
    return Optional.empty();
  }

  /**
   * The quality report of {@code o}'s games on {@code set}, traced under the progress {@code
   * label}.
   */
  private QualityReport report(CardSet set, String label, Playtest.Options o, TablePace pace)
      throws InterruptedException {
    return measure(set, label, o, pace).report();
  }

  /** {@link #report} with each figure's value in every game, to pair with another variant's. */
  private QualityFigures.Measured measure(
      CardSet set, String label, Playtest.Options o, TablePace pace) throws InterruptedException {
    Progress.Task task = console.progress().start(label, o.games());
    List<GameTrace> games = new QualityGames(set.catalog(), pace).play(o, n -> task.step());
    task.finish(
        String.format(Locale.ROOT, "%d games traced, %s", o.games(), SideNames.against(o.bots())));
    return QualityFigures.measure(games, o, pace);
  }
}
