package org.legendsforge.games.graveyard.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Phase;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * Flat Monte Carlo over turn plans. At the start of each of its hero turns it takes the {@value
 * #CANDIDATES} best plans of {@link TurnPlanner} (by the greedy score) and plays them out: the
 * plan, then the game goes on for {@value #HORIZON} more turns with the greedy policy on both
 * sides, and the {@link Heuristic} scores where it ends. Every candidate is played out, then the
 * better half again, down to the best two ({@link #halving}); the one with the best average is
 * played. The budget is a number of playouts per turn, never a time, so a game is the same on any
 * machine. The bot plans on its player's view of the game ({@link Sight}), and every playout starts
 * from a view of its own ({@link GameState#asSeenBy}: the other side's hand and the face-down piles
 * dealt again from what the player has not seen, a determinisation as in information-set search);
 * playout {@code j} of every candidate starts from the same view (common random numbers: the
 * candidates are compared on the same futures). Other decisions are the greedy bot's, on the
 * player's view.
 */
public final class SearchBot implements Bot, PlansTurns {
  public static final String NAME = "search";
  public static final int DEFAULT_BUDGET = 16;
  static final int CANDIDATES = 6;
  static final int HORIZON = 4;

  /** The largest budget {@code search:N} takes (a turn then takes seconds). */
  static final int MAX_BUDGET = 100_000;

  private final Engine engine;
  private final Heuristic heuristic;
  private final TurnPlanner planner;
  private final TurnPlanner playoutPlanner;
  private final Heuristic replyHeuristic;
  private final TurnPlanner replyPlanner;
  private final int replies;
  private final int answerBack;
  private final OnePly onePly;
  private final MinStd rng;
  private final int budget;
  private final int candidateCount;
  private final int horizon;
  private final boolean searchesChoices;
  private final double planShare;
  private final String name;
  private final PlanCursor cursor = new PlanCursor();
  private final Sight sight;

  /**
   * How a search looks ahead: how many of the planner's best plans it compares, how many turns each
   * playout goes on after the plan, and whether the turns of a playout are planned as the greedy
   * bot plans them ({@code greedyPlayouts}) or with the quicker planner ({@link
   * TurnPlanner#quick}), the weights it scores with, and whether it also plays out the options of a
   * replacement, a weapon kept and a compensation trade's hero ({@code choices}) instead of scoring
   * them one ply ahead, and how much of the score where a plan itself ends is added to each of its
   * playouts' scores ({@code planShare}: 0 for none, 1 for as much again).
   */
  record Shape(
      int candidates,
      int horizon,
      boolean greedyPlayouts,
      Weights weights,
      boolean choices,
      double planShare,
      Weights replyWeights,
      int replies,
      boolean quickOwn,
      int answerBack) {
    Shape(
        int candidates,
        int horizon,
        boolean greedyPlayouts,
        Weights weights,
        boolean choices,
        double planShare,
        Weights replyWeights,
        int replies) {
      this(
          candidates,
          horizon,
          greedyPlayouts,
          weights,
          choices,
          planShare,
          replyWeights,
          replies,
          false,
          0);
    }

    Shape(
        int candidates,
        int horizon,
        boolean greedyPlayouts,
        Weights weights,
        boolean choices,
        double planShare) {
      this(candidates, horizon, greedyPlayouts, weights, choices, planShare, weights, 0);
    }
  }

  /** The search bot's shape. */
  static final Shape SEARCH = new Shape(CANDIDATES, HORIZON, false, Weights.GREEDY, false, 0);

  public SearchBot(Engine engine, long seed, int budget, String name) {
    this(engine, seed, budget, name, SEARCH);
  }

  SearchBot(Engine engine, long seed, int budget, String name, Shape shape) {
    this.engine = engine.quiet();
    this.heuristic = new Heuristic(this.engine.cards(), shape.weights());
    this.rng = new MinStd(seed);
    this.planner = new TurnPlanner(this.engine, heuristic, rng);
    this.playoutPlanner =
        shape.greedyPlayouts() && !shape.quickOwn()
            ? new TurnPlanner(this.engine, heuristic, rng)
            : TurnPlanner.quick(this.engine, heuristic, rng);
    this.onePly = new OnePly(this.engine, heuristic, new MinStd(seed ^ 0x5DEECE66DL));
    if (shape.replyWeights() == shape.weights() && !shape.quickOwn()) {
      this.replyHeuristic = heuristic;
      this.replyPlanner = playoutPlanner;
    } else {
      this.replyHeuristic = new Heuristic(this.engine.cards(), shape.replyWeights());
      this.replyPlanner =
          shape.greedyPlayouts()
              ? new TurnPlanner(this.engine, replyHeuristic, rng)
              : TurnPlanner.quick(this.engine, replyHeuristic, rng);
    }
    this.replies = shape.replies();
    this.answerBack = shape.answerBack();
    this.budget = budget;
    this.candidateCount = shape.candidates();
    this.horizon = shape.horizon();
    this.searchesChoices = shape.choices();
    this.planShare = shape.planShare();
    this.name = name;
    this.sight = new Sight(seed);
  }

  /** The budget of a bot name: {@code search} → the default, {@code search:N} → N; else empty. */
  static Optional<Integer> budget(String name) {
    return budget(name, NAME, DEFAULT_BUDGET);
  }

  /**
   * The budget of a bot name of the family {@code family}: the family's name alone → {@code
   * standard}, {@code family:N} → N (1 to {@value #MAX_BUDGET}); else empty.
   */
  static Optional<Integer> budget(String name, String family, int standard) {
    if (name.equals(family)) {
      return Optional.of(standard);
    }
    if (!name.startsWith(family + ":")) {
      return Optional.empty();
    }
    String n = name.substring(family.length() + 1);
    if (n.isEmpty() || n.length() > 6 || !n.chars().allMatch(Character::isDigit)) {
      return Optional.empty();
    }
    int b = Integer.parseInt(n);
    return b >= 1 && b <= MAX_BUDGET ? Optional.of(b) : Optional.empty();
  }

  @Override
  public TurnPlanner planner() {
    return planner;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Action choose(GameState state, List<Action> legal) {
    if (state.phase() != Phase.HERO_TURN) {
      if (searchesChoices
          && legal.size() > 1
          && (state.phase() == Phase.SPAWN
              || state.phase() == Phase.KEEP_WEAPON
              || state.phase() == Phase.COMPENSATE)) {
        return single(sight.of(state), legal);
      }
      return onePly.choose(sight.of(state), legal);
    }
    return cursor
        .next(state, legal)
        .orElseGet(
            () -> {
              cursor.start(state, search(sight.of(state)));
              return cursor.next(state, legal).orElseThrow();
            });
  }

  /**
   * The candidate with the best average over its playouts, the budget spent by halving ({@link
   * #halving}): a candidate far behind after a few futures seldom catches up, and the playouts it
   * would have had tell the close ones apart instead. Every candidate still in is played on the
   * same futures (one seed a round), so their totals compare.
   */
  private List<Action> search(GameState s) {
    List<TurnPlanner.Plan> plans = candidates(planner.plans(s), s.activeHero(), candidateCount);
    if (plans.size() == 1) {
      return plans.get(0).actions();
    }
    int player = s.turnPlayer();
    double[] total = new double[plans.size()];
    int[] alive = new int[plans.size()];
    java.util.Arrays.setAll(alive, i -> i);
    int size = alive.length;
    for (Step step : halving(budget, plans.size())) {
      size = keepBetter(alive, size, step.candidates(), total);
      for (int r = 0; r < step.rounds(); r++) {
        long seed = rng.next();
        for (int k = 0; k < size; k++) {
          int i = alive[k];
          TurnPlanner.Plan plan = plans.get(i);
          total[i] += playout(s, plan.actions(), seed, player) + planShare * plan.score();
        }
      }
    }
    int best = alive[0];
    for (int k = 1; k < size; k++) {
      if (total[alive[k]] > total[best]) {
        best = alive[k];
      }
    }
    return plans.get(best).actions();
  }

  /**
   * The option with the best total over {@code budget} playouts shared among the options (each at
   * least once), option by option on the same views: a replacement hero or a weapon is worth what
   * it does in the turns after, which one ply cannot see.
   */
  private Action single(GameState s, List<Action> legal) {
    int player = s.decider();
    double[] total = new double[legal.size()];
    int rounds = Math.max(1, budget / legal.size());
    for (int r = 0; r < rounds; r++) {
      long seed = rng.next();
      for (int i = 0; i < legal.size(); i++) {
        total[i] += playout(s, List.of(legal.get(i)), seed, player);
      }
    }
    int best = 0;
    for (int i = 1; i < total.length; i++) {
      if (total[i] > total[best]) {
        best = i;
      }
    }
    return legal.get(best);
  }

  /**
   * A step of the halving: the best {@code candidates} so far, each played out {@code rounds}
   * times.
   */
  record Step(int candidates, int rounds) {}

  /**
   * How {@code budget} playouts a turn are spent on {@code candidates} plans: every candidate at
   * least once, then the better half (rounding up) again, and so on down to two, each step taking
   * an equal share of what is left, as long as what is left pays for a round of the next step. With
   * 6 candidates: 16 playouts are 6 × 1, the best 3 × 1, the best 2 × 3; 48 are 6 × 2, 3 × 6, 2 ×
   * 9; 8 or fewer are 6 × 1, as a flat search would play them.
   */
  static List<Step> halving(int budget, int candidates) {
    int steps = 1;
    for (int n = candidates; n > 2; n = (n + 1) / 2) {
      steps++;
    }
    List<Step> out = new ArrayList<>();
    int size = candidates;
    int left = budget;
    for (int step = 0; step < steps && (step == 0 || left >= size); step++) {
      int rounds = Math.max(1, left / (steps - step) / size);
      if (step > 0) {
        rounds = Math.min(rounds, left / size);
      }
      out.add(new Step(size, rounds));
      left -= rounds * size;
      size = (size + 1) / 2;
    }
    return out;
  }

  /**
   * Keeps the {@code keep} best of the first {@code size} candidates in {@code alive} by total (of
   * equals, the earlier), in their order; returns {@code keep}.
   */
  private static int keepBetter(int[] alive, int size, int keep, double[] total) {
    boolean[] kept = new boolean[size];
    for (int n = 0; n < keep; n++) {
      int best = -1;
      for (int k = 0; k < size; k++) {
        if (!kept[k] && (best < 0 || total[alive[k]] > total[alive[best]])) {
          best = k;
        }
      }
      kept[best] = true;
    }
    int out = 0;
    for (int k = 0; k < size; k++) {
      if (kept[k]) {
        alive[out++] = alive[k];
      }
    }
    return keep;
  }

  /** The best plans, each leading to a different state (plans ending alike are one candidate). */
  private static List<TurnPlanner.Plan> candidates(
      List<TurnPlanner.Plan> plans, int hero, int count) {
    List<TurnPlanner.Plan> out = new ArrayList<>();
    for (TurnPlanner.Plan p : plans) {
      boolean same = false;
      for (TurnPlanner.Plan q : out) {
        same |= q.score() == p.score() && q.end().cell(hero) == p.end().cell(hero);
      }
      if (!same) {
        out.add(p);
      }
      if (out.size() == count) {
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
   * The plan on a view of its own, then {@link #HORIZON} turns of greedy play; the score at the
   * end.
   */
  private double playout(GameState s, List<Action> plan, long seed, int player) {
    GameState g = s.asSeenBy(player, seed);
    for (Action a : plan) {
      engine.apply(g, a);
      if (Hidden.draws(a)) {
        break; // the rest was planned on another draw: greedy play goes on from what this drew
      }
    }
    int until = g.turn() + horizon;
    int side = org.legendsforge.games.graveyard.game.Lineup.sideOf(player);
    MinStd playRng = new MinStd(seed);
    OnePly policy = new OnePly(engine, heuristic, playRng);
    OnePly replyPolicy =
        replyHeuristic == heuristic ? policy : new OnePly(engine, replyHeuristic, playRng);
    PlanCursor[] cursors = new PlanCursor[g.players()];
    java.util.Arrays.setAll(cursors, p -> new PlanCursor());
    int answered = 0;
    boolean answering = false;
    int back = 0;
    boolean backing = false;
    while (!g.over()) {
      if (g.phase() == Phase.DRAW_TURN) {
        if (answering) {
          answered++;
          answering = false;
        }
        if (backing) {
          back++;
          backing = false;
        }
        if (g.turn() >= until || (replies > 0 && answered >= replies && back >= answerBack)) {
          break;
        }
      }
      boolean theirs =
          g.decider() != 0
              && org.legendsforge.games.graveyard.game.Lineup.sideOf(g.decider()) != side;
      List<Action> legal = engine.legalActions(g);
      Action a;
      if (g.phase() == Phase.DRAW_TURN) {
        a = legal.get(0);
      } else if (g.phase() == Phase.HERO_TURN) {
        answering |= theirs;
        backing |= !theirs && replies > 0 && answered >= replies;
        PlanCursor c = cursors[g.decider() - 1];
        Optional<Action> planned = c.next(g, legal);
        if (planned.isPresent()) {
          a = planned.get();
        } else {
          TurnPlanner.Plan turn = (theirs ? replyPlanner : playoutPlanner).best(g, legal);
          if (reachedWithoutDraws(turn)) {
            g = endOf(turn);
            continue;
          }
          c.start(g, turn.actions());
          a = c.next(g, legal).orElseThrow();
        }
      } else if (g.phase() == Phase.PLAYER_TURN) {
        a = (theirs ? replyPolicy : policy).choose(g, withoutRedistribution(legal));
      } else {
        a = (theirs ? replyPolicy : policy).choose(g, legal);
      }
      engine.apply(g, a);
    }
    return heuristic.score(g, player);
  }
}
