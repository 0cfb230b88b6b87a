package org.legendsforge.pipeline;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

/**
 * Work a build starts on the other core while the card data loads (reading the templates, hashing
 * the inputs). Each runs on its own daemon thread rather than the common pool, which the fit check
 * uses next; a failure reaches whoever waits for the result as it was thrown.
 */
final class Background {
  private Background() {}

  static <T> CompletableFuture<T> start(String name, Supplier<T> work) {
    CompletableFuture<T> result = new CompletableFuture<>();
    Thread t =
        new Thread(
            () -> {
              try {
                result.complete(work.get());
              } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
              }
            },
            name);
    t.setDaemon(true);
    t.start();
    return result;
  }

  /** The result, waiting for it; the task's own exception or error when it failed. */
  static <T> T join(CompletableFuture<T> running) {
    try {
      return running.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      if (e.getCause() instanceof Error err) {
        throw err;
      }
      throw e;
    }
  }
}
