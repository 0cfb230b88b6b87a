package org.legendsforge.diag;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Collects every problem of a run so the user sees them all at once. Thread-safe: output targets
 * report from several threads; {@link #sorted()} gives an order that never depends on timing.
 */
public final class Diagnostics {
  private final List<Diagnostic> items = new ArrayList<>();

  public synchronized void add(Diagnostic d) {
    items.add(d);
  }

  public void error(String checkId, SourceRef where, String message, String hint) {
    add(Diagnostic.error(checkId, where, message, hint));
  }

  public void warning(String checkId, SourceRef where, String message, String hint) {
    add(Diagnostic.warning(checkId, where, message, hint));
  }

  public void addAll(Diagnostics other) {
    List<Diagnostic> theirs;
    synchronized (other) {
      theirs = new ArrayList<>(other.items);
    }
    synchronized (this) {
      items.addAll(theirs);
    }
  }

  public synchronized boolean hasErrors() {
    return items.stream().anyMatch(Diagnostic::isError);
  }

  public synchronized long errorCount() {
    return items.stream().filter(Diagnostic::isError).count();
  }

  public synchronized long warningCount() {
    return items.size() - errorCount();
  }

  /** In a stable order: by file, line, column, then message, so output never depends on timing. */
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

  public synchronized boolean isEmpty() {
    return items.isEmpty();
  }
}
