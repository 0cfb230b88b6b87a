package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.bots.Heuristic;
import org.legendsforge.games.graveyard.bots.PlanScores;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Applied;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.game.Phase;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * Follows one game and keeps its {@link GameTrace}: before each Turn Order card, the heuristic's
 * terms and score for side 1; during each turn, the seconds of its actions and, at its first hero
 * decision, the scores of every plan the greedy planner finds on the deciding player's view (so a
 * turn's choice is judged on what its player could see). Planning again costs about one greedy
 * bot's thinking per hero turn, and changes nothing in the game: the planner has its own generator.
 */
public final class TraceRecorder implements GameRunner.Observer {
  /**
   * How close to the best plan, in the heuristic's unit (1 = one health point), another plan must
   * score for the turn to hold a real choice.
   */
  public static final double MARGIN = 1.0;

  /** Plans whose scores differ by less than this lead to the same outcome. */
  static final double SAME = 0.01;

  private final long seed;
  private final Heuristic heuristic;
  private final PlanScores plans;
  private final TablePace pace;
  private final MinStd views;
  private final List<double[]> features = new ArrayList<>();
  private final List<Double> scores = new ArrayList<>();
  private final List<Integer> leads = new ArrayList<>();
  private final List<GameTrace.Turn> turns = new ArrayList<>();
  private GameTrace trace;
  // the turn under way
  private boolean inTurn;
  private int player;
  private double seconds;
  private GameTrace.Choice choice;
  private int outcomes;
  private boolean empty;

  public TraceRecorder(Engine engine, long seed, TablePace pace) {
    this.seed = seed;
    this.heuristic = new Heuristic(engine.cards());
    this.plans = new PlanScores(engine, seed ^ 0x51A7L);
    this.pace = pace;
    this.views = new MinStd(seed ^ 0x9E3779B9L);
  }

  /** The trace, once the game has ended. */
  public GameTrace trace() {
    if (trace == null) {
      throw new IllegalStateException("the game has not ended");
    }
    return trace;
  }

  @Override
  public void acting(GameState s, Action a) {
    if (a instanceof Action.DrawTurn) {
      closeTurn();
      features.add(heuristic.terms(s, 1));
      scores.add(heuristic.score(s, 1));
      leads.add(sideDeaths(s, 2) - sideDeaths(s, 1));
      return;
    }
    if (!inTurn) {
      return; // setup's picks
    }
    seconds += pace.of(a);
    if (!(a instanceof Action.EndTurn)) {
      empty = false;
    }
    if (choice == GameTrace.Choice.NONE && outcomes == 0 && s.phase() == Phase.HERO_TURN) {
      judge(plans.of(s.asSeenBy(s.decider(), views.next())));
    }
  }

  @Override
  public void acted(GameState s, Applied applied) {
    if (applied.action() instanceof Action.DrawTurn) {
      inTurn = true;
      player = s.turnPlayer();
      seconds = pace.of(applied.action());
      choice = GameTrace.Choice.NONE;
      outcomes = 0;
      empty = true;
    }
  }

  @Override
  public void ended(GameState s, GameRunner.Result r) {
    closeTurn();
    trace =
        new GameTrace(
            seed,
            r.winner(),
            r.reason(),
            features.toArray(new double[0][]),
            scores.stream().mapToDouble(Double::doubleValue).toArray(),
            leads.stream().mapToInt(Integer::intValue).toArray(),
            List.copyOf(turns));
  }

  private void closeTurn() {
    if (inTurn) {
      turns.add(new GameTrace.Turn(player, seconds, choice, outcomes, empty));
      inTurn = false;
    }
  }

  /** The turn's kind of decision from its plans' scores, best first. */
  private void judge(double[] best) {
    outcomes = distinct(best);
    choice = classify(best);
  }

  /** How many different outcomes plans of these scores (best first) have. */
  static int distinct(double[] scores) {
    int n = scores.length == 0 ? 0 : 1;
    for (int i = 1; i < scores.length; i++) {
      if (scores[i - 1] - scores[i] >= SAME) {
        n++;
      }
    }
    return n;
  }

  /** Forced, clear or real, from plan scores best first. */
  static GameTrace.Choice classify(double[] scores) {
    if (distinct(scores) <= 1) {
      return GameTrace.Choice.FORCED;
    }
    for (int i = 1; i < scores.length; i++) {
      double behind = scores[0] - scores[i];
      if (behind >= SAME) {
        return behind <= MARGIN ? GameTrace.Choice.REAL : GameTrace.Choice.CLEAR;
      }
    }
    return GameTrace.Choice.FORCED;
  }

  /** A side's death points, its players' together. */
  private static int sideDeaths(GameState s, int side) {
    int n = 0;
    for (int p = 1; p <= s.players(); p++) {
      if (Lineup.sideOf(p) == side) {
        n += s.deathPoints(p);
      }
    }
    return n;
  }
}
