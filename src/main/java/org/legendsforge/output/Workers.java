package org.legendsforge.output;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** The thread pools output targets draw with, and how a failed task's cause reaches the build. */
final class Workers {
  private Workers() {}

  /** {@code threads} daemon threads named {@code name}: a build that fails never waits for them. */
  static ExecutorService pool(String name, int threads) {
    return Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    });
  }

  /**
   * The cause of a failed task as the build reports it: unchecked exceptions and errors (running
   * out of memory) are thrown as they are, an I/O failure is returned for the caller to throw.
   */
  static IOException failure(ExecutionException e) {
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
