package org.legendsforge.games.graveyard.bots;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

/**
 * Several pairings of bots played on the same seeds in both seat orders, on several threads: each
 * seed is one task that plays every pairing's two games, so the pairings share the seeds (each bot
 * made from the game's seed and its seat, as {@link Match} makes them) and a slow stretch of a
 * shared machine falls on all of them alike. Each game's CPU time is the time of the thread that
 * played it, so the JIT, the collector and the machine's other work stay out of it.
 */
final class ParallelMatch {
  private static final GameRunner.Options OPTIONS =
      new GameRunner.Options(Lineup.ONE_V_ONE, false, 5000);

  private ParallelMatch() {}

  /** Two bots to play against each other: {@code a} is the one whose wins are counted. */
  record Pairing(Match.Maker a, Match.Maker b) {}

  /**
   * A pairing's games: {@code won[2 * i + seat - 1]} whether {@code a} won seed {@code first + i}
   * as player {@code seat} (a game the turn limit ended is not a win), and the CPU nanoseconds of
   * all its games.
   */
  record Games(boolean[] won, long cpuNanos) {
    int wins() {
      int n = 0;
      for (boolean w : won) {
        n += w ? 1 : 0;
      }
      return n;
    }

    /** The wins as player {@code seat} (1 or 2). */
    int winsAs(int seat) {
      int n = 0;
      for (int i = seat - 1; i < won.length; i += 2) {
        n += won[i] ? 1 : 0;
      }
      return n;
    }

    int games() {
      return won.length;
    }
  }

  /** The games of every pairing on seeds {@code first..first+seeds-1}, both seat orders. */
  static List<Games> play(
      Engine engine, List<Pairing> pairings, long first, int seeds, int threads) {
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<long[][]>> out = new ArrayList<>();
      for (long seed = first; seed < first + seeds; seed++) {
        long s = seed;
        out.add(
            pool.submit(
                () -> {
                  long[][] r = new long[pairings.size()][3];
                  for (int p = 0; p < pairings.size(); p++) {
                    for (int seat = 1; seat <= 2; seat++) {
                      long t0 = cpu.getCurrentThreadCpuTime();
                      r[p][seat - 1] = play(engine, pairings.get(p), s, seat);
                      r[p][2] += cpu.getCurrentThreadCpuTime() - t0;
                    }
                  }
                  return r;
                }));
      }
      boolean[][] won = new boolean[pairings.size()][2 * seeds];
      long[] nanos = new long[pairings.size()];
      for (int i = 0; i < seeds; i++) {
        long[][] r = out.get(i).get();
        for (int p = 0; p < pairings.size(); p++) {
          won[p][2 * i] = r[p][0] == 1;
          won[p][2 * i + 1] = r[p][1] == 1;
          nanos[p] += r[p][2];
        }
        if ((i + 1) % 25 == 0) {
          StringBuilder line = new StringBuilder((i + 1) + " seeds:");
          for (int p = 0; p < pairings.size(); p++) {
            int w = 0;
            for (int g = 0; g < 2 * (i + 1); g++) {
              w += won[p][g] ? 1 : 0;
            }
            line.append(' ').append(w).append(" of ").append(2 * (i + 1));
          }
          System.err.println(line);
        }
      }
      List<Games> games = new ArrayList<>();
      for (int p = 0; p < pairings.size(); p++) {
        games.add(new Games(won[p], nanos[p]));
      }
      return games;
    } catch (Exception e) {
      throw new IllegalStateException(e);
    } finally {
      pool.shutdown();
    }
  }

  private static long play(Engine engine, Pairing pairing, long seed, int seatOfA) {
    Match.Maker a = pairing.a();
    Match.Maker b = pairing.b();
    List<Bot> bots =
        seatOfA == 1
            ? List.of(a.make(engine, seed * 31 + 1), b.make(engine, seed * 31 + 2))
            : List.of(b.make(engine, seed * 31 + 1), a.make(engine, seed * 31 + 2));
    GameRunner.Result r = GameRunner.play(engine, bots, seed, OPTIONS, GameRunner.Observer.NONE);
    return r.winner() == seatOfA ? 1 : 0;
  }
}
