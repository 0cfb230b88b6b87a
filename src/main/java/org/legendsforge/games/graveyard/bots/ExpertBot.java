package org.legendsforge.games.graveyard.bots;

import java.util.Optional;
import org.legendsforge.games.graveyard.game.Engine;

/**
 * The strongest bot: the search of {@link SearchBot} in the shape that measured best against {@code
 * greedy} (docs/playtest.md, "How strong the bots are"). It compares the planner's {@value
 * #CANDIDATES} best plans for its hero turn, and each playout is the plan, then the game played on
 * until the other side has answered with {@value #REPLIES} hero turn (at most {@value #HORIZON}
 * turns), every turn planned as the greedy bot plans it: the other side's with the greedy bot's own
 * weights (it models the reply of a greedy player), its own with {@link Weights#EXPERT}, which read
 * the turn order (a hero that has acted since the last shuffle threatens less); the heuristic with
 * {@link Weights#EXPERT} scores where that ends. Playing on until the reply won 268 of 400 against
 * greedy where one more turn, whoever drew it, won 255 (docs/playtest.md). A replacement, a weapon
 * kept and a compensation trade's hero are chosen by playouts too. {@code expert} spends {@value
 * #DEFAULT_BUDGET} playouts a turn, {@code expert:N} N. Like every bot it decides on its player's
 * view, each playout on a view of its own.
 */
final class ExpertBot {
  static final String NAME = "expert";

  /**
   * Playouts a turn: on 600 fresh games against greedy 32 won 64.0% and 48 65.8%, within their
   * noise game by game (McNemar p = 0.43), and 32 plays at one and a half times the speed, 2 games
   * a second with the expert in both seats on two cores, which 48 does not (docs/playtest.md, "How
   * strong is expert").
   */
  static final int DEFAULT_BUDGET = 32;

  static final int CANDIDATES = 10;
  static final int HORIZON = 4;
  static final int REPLIES = 1;

  private ExpertBot() {}

  /** The budget of a bot name: {@code expert} → the default, {@code expert:N} → N; else empty. */
  static Optional<Integer> budget(String name) {
    return SearchBot.budget(name, NAME, DEFAULT_BUDGET);
  }

  /** The expert's shape of search. */
  static final SearchBot.Shape SHAPE =
      new SearchBot.Shape(
          CANDIDATES, HORIZON, true, Weights.EXPERT, true, 0, Weights.GREEDY, REPLIES);

  static Bot create(Engine engine, long seed, int budget, String name) {
    return create(engine, seed, budget, name, SHAPE);
  }

  static Bot create(Engine engine, long seed, int budget, String name, SearchBot.Shape shape) {
    return new SearchBot(engine, seed, budget, name, shape);
  }
}
