package org.legendsforge.games.graveyard.playtest.play;

import java.util.ArrayDeque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.LongFunction;

/**
 * Runs one job per seed on a pool of threads and hands the results over in seed order, in the
 * caller's thread, whichever finished first: what is done with them cannot depend on the number of
 * threads. A bounded window of jobs is in flight at once, so memory stays flat in the number of
 * seeds.
 */
public final class SeedRunner {
  private SeedRunner() {}

  public static <T> void run(
      long firstSeed,
      int count,
      int threads,
      LongFunction<T> job,
      Consumer<T> inOrder,
      IntConsumer done)
      throws InterruptedException {
    ExecutorService pool =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread t = new Thread(r, "forge-playtest");
              t.setDaemon(true);
              return t;
            });
    try {
      ArrayDeque<Future<T>> window = new ArrayDeque<>();
      int windowSize = Math.max(4, threads * 8);
      int submitted = 0;
      int finished = 0;
      while (finished < count) {
        while (submitted < count && window.size() < windowSize) {
          long seed = firstSeed + submitted++;
          window.add(pool.submit(() -> job.apply(seed)));
        }
        inOrder.accept(get(window.poll()));
        done.accept(++finished);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static <T> T get(Future<T> f) throws InterruptedException {
    try {
      return f.get();
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    }
  }
}
