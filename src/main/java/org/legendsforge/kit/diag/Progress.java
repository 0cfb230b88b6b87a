package org.legendsforge.kit.diag;

/**
 * Tells the user how the long steps of a build go. The command line picks a live bar on a terminal
 * and plain lines elsewhere (CI logs, pipes); tests use {@link #silent()}. Thread-safe: output
 * targets run side by side and step from several threads.
 */
public interface Progress {
  /** A step of {@code total} units begins; its units and its end are reported on the result. */
  Task start(String task, int total);

  /** One step under way. */
  interface Task {
    /** One unit of the step is done. */
    void step();

    /**
     * What the step shows beside its live bar as it goes, in place of what it showed before (a
     * cluster playtest: each worker's games); nothing where there is no live bar.
     */
    default void detail(String line) {}

    /** The step is done; {@code summary} says what it did ("222 images, 220 reused"). */
    void finish(String summary);
  }

  static Progress silent() {
    Task nothing =
        new Task() {
          @Override
          public void step() {}

          @Override
          public void finish(String summary) {}
        };
    return (task, total) -> nothing;
  }
}
