package org.legendsforge.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.game.Action;
import org.legendsforge.game.Engine;
import org.legendsforge.game.GameState;
import org.legendsforge.game.Phase;
import org.legendsforge.rules.MinStd;

/**
 * Flat Monte Carlo over turn plans. At the start of each of its hero turns it takes the {@value
 * #CANDIDATES} best plans of {@link TurnPlanner} (by the greedy score) and plays each out a number
 * of times: the plan, then the game goes on for {@value #HORIZON} more turns with the greedy policy
 * on both sides, and the {@link Heuristic} scores where it ends. The plan with the best average is
 * played. The budget is a number of playouts per turn, never a time, so a game is the same on any
 * machine; playout {@code j} of every candidate starts from the same {@link GameState#resampled}
 * copy (common random numbers: the candidates are compared on the same futures), and the copies
 * re-deal the hidden decks, so the search never reads the real order of a face-down deck. It does
 * see the other player's spell hand, as every bot does. Other decisions are the greedy bot's.
 */
public final class SearchBot implements Bot {
  public static final String NAME = "search";
  public static final int DEFAULT_BUDGET = 48;
  static final int CANDIDATES = 6;
  static final int HORIZON = 4;

  /** The largest budget {@code search:N} takes (a turn then takes seconds). */
  static final int MAX_BUDGET = 100_000;

  private final Engine engine;
  private final Heuristic heuristic;
  private final TurnPlanner planner;
  private final TurnPlanner playoutPlanner;
  private final OnePly onePly;
  private final MinStd rng;
  private final int budget;
  private final String name;
  private final PlanCursor cursor = new PlanCursor();

  public SearchBot(Engine engine, long seed, int budget, String name) {
    this.engine = engine.quiet();
    this.heuristic = new Heuristic(this.engine.cards());
    this.rng = new MinStd(seed);
    this.planner = new TurnPlanner(this.engine, heuristic, rng);
    this.playoutPlanner = TurnPlanner.quick(this.engine, heuristic, rng);
    this.onePly = new OnePly(this.engine, heuristic, new MinStd(seed ^ 0x5DEECE66DL));
    this.budget = budget;
    this.name = name;
  }

  /** The budget of a bot name: {@code search} → the default, {@code search:N} → N; else empty. */
  static Optional<Integer> budget(String name) {
    if (name.equals(NAME)) {
      return Optional.of(DEFAULT_BUDGET);
    }
    if (!name.startsWith(NAME + ":")) {
      return Optional.empty();
    }
    String n = name.substring(NAME.length() + 1);
    if (n.isEmpty() || n.length() > 6 || !n.chars().allMatch(Character::isDigit)) {
      return Optional.empty();
    }
    int b = Integer.parseInt(n);
    return b >= 1 && b <= MAX_BUDGET ? Optional.of(b) : Optional.empty();
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Action choose(GameState state, List<Action> legal) {
    if (state.phase() != Phase.HERO_TURN) {
      return onePly.choose(state, legal);
    }
    return cursor
        .next(state, legal)
        .orElseGet(
            () -> {
              cursor.start(state, search(state));
              return cursor.next(state, legal).orElseThrow();
            });
  }

  private List<Action> search(GameState s) {
    List<TurnPlanner.Plan> plans = candidates(planner.plans(s), s.activeHero());
    if (plans.size() == 1) {
      return plans.get(0).actions();
    }
    int player = s.turnPlayer();
    double[] total = new double[plans.size()];
    int rounds = Math.max(1, budget / plans.size());
    for (int r = 0; r < rounds; r++) {
      long seed = rng.next();
      for (int i = 0; i < plans.size(); i++) {
        total[i] += playout(s, plans.get(i).actions(), seed, player);
      }
    }
    int best = 0;
    for (int i = 1; i < plans.size(); i++) {
      if (total[i] > total[best]) {
        best = i;
      }
    }
    return plans.get(best).actions();
  }

  /** The best plans, each leading to a different state (plans ending alike are one candidate). */
  private static List<TurnPlanner.Plan> candidates(List<TurnPlanner.Plan> plans, int hero) {
    List<TurnPlanner.Plan> out = new ArrayList<>();
    for (TurnPlanner.Plan p : plans) {
      boolean same = false;
      for (TurnPlanner.Plan q : out) {
        same |= q.score() == p.score() && q.end().cell(hero) == p.end().cell(hero);
      }
      if (!same) {
        out.add(p);
      }
      if (out.size() == CANDIDATES) {
        break;
      }
    }
    return out;
  }

  /**
   * A player turn's actions in a playout: its spirit's ability and the end, without the many ways
   * of moving mana and health about, which cost a playout more than they change where it ends.
   */
  private static List<Action> withoutRedistribution(List<Action> legal) {
    List<Action> out = new ArrayList<>(legal.size());
    for (Action a : legal) {
      if (!(a instanceof Action.Redistribute)) {
        out.add(a);
      }
    }
    return out.isEmpty() ? legal : out;
  }

  /**
   * Whether a playout may go on from where {@code plan} ends instead of playing its actions again:
   * its end is the state they lead to, and none of them drew a card (a plan goes no further than a
   * draw when it is played, and its own draws were tried on another deal).
   */
  private static boolean reachedWithoutDraws(TurnPlanner.Plan plan) {
    if (!plan.reached()) {
      return false;
    }
    for (Action a : plan.actions()) {
      if (Hidden.draws(a)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The state after {@code plan}: its end, which no one else holds, with the end of the turn
   * applied when the plan ends with it. Playing the actions again on the playout's state would
   * reach the same state (the engine is deterministic, its generator part of the state), at the
   * cost of listing the legal actions before each.
   */
  private GameState endOf(TurnPlanner.Plan plan) {
    GameState end = plan.end();
    List<Action> actions = plan.actions();
    if (!actions.isEmpty() && actions.get(actions.size() - 1) instanceof Action.EndTurn) {
      engine.apply(end, actions.get(actions.size() - 1));
    }
    return end;
  }

  /**
   * The plan on a re-dealt copy, then {@link #HORIZON} turns of greedy play; the score at the end.
   */
  private double playout(GameState s, List<Action> plan, long seed, int player) {
    GameState g = s.resampled(seed);
    for (Action a : plan) {
      engine.apply(g, a);
      if (Hidden.draws(a)) {
        break; // the rest was planned on another draw: greedy play goes on from what this drew
      }
    }
    int until = g.turn() + HORIZON;
    MinStd playRng = new MinStd(seed);
    OnePly policy = new OnePly(engine, heuristic, playRng);
    PlanCursor[] cursors = new PlanCursor[g.players()];
    java.util.Arrays.setAll(cursors, p -> new PlanCursor());
    while (!g.over()) {
      if (g.phase() == Phase.DRAW_TURN && g.turn() >= until) {
        break;
      }
      List<Action> legal = engine.legalActions(g);
      Action a;
      if (g.phase() == Phase.DRAW_TURN) {
        a = legal.get(0);
      } else if (g.phase() == Phase.HERO_TURN) {
        PlanCursor c = cursors[g.decider() - 1];
        Optional<Action> planned = c.next(g, legal);
        if (planned.isPresent()) {
          a = planned.get();
        } else {
          TurnPlanner.Plan turn = playoutPlanner.best(g, legal);
          if (reachedWithoutDraws(turn)) {
            g = endOf(turn);
            continue;
          }
          c.start(g, turn.actions());
          a = c.next(g, legal).orElseThrow();
        }
      } else if (g.phase() == Phase.PLAYER_TURN) {
        a = policy.choose(g, withoutRedistribution(legal));
      } else {
        a = policy.choose(g, legal);
      }
      engine.apply(g, a);
    }
    return heuristic.score(g, player);
  }
}
