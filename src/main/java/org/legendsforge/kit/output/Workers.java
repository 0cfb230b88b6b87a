package org.legendsforge.kit.output;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/** The thread pools output targets draw with, and how a failed task's cause reaches the build. */
public final class Workers {
  private Workers() {}

  /** {@code threads} daemon threads named {@code name}: a build that fails never waits for them. */
  public static ExecutorService pool(String name, int threads) {
    return Executors.newFixedThreadPool(
        threads,
        r -> {
          Thread t = new Thread(r, name);
          t.setDaemon(true);
          return t;
        });
  }

  /** What {@link #each} does with one item; it may fail as writing a file does. */
  public interface Task<T> {
    void run(T item) throws IOException;
  }

  /**
   * Runs {@code task} on every one of {@code items} on {@code threads} threads named {@code name}
   * and waits for them all; the first failure reaches the caller as {@link #awaitAll} throws it,
   * and the pool is stopped either way ({@link #stop}). {@code what} names the work in an
   * interruption's message.
   */
  public static <T> void each(String name, int threads, List<T> items, Task<T> task, String what)
      throws IOException {
    ExecutorService pool = pool(name, threads);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (T item : items) {
        done.add(
            pool.submit(
                () -> {
                  task.run(item);
                  return null;
                }));
      }
      awaitAll(done, what);
    } finally {
      stop(pool);
    }
  }

  /**
   * Stops {@code pool} and waits until no task of it runs any more, even when this thread was
   * interrupted (a build abandoned because its client went away, or Ctrl-C in forge watch): a
   * drawing still under way would otherwise write into the staging folder the next build starts
   * from. The interrupt is kept for the caller.
   */
  public static void stop(ExecutorService pool) {
    pool.shutdownNow();
    boolean interrupted = Thread.interrupted();
    try {
      // a task ignores interruption until its card is drawn: well under this
      pool.awaitTermination(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      interrupted = true;
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /**
   * Waits for every task in order; the first failure is thrown as {@link #failure} reports it, an
   * interruption as an I/O failure naming {@code what} was interrupted.
   */
  public static void awaitAll(List<? extends Future<?>> tasks, String what) throws IOException {
    try {
      for (Future<?> f : tasks) {
        f.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(what + " interrupted", e);
    } catch (ExecutionException e) {
      throw failure(e);
    }
  }

  /**
   * The cause of a failed task as the build reports it: unchecked exceptions and errors (running
   * out of memory) are thrown as they are, an I/O failure is returned for the caller to throw.
   */
  public static IOException failure(ExecutionException e) {
    Throwable cause = e.getCause();
    if (cause instanceof IOException io) {
      return io;
    }
    if (cause instanceof UncheckedIOException u) {
      return u.getCause();
    }
    if (cause instanceof RuntimeException r) {
      throw r;
    }
    if (cause instanceof Error err) {
      throw err;
    }
    return new IOException(cause);
  }
}
