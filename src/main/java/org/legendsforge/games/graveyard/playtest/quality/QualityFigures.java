package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * Turns a playtest's traced games into the game-quality report: the win-probability estimate of
 * every state ({@link WinEstimates}), the shape of every decided game ({@link GameShape}), the
 * decisions and waits of every turn, each figure a mean or share over games with its 95% interval
 * (docs/quality.md defines each), and the three findings ({@link Findings}).
 */
public final class QualityFigures {
  /** The turns after which the snowball chart asks who leads on death points. */
  public static final int[] SNOWBALL_TURNS = {10, 20, 30, 40, 50, 60};

  /** The snowball chart's leads: 1, 2, and 3 or more death points. */
  public static final int MAX_LEAD = 3;

  static final int KNOWN_BIN = 5;
  static final int SAMPLE = 30;

  private QualityFigures() {}

  /**
   * A study's report with each figure's value in every game, by figure id (each seat's wait as
   * {@code wait<player>}), in the order of the games: what {@link VariantQuality} pairs seed by
   * seed with another variant's.
   */
  public record Measured(QualityReport report, List<Long> seeds, Map<String, double[]> perGame) {}

  public static QualityReport of(List<GameTrace> games, Playtest.Options o, TablePace pace) {
    return measure(games, o, pace).report();
  }

  public static Measured measure(List<GameTrace> games, Playtest.Options o, TablePace pace) {
    WinEstimates estimates = WinEstimates.of(games);
    int players = o.bots().size();
    int n = games.size();
    GameColumn turns = new GameColumn(n);
    GameColumn minutes = new GameColumn(n);
    GameColumn limited = new GameColumn(n);
    long limit = 0;
    GameColumn knownTurn = new GameColumn(n);
    GameColumn knownShare = new GameColumn(n);
    GameColumn leadChanges = new GameColumn(n);
    GameColumn drama = new GameColumn(n);
    GameColumn lowest = new GameColumn(n);
    GameColumn comeback = new GameColumn(n);
    long comebacks = 0;
    long decided = 0;
    GameColumn real = new GameColumn(n);
    GameColumn clear = new GameColumn(n);
    GameColumn forced = new GameColumn(n);
    GameColumn empty = new GameColumn(n);
    GameColumn outcomes = new GameColumn(n);
    GameColumn[][] wait = new GameColumn[players][3];
    for (GameColumn[] w : wait) {
      for (int i = 0; i < 3; i++) {
        w[i] = new GameColumn(n);
      }
    }
    List<Long> seeds = new ArrayList<>();
    long[][] snowWins = new long[SNOWBALL_TURNS.length][MAX_LEAD + 1];
    long[][] snowGames = new long[SNOWBALL_TURNS.length][MAX_LEAD + 1];
    List<Long> known = new ArrayList<>();
    List<QualityReport.Curve> sample = new ArrayList<>();
    for (int i = 0; i < games.size(); i++) {
      GameTrace g = games.get(i);
      double[] curve = estimates.curve(i);
      seeds.add(g.seed());
      turns.set(i, g.length());
      minutes.set(i, g.seconds() / 60);
      limited.set(i, g.decided() ? 0 : 1);
      if (!g.decided()) {
        limit++;
      }
      if (sample.size() < SAMPLE) {
        List<Double> c = new ArrayList<>();
        for (double p : curve) {
          c.add(p);
        }
        sample.add(new QualityReport.Curve(g.seed(), g.winner(), c));
      }
      turnsOf(g, i, real, clear, forced, empty, outcomes);
      waits(g, i, wait);
      if (!g.decided()) {
        continue;
      }
      decided++;
      double[] winner = new double[curve.length];
      for (int j = 0; j < curve.length; j++) {
        winner[j] = g.winner() == 1 ? curve[j] : 1 - curve[j];
      }
      GameShape shape = GameShape.of(winner);
      knownTurn.set(i, shape.known());
      knownShare.set(i, g.length() == 0 ? 1 : shape.known() / (double) g.length());
      int bin = Math.min(shape.known() / KNOWN_BIN, 200 / KNOWN_BIN);
      while (known.size() <= bin) {
        known.add(0L);
      }
      known.set(bin, known.get(bin) + 1);
      leadChanges.set(i, shape.leadChanges());
      drama.set(i, shape.drama());
      lowest.set(i, shape.lowest());
      comeback.set(i, shape.comeback() ? 1 : 0);
      comebacks += shape.comeback() ? 1 : 0;
      snowball(g, snowWins, snowGames);
    }
    List<ShapeFigure> f = new ArrayList<>();
    f.add(
        new ShapeFigure(
            "length",
            "Game length",
            turns.mean(),
            "turns",
            "Turn Order cards drawn in a game (a turn is one hero's or one player's)."));
    f.add(
        new ShapeFigure(
            "tableMinutes",
            "Estimated table time",
            minutes.mean(),
            "minutes",
            "The seconds of every action of the game after setup added up, at the pace shown."));
    f.add(
        new ShapeFigure(
            "turnLimit",
            "Ended by the turn limit",
            Estimate.proportion(limit, games.size()),
            "share of games",
            "Games stopped at the turn limit without a winner."));
    f.add(
        new ShapeFigure(
            "knownTurn",
            "Winner known after",
            knownTurn.mean(),
            "turns",
            "The first turn after which the winner's estimate is above the highest the loser"
                + " ever reached (Ludii's decisiveness), in decided games."));
    f.add(
        new ShapeFigure(
            "knownShare",
            "Winner known at",
            knownShare.mean(),
            "share of the game",
            "The same turn as a share of the game's length: small means settled early."));
    f.add(
        new ShapeFigure(
            "leadChanges",
            "Lead changes",
            leadChanges.mean(),
            "per game",
            "How often the side ahead on the estimate changed, in decided games."));
    f.add(
        new ShapeFigure(
            "drama",
            "Drama",
            drama.mean(),
            "0 to 1",
            "Over the turns the eventual winner was behind, the mean of the square root of how far"
                + " (loser's estimate less winner's); 0 for a game the winner always led."));
    f.add(
        new ShapeFigure(
            "winnerLowest",
            "Winner's lowest estimate",
            lowest.mean(),
            "chance",
            "The lowest win probability the eventual winner had during the game."));
    f.add(
        new ShapeFigure(
            "comebacks",
            "Comebacks",
            Estimate.proportion(comebacks, decided),
            "share of decided games",
            "Games won by a side whose estimate was below 25% at some turn."));
    f.add(
        new ShapeFigure(
            "realChoice",
            "Turns with a real choice",
            real.mean(),
            "share of hero turns",
            "Hero turns whose plans hold two or more different outcomes within "
                + TraceRecorder.MARGIN
                + " of the best score (one health point), as the greedy planner sees them."));
    f.add(
        new ShapeFigure(
            "clearBest",
            "Turns with one clear best plan",
            clear.mean(),
            "share of hero turns",
            "Hero turns whose best plan is more than the margin ahead of every other."));
    f.add(
        new ShapeFigure(
            "forced",
            "Forced turns",
            forced.mean(),
            "share of hero turns",
            "Hero turns whose every plan leads to the same outcome."));
    f.add(
        new ShapeFigure(
            "empty",
            "Empty turns",
            empty.mean(),
            "share of turns",
            "Turns whose player did nothing but end them (a stunned hero, nothing in reach)."));
    f.add(
        new ShapeFigure(
            "outcomes",
            "Different outcomes a hero turn",
            outcomes.mean(),
            "plans",
            "Plans of different score the greedy planner finds for a hero turn (mean)."));
    List<QualityReport.SeatWait> seats = new ArrayList<>();
    for (int p = 0; p < players; p++) {
      seats.add(
          new QualityReport.SeatWait(
              p + 1, wait[p][0].mean(), wait[p][1].mean(), wait[p][2].mean()));
    }
    List<QualityReport.Snowball> snow = new ArrayList<>();
    for (int t = 0; t < SNOWBALL_TURNS.length; t++) {
      for (int lead = 1; lead <= MAX_LEAD; lead++) {
        snow.add(
            new QualityReport.Snowball(
                SNOWBALL_TURNS[t],
                lead,
                lead == MAX_LEAD,
                Estimate.proportion(snowWins[t][lead], snowGames[t][lead])));
      }
    }
    QualityReport draft =
        new QualityReport(
            o.bots(),
            o.firstSeed(),
            games.size(),
            o.maxTurns(),
            pace.inOrder(),
            TraceRecorder.MARGIN,
            estimates.check(),
            List.of(),
            f,
            snow,
            seats,
            known,
            KNOWN_BIN,
            sample);
    Map<String, double[]> perGame = new LinkedHashMap<>();
    GameColumn[] columns = {
      turns,
      minutes,
      limited,
      knownTurn,
      knownShare,
      leadChanges,
      drama,
      lowest,
      comeback,
      real,
      clear,
      forced,
      empty,
      outcomes
    };
    if (columns.length != f.size()) {
      throw new IllegalStateException("one column a figure, in the figures' order");
    }
    for (int k = 0; k < columns.length; k++) {
      perGame.put(f.get(k).id(), columns[k].values());
    }
    for (int p = 0; p < players; p++) {
      perGame.put("wait" + (p + 1), wait[p][0].values());
    }
    QualityReport report =
        new QualityReport(
            draft.bots(),
            draft.firstSeed(),
            draft.games(),
            draft.maxTurns(),
            draft.pace(),
            draft.margin(),
            draft.estimate(),
            Findings.of(draft),
            draft.figures(),
            draft.snowball(),
            draft.waiting(),
            draft.knownBins(),
            draft.knownBinWidth(),
            draft.curves());
    return new Measured(report, List.copyOf(seeds), perGame);
  }

  /** The shares of a game's hero turns by their decision, and of its turns left empty. */
  private static void turnsOf(
      GameTrace g,
      int game,
      GameColumn real,
      GameColumn clear,
      GameColumn forced,
      GameColumn empty,
      GameColumn outcomes) {
    int planned = 0;
    int r = 0;
    int c = 0;
    int fo = 0;
    int e = 0;
    long out = 0;
    for (GameTrace.Turn t : g.turns()) {
      e += t.empty() ? 1 : 0;
      if (t.choice() == GameTrace.Choice.NONE) {
        continue;
      }
      planned++;
      out += t.outcomes();
      switch (t.choice()) {
        case REAL -> r++;
        case CLEAR -> c++;
        case FORCED -> fo++;
        default -> {}
      }
    }
    if (g.length() > 0) {
      empty.set(game, e / (double) g.length());
    }
    if (planned > 0) {
      real.set(game, r / (double) planned);
      clear.set(game, c / (double) planned);
      forced.set(game, fo / (double) planned);
      outcomes.set(game, out / (double) planned);
    }
  }

  /** Each seat's waits of one game: mean turns and minutes between its own turns, longest. */
  private static void waits(GameTrace g, int game, GameColumn[][] wait) {
    int players = wait.length;
    for (int p = 1; p <= players; p++) {
      int last = -1;
      double seconds = 0;
      int gaps = 0;
      long turnsWaited = 0;
      double secondsWaited = 0;
      int longest = 0;
      List<GameTrace.Turn> turns = g.turns();
      for (int i = 0; i < turns.size(); i++) {
        GameTrace.Turn t = turns.get(i);
        if (t.player() == p) {
          if (last >= 0) {
            int w = i - last - 1;
            gaps++;
            turnsWaited += w;
            secondsWaited += seconds;
            longest = Math.max(longest, w);
          }
          last = i;
          seconds = 0;
        } else {
          seconds += t.seconds();
        }
      }
      if (gaps > 0) {
        wait[p - 1][0].set(game, turnsWaited / (double) gaps);
        wait[p - 1][1].set(game, secondsWaited / gaps / 60);
        wait[p - 1][2].set(game, longest);
      }
    }
  }

  /** Who led on death points after each snowball turn, and whether that side won. */
  private static void snowball(GameTrace g, long[][] wins, long[][] games) {
    for (int t = 0; t < SNOWBALL_TURNS.length; t++) {
      int at = SNOWBALL_TURNS[t];
      if (at >= g.lead().length) {
        continue; // the game was over by then
      }
      int lead = g.lead()[at];
      if (lead == 0) {
        continue;
      }
      int ahead = lead > 0 ? 1 : 2;
      int row = Math.min(Math.abs(lead), MAX_LEAD);
      games[t][row]++;
      wins[t][row] += g.winner() == ahead ? 1 : 0;
    }
  }
}
