package org.legendsforge.games.graveyard.bots;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Battlefield;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Life;
import org.legendsforge.games.graveyard.game.Phase;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * The complete plans for the rest of a hero's turn that the greedy and search bots choose among
 * (docs/rules-model.md §13: a move taken step by step, a weapon action, spell actions, pickups and
 * a claim in any order). A hero turn offers far too many orders of actions to try them all, so a
 * plan is one of two shapes:
 *
 * <ul>
 *   <li><b>move, then act</b>: for every cell the move can end on (and staying put), reached
 *       breadth-first with one path per cell, picking up an orb passed on the way when that scores
 *       better, then the hero's actions at that cell;
 *   <li><b>act, then move</b>: the hero's actions where it stands, then the same for every cell the
 *       rest of the move can reach (so a hero can strike and step back out of reach).
 * </ul>
 *
 * "The hero's actions" are taken greedily: of every legal action other than a step or the end of
 * the turn (attacks, casts, pickups, claims, abilities), the one whose result scores best, repeated
 * while the best still improves the score. Each plan ends with the end of the turn, or earlier
 * where the turn is interrupted (a hero died and a replacement must be chosen, or the game is
 * over): the bot plans again when its turn goes on. Plans are ranked by the {@link Heuristic} score
 * of the state they leave (before the end of the turn, whose draws are hidden), best first; ties
 * keep the order they were made in, which follows the engine's fixed order of legal actions, so
 * planning is deterministic.
 */
final class TurnPlanner {
  /** Stops besides the start where the hero's actions are worked out (see {@link #moveThenAct}). */
  static final int ACTING_STOPS = 5;

  /** How many of the best enablers a plan looks one action past (see {@link #act}). */
  static final int ENABLERS = 2;

  /** Stops acted at besides the start in the quick plans of a search's playouts. */
  static final int QUICK_ACTING_STOPS = 1;

  private final Engine engine;
  private final Heuristic heuristic;
  private final MinStd rng;
  private final int actingStops;
  private final int enablerCount;
  private final boolean actThenMove;

  /**
   * The actions every acting stop must take first when it can (none: null; see {@link #forcing}).
   */
  private final java.util.function.Predicate<Action> must;

  /** Per weapon: its range plus its area's size. */
  private final int[] weaponReach;

  /** Per spell: whether casting it takes no spell action and gives mana or cards (an enabler). */
  private final boolean[] enabler;

  /** The seed of the re-dealt copies of the planning under way (see {@link #tried}). */
  private long deal;

  /**
   * {@code engine} should be a quiet one ({@link Engine#quiet}): plans never read events. {@code
   * rng} deals the copies on which an action that draws cards is tried.
   */
  TurnPlanner(Engine engine, Heuristic heuristic, MinStd rng) {
    this(engine, heuristic, rng, ACTING_STOPS, ENABLERS, true, null);
  }

  private TurnPlanner(
      Engine engine,
      Heuristic heuristic,
      MinStd rng,
      int actingStops,
      int enablerCount,
      boolean actThenMove,
      java.util.function.Predicate<Action> must) {
    this.engine = engine;
    this.heuristic = heuristic;
    this.rng = rng;
    this.actingStops = actingStops;
    this.enablerCount = enablerCount;
    this.actThenMove = actThenMove;
    this.must = must;
    var cards = engine.cards();
    enabler = new boolean[cards.catalog().spells().size()];
    for (int i = 0; i < enabler.length; i++) {
      enabler[i] = cards.isEnabler(i);
    }
    weaponReach = new int[cards.weaponCount()];
    for (int w = 0; w < weaponReach.length; w++) {
      weaponReach[w] =
          cards.weapon(w).range() + cards.weapon(w).area().map(a -> a.steps()).orElse(0);
    }
  }

  /**
   * A planner for a search's playouts, where many turns are played to be scored and none is played
   * for real: move then act only (no acting first and moving after), acting at the start and the
   * {@value #QUICK_ACTING_STOPS} most promising other stop, looking past no enabler.
   */
  static TurnPlanner quick(Engine engine, Heuristic heuristic, MinStd rng) {
    return new TurnPlanner(engine, heuristic, rng, QUICK_ACTING_STOPS, 0, false, null);
  }

  /**
   * This planner, scoring as it does, but whose hero, wherever it acts, first takes the best of the
   * actions {@code must} accepts when one is legal there and the plan has taken none yet, whether
   * or not it improves the score: the plans of a bot made to use a card ({@link ForcedUse}). It
   * deals its draws from {@code rng}, so planning with it leaves this planner's generator alone.
   */
  TurnPlanner forcing(java.util.function.Predicate<Action> must, MinStd rng) {
    return new TurnPlanner(engine, heuristic, rng, actingStops, enablerCount, actThenMove, must);
  }

  /**
   * A plan: the actions in order, the state they lead to and its score for the planning player.
   * {@code reached} says that {@code end} is the state after every action but a final end of the
   * turn, so a playout may go on from it instead of playing the actions again (false for the
   * fallback plans of a turn with nothing else to do, whose {@code end} is where they start).
   */
  record Plan(List<Action> actions, GameState end, double score, boolean reached) {
    Plan(List<Action> actions, GameState end, double score) {
      this(actions, end, score, true);
    }
  }

  /**
   * A state on the way, the actions that led there, and its legal actions when known (else null).
   */
  private record Node(GameState state, List<Action> path, List<Action> legal) {}

  /** Every plan for the active hero's turn in {@code s}, best first (never empty). */
  List<Plan> plans(GameState s) {
    List<Plan> out = unranked(s, engine.legalActions(s));
    out.sort(Comparator.comparingDouble(Plan::score).reversed());
    return out;
  }

  /**
   * The first of {@link #plans} ({@code legal} being the engine's legal actions in {@code s}),
   * found without ranking the others: a playout uses no other.
   */
  Plan best(GameState s, List<Action> legal) {
    List<Plan> out = unranked(s, legal);
    Plan best = out.get(0);
    for (Plan p : out) {
      if (Double.compare(p.score(), best.score()) > 0) {
        best = p;
      }
    }
    return best;
  }

  /** Every plan for the active hero's turn in {@code s}, in the order they were made. */
  private List<Plan> unranked(GameState s, List<Action> legal) {
    deal = rng.next();
    int player = s.turnPlayer();
    int hero = s.activeHero();
    Node start = new Node(s, List.of(), legal);
    if (s.cell(hero) < 0) {
      // the hero died at the start of its turn (decay): only the end of the turn is left
      List<Plan> only = new ArrayList<>();
      only.add(new Plan(start.legal(), s, heuristic.score(s, player), false));
      return only;
    }
    int reach = reach(s, hero, player);
    List<Plan> out = new ArrayList<>();
    Plan acted = moveThenAct(start, player, hero, reach, actingStops, out);
    if (!acted.actions().isEmpty() && goesOn(acted.end(), hero) && actThenMove) {
      moveThenAct(
          new Node(acted.end(), acted.actions(), null), player, hero, reach, actingStops, out);
    } else if (!acted.actions().isEmpty()) {
      out.add(acted);
    }
    if (out.isEmpty()) {
      out.add(
          new Plan(
              List.of(start.legal().get(start.legal().size() - 1)),
              s,
              heuristic.score(s, player),
              false));
    }
    return out;
  }

  /**
   * A plan for every cell the move from {@code from} can stop on. Working out every attack and
   * spell at every such cell is most of a plan's cost, so the hero acts only at the cell it moves
   * from and at the {@value #ACTING_STOPS} others most promising: those with an enemy within reach
   * of its weapons and spells, or an orb, or a dormant hero next to it, the ones where it can
   * attack first, then by score. Every other stop is scored as it is (a heal or a shield that does
   * not depend on where the hero stands is tried where it starts, before it moves). Returns the
   * hero's actions at {@code from} itself, which the act-then-move plans go on from.
   */
  private Plan moveThenAct(Node from, int player, int hero, int reach, int acting, List<Plan> out) {
    List<Node> stops = stops(from, player, hero);
    List<double[]> rank = new ArrayList<>();
    // A stop differs from where the move began only by the hero's cell (and any orb picked up on
    // the way): its score is the start's plus the change of the hero's position term.
    double base =
        heuristic.score(from.state(), player) - heuristic.positionOf(from.state(), hero, player);
    for (int i = 0; i < stops.size(); i++) {
      Node stop = stops.get(i);
      GameState s = stop.state();
      double score =
          pickedUp(stop, from)
              ? heuristic.score(s, player)
              : base + heuristic.positionOf(s, hero, player);
      int near = stop == from ? 3 : near(s, hero, player, reach);
      if (near > 0) {
        rank.add(new double[] {near, score, i});
      } else {
        out.add(finish(new Plan(stop.path(), s, score), hero));
      }
    }
    // most promising first: the start, then where it can attack, then by score; ties by order
    rank.sort(
        (a, b) ->
            a[0] != b[0]
                ? Double.compare(b[0], a[0])
                : a[1] != b[1] ? Double.compare(b[1], a[1]) : Double.compare(a[2], b[2]));
    Plan here = null;
    for (int k = 0; k < rank.size(); k++) {
      Node stop = stops.get((int) rank.get(k)[2]);
      if (k <= acting) {
        List<Action> legal =
            stop.legal() != null ? stop.legal() : engine.legalActions(stop.state());
        Plan acted = act(new Node(stop.state(), stop.path(), legal), player, hero);
        here = stop == from ? acted : here;
        out.add(finish(acted, hero));
      } else {
        out.add(finish(new Plan(stop.path(), stop.state(), rank.get(k)[1]), hero));
      }
    }
    if (here != null) {
      return here;
    }
    // the hero may not stop where it stands (it shares a cell, as after an action that moved
    // another hero onto it): it acts there all the same, on legal actions listed now if need be
    List<Action> legal = from.legal() != null ? from.legal() : engine.legalActions(from.state());
    return act(new Node(from.state(), from.path(), legal), player, hero);
  }

  /** Whether the path to {@code stop} picked up an orb after {@code from}. */
  private static boolean pickedUp(Node stop, Node from) {
    for (int i = from.path().size(); i < stop.path().size(); i++) {
      if (stop.path().get(i) instanceof Action.Pickup) {
        return true;
      }
    }
    return false;
  }

  /** How far the hero's weapons and the spells in its player's hand reach, plus an area's size. */
  private static int reach(GameState s, int hero, int player) {
    var cards = s.table().cards();
    int reach = 1;
    for (int i = 0; i < s.weaponCount(hero); i++) {
      var w = cards.weapon(s.weapon(hero, i));
      reach = Math.max(reach, w.range() + w.area().map(a -> a.steps()).orElse(0));
    }
    for (int card : s.hand(player)) {
      var sp = cards.spell(cards.spellOfCard(card));
      reach = Math.max(reach, sp.range() + sp.area().map(a -> a.steps()).orElse(0));
    }
    return reach;
  }

  /**
   * What the hero can do where it stands beyond what it could anywhere: 2 when an enemy is within
   * range of one of its weapons (it can attack), 1 when an enemy is within reach of its weapons and
   * spells, or it stands on an orb or next to a dormant hero, else 0.
   */
  private int near(GameState s, int hero, int player, int reach) {
    int cell = s.cell(hero);
    int attack = 0;
    for (int i = 0; i < s.weaponCount(hero); i++) {
      attack = Math.max(attack, weaponReach[s.weapon(hero, i)]);
    }
    int out = s.orbAt(cell) >= 0 ? 1 : 0;
    for (int o = 0; o < s.heroCount(); o++) {
      int at = s.cell(o);
      if (o == hero || at < 0) {
        continue;
      }
      Life life = s.life(o);
      int d = Battlefield.distance(cell, at);
      if (life == Life.ACTIVE && !s.friends(o, hero)) {
        if (d <= attack) {
          return 2;
        }
        if (d <= reach) {
          out = 1;
        }
      } else if (life == Life.DORMANT && Battlefield.touches(cell, at)) {
        out = 1;
      }
    }
    return out;
  }

  /** Whether the hero's turn goes on in {@code s} (no replacement owed, the game not over). */
  private static boolean goesOn(GameState s, int hero) {
    return s.phase() == Phase.HERO_TURN && s.activeHero() == hero;
  }

  /**
   * The cells the move can end on from {@code from}'s state, breadth-first, each once, found with
   * the engine's moves alone ({@link Engine#legalMoves}).
   */
  private List<Node> stops(Node from, int player, int hero) {
    List<Node> out = new ArrayList<>();
    boolean[] seen = new boolean[Battlefield.CELLS];
    ArrayDeque<Node> queue = new ArrayDeque<>();
    seen[from.state().cell(hero)] = true;
    queue.add(from);
    while (!queue.isEmpty()) {
      Node n = queue.poll();
      if (!sharesCell(n.state(), hero)) {
        out.add(n);
      }
      List<Action> moves = engine.legalMoves(n.state());
      Node on = pickupInPassing(n, moves, player);
      if (on != n) {
        moves = engine.legalMoves(on.state());
      }
      for (Action a : moves) {
        if (a instanceof Action.Step step && !seen[step.cell()]) {
          seen[step.cell()] = true;
          GameState next = on.state().copy();
          engine.apply(next, a);
          queue.add(new Node(next, append(on.path(), a), null));
        }
      }
    }
    return out;
  }

  /** Whether another hero stands on the hero's cell (it is passing through and may not stop). */
  private static boolean sharesCell(GameState s, int hero) {
    int cell = s.cell(hero);
    for (int h = 0; h < s.heroCount(); h++) {
      if (h != hero && s.cell(h) == cell) {
        return true;
      }
    }
    return false;
  }

  /** The node after picking up the orb the hero passes, when that scores better; else {@code n}. */
  private Node pickupInPassing(Node n, List<Action> moves, int player) {
    double base = -Double.MAX_VALUE;
    Node best = n;
    for (Action a : moves) {
      if (a instanceof Action.Pickup) {
        if (best == n) {
          base = heuristic.score(n.state(), player);
        }
        GameState after = n.state().copy();
        engine.apply(after, a);
        double score = heuristic.score(after, player);
        if (score > base && after.phase() == Phase.HERO_TURN) {
          base = score;
          best = new Node(after, append(n.path(), a), null);
        }
      }
    }
    return best;
  }

  /**
   * The hero's actions at {@code n}, taken greedily while the best of them improves the score. An
   * enabler (a spell that takes no spell action and gives mana or cards, such as one that trades
   * health for mana) seldom scores better by itself, for what it buys is the next action: the
   * {@value #ENABLERS} best enablers are also scored by the best action they make possible, and one
   * is taken when that beats every single action. An action that did not improve the score is not
   * tried again at the same stop after another action was taken (a sixth fewer tries; measured over
   * 200 games against the planner that tries it again, it wins 52.5%: no weaker).
   */
  private Plan act(Node n, int player, int hero) {
    GameState state = n.state();
    List<Action> actions = n.path();
    List<Action> legal = n.legal();
    double score = heuristic.score(state, player);
    if (must != null && actions.stream().noneMatch(must)) {
      Action forced = null;
      GameState forcedState = null;
      double forcedScore = Double.NEGATIVE_INFINITY;
      for (Action a : legal) {
        if (must.test(a)) {
          GameState next = tried(state, a);
          double v = heuristic.score(next, player);
          if (forced == null || v > forcedScore) {
            forced = a;
            forcedState = next;
            forcedScore = v;
          }
        }
      }
      if (forced != null) {
        actions = append(actions, forced);
        state = forcedState;
        score = forcedScore;
        if (!goesOn(state, hero)) {
          return new Plan(actions, state, score);
        }
        legal = engine.legalActions(state);
      }
    }
    java.util.Set<Action> dull = new java.util.HashSet<>();
    while (true) {
      Action bestAction = null;
      GameState bestState = null;
      double best = score;
      double bestOwn = score;
      Action[] enablers = new Action[enablerCount];
      GameState[] enabled = new GameState[enablerCount];
      double[] enablerScores = new double[enablerCount];
      for (Action a : legal) {
        if (a instanceof Action.Step || a instanceof Action.EndTurn || dull.contains(a)) {
          continue;
        }
        GameState next = tried(state, a);
        double v = heuristic.score(next, player);
        if (v <= score) {
          dull.add(a);
        }
        if (v > best) {
          best = v;
          bestOwn = v;
          bestAction = a;
          bestState = next;
        }
        if (enablerCount > 0
            && a instanceof Action.Cast c
            && enabler[c.spell()]
            && goesOn(next, hero)) {
          keepBest(enablers, enabled, enablerScores, a, next, v);
        }
      }
      for (int i = 0; i < enablerCount && enablers[i] != null; i++) {
        double then = bestFollowUp(enabled[i], player);
        if (then > best) {
          best = then;
          bestOwn = enablerScores[i];
          bestAction = enablers[i];
          bestState = enabled[i];
        }
      }
      if (bestAction == null) {
        return new Plan(actions, state, score);
      }
      actions = append(actions, bestAction);
      state = bestState;
      score = bestOwn;
      if (!goesOn(state, hero)) {
        return new Plan(actions, state, score);
      }
      legal = engine.legalActions(state);
    }
  }

  /** Keeps {@code a} among the best few by score, best first. */
  private static void keepBest(
      Action[] kept, GameState[] states, double[] scores, Action a, GameState s, double v) {
    for (int i = 0; i < kept.length; i++) {
      if (kept[i] == null || v > scores[i]) {
        System.arraycopy(kept, i, kept, i + 1, kept.length - i - 1);
        System.arraycopy(states, i, states, i + 1, kept.length - i - 1);
        System.arraycopy(scores, i, scores, i + 1, kept.length - i - 1);
        kept[i] = a;
        states[i] = s;
        scores[i] = v;
        return;
      }
    }
  }

  /** The score after the best single action from {@code s} (other than a step or the end). */
  private double bestFollowUp(GameState s, int player) {
    double best = Double.NEGATIVE_INFINITY;
    for (Action a : engine.legalActions(s)) {
      if (a instanceof Action.Step || a instanceof Action.EndTurn) {
        continue;
      }
      best = Math.max(best, heuristic.score(tried(s, a), player));
    }
    return best;
  }

  /**
   * {@code a} applied to a copy of {@code s}; an action that draws spells is tried on a copy whose
   * hidden decks are dealt again ({@link GameState#resampled}), so a plan never reads which card is
   * on top of a deck.
   */
  private GameState tried(GameState s, Action a) {
    GameState next = Hidden.draws(a) ? s.resampled(deal) : s.copy();
    engine.apply(next, a);
    return next;
  }

  /** The plan with the end of the turn added, unless the turn was interrupted. */
  private static Plan finish(Plan p, int hero) {
    if (!goesOn(p.end(), hero)) {
      return p;
    }
    return new Plan(append(p.actions(), new Action.EndTurn()), p.end(), p.score(), p.reached());
  }

  private static List<Action> append(List<Action> list, Action a) {
    List<Action> out = new ArrayList<>(list.size() + 1);
    out.addAll(list);
    out.add(a);
    return out;
  }
}
