package org.legendsforge.kit.render;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * What the SVG library (JSVG) says while it reads a drawing. It reports problems (a path that stops
 * at a bad character, a reference it refuses) through java.util.logging instead of exceptions, and
 * by default those lines would reach the console in the middle of forge's own output. Here they are
 * kept away from the console and handed to the caller, who turns them into located diagnostics.
 */
final class SvgMessages {
  /**
   * Held, so the logger and its configuration are not collected (java.util.logging keeps weak
   * references).
   */
  private static final Logger LIBRARY = quiet();

  private SvgMessages() {}

  private static Logger quiet() {
    Logger l = Logger.getLogger("com.github.weisj.jsvg");
    l.setUseParentHandlers(false);
    l.setLevel(Level.INFO);
    return l;
  }

  /** The result of reading something, and what the library said meanwhile on this thread. */
  record Heard<T>(T value, List<String> messages) {}

  /** Runs {@code read} and collects the library's messages logged on this thread meanwhile. */
  static <T> Heard<T> during(Supplier<T> read) {
    Thread reader = Thread.currentThread();
    List<String> heard = new ArrayList<>();
    Handler h =
        new Handler() {
          @Override
          public void publish(LogRecord r) {
            if (Thread.currentThread() == reader
                && r.getLevel().intValue() >= Level.INFO.intValue()) {
              String m = r.getMessage() == null ? "" : r.getMessage();
              heard.add(
                  r.getThrown() != null && r.getThrown().getMessage() != null
                      ? m + ": " + r.getThrown().getMessage()
                      : m);
            }
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    LIBRARY.addHandler(h);
    try {
      T value = read.get();
      return new Heard<>(value, List.copyOf(heard));
    } finally {
      LIBRARY.removeHandler(h);
    }
  }
}
