package org.legendsforge.bots;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.legendsforge.game.Action;
import org.legendsforge.game.Battlefield;
import org.legendsforge.game.Engine;
import org.legendsforge.game.GameState;
import org.legendsforge.game.Phase;

/**
 * The complete plans for the rest of a hero's turn that the greedy and search bots choose among
 * (rules-spec §13: a move taken step by step, a weapon action, spell actions, pickups and a claim
 * in any order). A hero turn offers far too many orders of actions to try them all, so a plan is
 * one of two shapes:
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
  private final Engine engine;
  private final Heuristic heuristic;

  /** {@code engine} should be a quiet one ({@link Engine#quiet}): plans never read events. */
  TurnPlanner(Engine engine, Heuristic heuristic) {
    this.engine = engine;
    this.heuristic = heuristic;
  }

  /** A plan: the actions in order, the state they lead to and its score for the planning player. */
  record Plan(List<Action> actions, GameState end, double score) {}

  private record Node(GameState state, List<Action> path, List<Action> legal) {}

  /** Every plan for the active hero's turn in {@code s}, best first (never empty). */
  List<Plan> plans(GameState s) {
    int player = s.turnPlayer();
    int hero = s.activeHero();
    List<Plan> out = new ArrayList<>();
    Node start = new Node(s, List.of(), engine.legalActions(s));
    if (s.cell(hero) < 0) {
      // the hero died at the start of its turn (decay): only the end of the turn is left
      return List.of(new Plan(start.legal(), s, heuristic.score(s, player)));
    }
    for (Node stop : stops(start, player, hero)) {
      out.add(finish(act(stop, player, hero), player, hero));
    }
    Plan acted = act(start, player, hero);
    if (!acted.actions().isEmpty() && goesOn(acted.end(), hero)) {
      Node after = new Node(acted.end(), acted.actions(), engine.legalActions(acted.end()));
      for (Node stop : stops(after, player, hero)) {
        out.add(finish(act(stop, player, hero), player, hero));
      }
    } else if (!acted.actions().isEmpty()) {
      out.add(acted);
    }
    if (out.isEmpty()) {
      out.add(
          new Plan(
              List.of(start.legal().get(start.legal().size() - 1)), s, heuristic.score(s, player)));
    }
    out.sort(Comparator.comparingDouble(Plan::score).reversed());
    return out;
  }

  /** Whether the hero's turn goes on in {@code s} (no replacement owed, the game not over). */
  private static boolean goesOn(GameState s, int hero) {
    return s.phase() == Phase.HERO_TURN && s.activeHero() == hero;
  }

  /** The cells the move can end on from {@code from}'s state, breadth-first, each once. */
  private List<Node> stops(Node from, int player, int hero) {
    List<Node> out = new ArrayList<>();
    boolean[] seen = new boolean[Battlefield.CELLS];
    ArrayDeque<Node> queue = new ArrayDeque<>();
    seen[from.state().cell(hero)] = true;
    queue.add(from);
    while (!queue.isEmpty()) {
      Node n = queue.poll();
      if (canEnd(n)) {
        out.add(n);
      }
      Node on = pickupInPassing(n, player);
      for (Action a : on.legal()) {
        if (a instanceof Action.Step step && !seen[step.cell()]) {
          seen[step.cell()] = true;
          GameState next = on.state().copy();
          engine.apply(next, a);
          queue.add(new Node(next, append(on.path(), a), engine.legalActions(next)));
        }
      }
    }
    return out;
  }

  /** A move may stop here: the end of the turn is legal (the hero shares its cell with no one). */
  private static boolean canEnd(Node n) {
    for (Action a : n.legal()) {
      if (a instanceof Action.EndTurn) {
        return true;
      }
    }
    return false;
  }

  /** The node after picking up the orb the hero passes, when that scores better; else {@code n}. */
  private Node pickupInPassing(Node n, int player) {
    double base = heuristic.score(n.state(), player);
    Node best = n;
    for (Action a : n.legal()) {
      if (a instanceof Action.Pickup) {
        GameState after = n.state().copy();
        engine.apply(after, a);
        double score = heuristic.score(after, player);
        if (score > base && after.phase() == Phase.HERO_TURN) {
          base = score;
          best = new Node(after, append(n.path(), a), engine.legalActions(after));
        }
      }
    }
    return best;
  }

  /** The hero's actions at {@code n}, taken greedily while the best of them improves the score. */
  private Plan act(Node n, int player, int hero) {
    GameState state = n.state();
    List<Action> actions = n.path();
    List<Action> legal = n.legal();
    double score = heuristic.score(state, player);
    while (true) {
      Action bestAction = null;
      GameState bestState = null;
      double best = score;
      for (Action a : legal) {
        if (a instanceof Action.Step || a instanceof Action.EndTurn) {
          continue;
        }
        GameState next = state.copy();
        engine.apply(next, a);
        double v = heuristic.score(next, player);
        if (v > best) {
          best = v;
          bestAction = a;
          bestState = next;
        }
      }
      if (bestAction == null) {
        return new Plan(actions, state, score);
      }
      actions = append(actions, bestAction);
      state = bestState;
      score = best;
      if (!goesOn(state, hero)) {
        return new Plan(actions, state, score);
      }
      legal = engine.legalActions(state);
    }
  }

  /** The plan with the end of the turn added, unless the turn was interrupted. */
  private static Plan finish(Plan p, int player, int hero) {
    if (!goesOn(p.end(), hero)) {
      return p;
    }
    return new Plan(append(p.actions(), new Action.EndTurn()), p.end(), p.score());
  }

  private static List<Action> append(List<Action> list, Action a) {
    List<Action> out = new ArrayList<>(list.size() + 1);
    out.addAll(list);
    out.add(a);
    return out;
  }
}
