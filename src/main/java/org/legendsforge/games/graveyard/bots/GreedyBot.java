package org.legendsforge.games.graveyard.bots;

import java.util.List;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * One ply over complete turn plans: at the start of each of its hero turns it scores every plan of
 * {@link TurnPlanner} with the {@link Heuristic} and plays the best, action by action, planning
 * again when the turn is interrupted or an action of the plan is no longer legal. Other decisions
 * are single actions, each tried on a copy and scored ({@link OnePly}); spirits and starting heroes
 * are picked at random (see {@link OnePly#setupPick}). It plans on its player's view of the game
 * ({@link Sight}): the other side's hand and the face-down piles are what it could guess.
 */
public final class GreedyBot implements Bot, PlansTurns {
  public static final String NAME = "greedy";

  private final TurnPlanner planner;
  private final OnePly onePly;
  private final PlanCursor cursor = new PlanCursor();
  private final Sight sight;

  public GreedyBot(Engine engine, long seed) {
    this(engine, seed, Weights.GREEDY);
  }

  /**
   * A greedy bot scoring with other weights (a tuning tries them against {@link Weights#GREEDY}).
   */
  GreedyBot(Engine engine, long seed, Weights weights) {
    Engine quiet = engine.quiet();
    Heuristic heuristic = new Heuristic(quiet.cards(), weights);
    MinStd rng = new MinStd(seed);
    planner = new TurnPlanner(quiet, heuristic, rng);
    onePly = new OnePly(quiet, heuristic, rng);
    sight = new Sight(seed);
  }

  @Override
  public TurnPlanner planner() {
    return planner;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public Action choose(GameState state, List<Action> legal) {
    return switch (state.phase()) {
      case HERO_TURN ->
          cursor
              .next(state, legal)
              .orElseGet(
                  () -> {
                    cursor.start(state, planner.plans(sight.of(state)).get(0).actions());
                    return cursor.next(state, legal).orElseThrow();
                  });
      default -> onePly.choose(sight.of(state), legal);
    };
  }
}
