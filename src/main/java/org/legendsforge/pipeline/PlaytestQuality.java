package org.legendsforge.pipeline;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.quality.GameTrace;
import org.legendsforge.games.graveyard.playtest.quality.QualityFigures;
import org.legendsforge.games.graveyard.playtest.quality.QualityGames;
import org.legendsforge.games.graveyard.playtest.quality.QualityPage;
import org.legendsforge.games.graveyard.playtest.quality.QualityReport;
import org.legendsforge.games.graveyard.playtest.quality.QualityText;
import org.legendsforge.games.graveyard.playtest.quality.TablePace;
import org.legendsforge.games.graveyard.playtest.report.ReportJson;
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

  /** The request's games by the rules, at the pace of {@code paceSpec} ("" for the defaults). */
  public RunOutcome run(PlaytestRequest request, String paceSpec)
      throws IOException, InterruptedException {
    TablePace.Result pace = TablePace.DEFAULT.with(paceSpec);
    if (pace.problem().isPresent()) {
      return RunOutcome.usage(
          pace.problem().get(), "e.g. --quality attack=20,cast=30 (seconds per action)");
    }
    Playtest.Options o = request.options();
    if (o.games() < MIN_GAMES) {
      return RunOutcome.usage(
          "--quality needs at least " + MIN_GAMES + " games, not " + o.games(),
          "the win-probability estimate is fitted on half the games and checked on the other"
              + " half; e.g. --games 1000");
    }
    PlaytestRun.Loaded loaded = playtests.load(request, true);
    if (loaded.refused().isPresent()) {
      return loaded.refused().get();
    }
    Progress.Task task = console.progress().start("quality", o.games());
    List<GameTrace> games =
        new QualityGames(loaded.set().catalog(), pace.pace().get()).play(o, n -> task.step());
    task.finish(
        String.format(Locale.ROOT, "%d games traced, %s", o.games(), SideNames.against(o.bots())));
    QualityReport r = QualityFigures.of(games, o, pace.pace().get());
    String html = new QualityPage().html(r);
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
                .of(() -> new QualityText().write(r), () -> new ReportJson().write(r), html));
  }
}
