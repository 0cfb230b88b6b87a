package org.legendsforge.kit.diag;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * Collects every problem of a run so the user sees them all at once. Thread-safe: output targets
 * report from several threads; {@link #sorted()} gives an order that never depends on timing.
 *
 * <p>Every problem is counted, but only the first {@link #MAX_PER_FILE} of a file and {@link
 * #MAX_SHOWN} in all are kept to be shown; the rest are {@linkplain #notShown() counted per file}.
 * A one-line file of 150 000 YAML aliases is 150 000 errors: keeping and printing each one took
 * minutes and all the memory forge has, and no one reads past the first screen.
 */
public final class Diagnostics {
  /** Problems of one file shown at most; the rest are counted. */
  public static final int MAX_PER_FILE = 200;

  /** Problems of a run shown at most. */
  public static final int MAX_SHOWN = 1000;

  private final List<Diagnostic> items = new ArrayList<>();
  private final Map<String, Integer> keptPerFile = new HashMap<>();
  private final Map<String, Long> notShown = new TreeMap<>();
  private long errors;
  private long warnings;

  /**
   * Adds a problem. Reporting is where a long run spends its time on bad input, so this is also
   * where a cancelled run (its thread interrupted: the build server's client went away) stops.
   */
  public void add(Diagnostic d) {
    Cancellation.check();
    synchronized (this) {
      if (d.isError()) {
        errors++;
      } else {
        warnings++;
      }
      String path = d.where().path();
      int kept = keptPerFile.getOrDefault(path, 0);
      if (kept >= MAX_PER_FILE || items.size() >= MAX_SHOWN) {
        notShown.merge(path, 1L, Long::sum);
        return;
      }
      keptPerFile.put(path, kept + 1);
      items.add(d);
    }
  }

  public void error(String checkId, SourceRef where, String message, String hint) {
    add(Diagnostic.error(checkId, where, message, hint));
  }

  public void warning(String checkId, SourceRef where, String message, String hint) {
    add(Diagnostic.warning(checkId, where, message, hint));
  }

  public void addAll(Diagnostics other) {
    List<Diagnostic> theirs;
    Map<String, Long> theirHidden;
    long theirErrors;
    long theirWarnings;
    synchronized (other) {
      theirs = new ArrayList<>(other.items);
      theirHidden = new TreeMap<>(other.notShown);
      theirErrors = other.errors;
      theirWarnings = other.warnings;
    }
    long hiddenErrors = theirErrors - theirs.stream().filter(Diagnostic::isError).count();
    long hiddenWarnings = theirWarnings - theirs.stream().filter(x -> !x.isError()).count();
    for (Diagnostic d : theirs) {
      add(d);
    }
    synchronized (this) {
      errors += hiddenErrors;
      warnings += hiddenWarnings;
      theirHidden.forEach((path, n) -> notShown.merge(path, n, Long::sum));
    }
  }

  public synchronized boolean hasErrors() {
    return errors > 0;
  }

  /** Every error, shown or not. */
  public synchronized long errorCount() {
    return errors;
  }

  /** Every warning, shown or not. */
  public synchronized long warningCount() {
    return warnings;
  }

  /** How many problems of each file are counted but not kept to be shown, by path. */
  public synchronized Map<String, Long> notShown() {
    return new TreeMap<>(notShown);
  }

  /**
   * The problems kept to be shown, in a stable order: by file, line, column, then message, so
   * output never depends on timing.
   */
  public List<Diagnostic> sorted() {
    List<Diagnostic> out;
    synchronized (this) {
      out = new ArrayList<>(items);
    }
    out.sort(
        Comparator.comparing((Diagnostic d) -> d.where().path())
            .thenComparingInt(d -> d.where().line())
            .thenComparingInt(d -> d.where().column())
            .thenComparing(Diagnostic::message));
    return out;
  }

  /**
   * The same problems and counts, every path shown as {@code shown} gives it: problems are kept
   * relative to the project (so outputs are the same from any working folder), and a command shows
   * them to the user the way that user can open them.
   */
  public synchronized Diagnostics withPaths(UnaryOperator<String> shown) {
    Diagnostics out = new Diagnostics();
    for (Diagnostic d : items) {
      SourceRef w = d.where();
      out.items.add(
          new Diagnostic(
              d.severity(),
              d.checkId(),
              new SourceRef(shown.apply(w.path()), w.line(), w.column(), w.lineText()),
              d.message(),
              d.hint()));
    }
    keptPerFile.forEach((path, n) -> out.keptPerFile.merge(shown.apply(path), n, Integer::sum));
    notShown.forEach((path, n) -> out.notShown.merge(shown.apply(path), n, Long::sum));
    out.errors = errors;
    out.warnings = warnings;
    return out;
  }

  public synchronized boolean isEmpty() {
    return errors + warnings == 0;
  }
}
