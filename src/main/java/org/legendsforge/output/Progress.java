package org.legendsforge.output;

/**
 * Tells the user how a long step goes. The command line picks a live bar on a terminal and plain
 * lines elsewhere (CI logs, pipes); tests use {@link #silent()}. Implementations are thread-safe:
 * targets step from several threads.
 */
public interface Progress {
  /** A step of {@code total} units begins. */
  void start(String task, int total);

  /** One unit of the current step is done. */
  void step();

  /** The current step is done; {@code summary} says what it did ("222 images, 220 reused"). */
  void finish(String summary);

  static Progress silent() {
    return new Progress() {
      @Override
      public void start(String task, int total) {}

      @Override
      public void step() {}

      @Override
      public void finish(String summary) {}
    };
  }
}
