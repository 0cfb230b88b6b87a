package org.legendsforge.games.graveyard.bots;

import java.util.List;
import java.util.function.BiFunction;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

/**
 * Games between two bots on the same seeds in both seat orders, for the weight tuning: how many a
 * bot wins of them. Each bot is made from the game's seed and its seat, as {@link Bots} makes them.
 */
final class Match {
  private static final GameRunner.Options OPTIONS =
      new GameRunner.Options(Lineup.ONE_V_ONE, false, 5000);

  private final Engine engine;

  Match(Engine engine) {
    this.engine = engine;
  }

  /** A bot for a seat: made from the engine, the game's seed and its player (1 or 2). */
  interface Maker {
    Bot make(Engine engine, long seed);
  }

  static Maker greedy(Weights w) {
    return (engine, seed) -> new GreedyBot(engine, seed, w);
  }

  /**
   * The games {@code a} wins against {@code b} on seeds {@code first} to {@code first + seeds - 1},
   * each played twice, {@code a} as player 1 then as player 2.
   */
  int wins(Maker a, Maker b, long first, int seeds) {
    int won = 0;
    for (long seed = first; seed < first + seeds; seed++) {
      won += play(a, b, seed, 1);
      won += play(a, b, seed, 2);
    }
    return won;
  }

  private int play(Maker a, Maker b, long seed, int seatOfA) {
    BiFunction<Maker, Integer, Bot> at = (m, p) -> m.make(engine, seed * 31 + p);
    List<Bot> bots =
        seatOfA == 1
            ? List.of(at.apply(a, 1), at.apply(b, 2))
            : List.of(at.apply(b, 1), at.apply(a, 2));
    GameRunner.Result r = GameRunner.play(engine, bots, seed, OPTIONS, GameRunner.Observer.NONE);
    return r.winner() == seatOfA ? 1 : 0;
  }
}
