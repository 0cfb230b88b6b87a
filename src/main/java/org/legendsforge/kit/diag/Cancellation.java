package org.legendsforge.kit.diag;

import java.util.concurrent.CancellationException;

/**
 * Where a long run looks whether it should stop: a run whose thread was interrupted (the build
 * server's client went away, Ctrl-C in forge watch) ends at the next look with a {@link
 * CancellationException} instead of finishing work no one waits for. A one-shot forge is never
 * interrupted, so for it this costs one flag read.
 */
public final class Cancellation {
  private Cancellation() {}

  public static void check() {
    if (Thread.currentThread().isInterrupted()) {
      throw new CancellationException("the run was cancelled");
    }
  }
}
