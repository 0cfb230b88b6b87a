package org.legendsforge.games.graveyard.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

/**
 * {@link Match} on several threads: the same games (each bot made from the game's seed and its
 * seat), each seed's two games a task, so a trial of shapes takes the machine's cores.
 */
final class ParallelMatch {
  private static final GameRunner.Options OPTIONS =
      new GameRunner.Options(Lineup.ONE_V_ONE, false, 5000);

  private ParallelMatch() {}

  /** Games {@code a} wins of seeds {@code first..first+seeds-1}, both seat orders: [as 1, as 2]. */
  static int[] wins(
      Engine engine, Match.Maker a, Match.Maker b, long first, int seeds, int threads) {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<int[]>> out = new ArrayList<>();
      for (long seed = first; seed < first + seeds; seed++) {
        long s = seed;
        out.add(pool.submit(() -> new int[] {play(engine, a, b, s, 1), play(engine, a, b, s, 2)}));
      }
      int[] won = new int[2];
      int done = 0;
      for (Future<int[]> f : out) {
        int[] w = f.get();
        won[0] += w[0];
        won[1] += w[1];
        if (++done % 10 == 0) {
          System.err.printf("%d seeds: %d of %d%n", done, won[0] + won[1], 2 * done);
        }
      }
      return won;
    } catch (Exception e) {
      throw new IllegalStateException(e);
    } finally {
      pool.shutdown();
    }
  }

  private static int play(Engine engine, Match.Maker a, Match.Maker b, long seed, int seatOfA) {
    List<Bot> bots =
        seatOfA == 1
            ? List.of(a.make(engine, seed * 31 + 1), b.make(engine, seed * 31 + 2))
            : List.of(b.make(engine, seed * 31 + 1), a.make(engine, seed * 31 + 2));
    GameRunner.Result r = GameRunner.play(engine, bots, seed, OPTIONS, GameRunner.Observer.NONE);
    return r.winner() == seatOfA ? 1 : 0;
  }
}
