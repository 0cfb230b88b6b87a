package org.legendsforge.games.graveyard.bots;

import java.util.List;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * The greedy bot's view of how many ways a hero turn can go: the {@link Heuristic} score of every
 * plan {@link TurnPlanner} builds for the active hero, best first. A game-quality study asks it
 * whether a turn holds a real choice (several plans nearly as good as the best) or none; it plans
 * on the state it is given, so it reads no hidden card only if given a player's view.
 */
public final class PlanScores {
  private final TurnPlanner planner;

  /** {@code seed} deals the copies on which a plan that draws cards is tried. */
  public PlanScores(Engine engine, long seed) {
    Engine quiet = engine.quiet();
    planner = new TurnPlanner(quiet, new Heuristic(quiet.cards()), new MinStd(seed));
  }

  /** The scores of every plan for the active hero's turn in {@code s}, best first. */
  public double[] of(GameState s) {
    List<TurnPlanner.Plan> plans = planner.plans(s);
    double[] out = new double[plans.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = plans.get(i).score();
    }
    return out;
  }
}
