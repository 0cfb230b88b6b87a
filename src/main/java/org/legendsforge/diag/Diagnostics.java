package org.legendsforge.diag;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Collects every problem of a run so the user sees them all at once. Not thread-safe: give each
 * thread its own and {@link #addAll} them.
 */
public final class Diagnostics {
  private final List<Diagnostic> items = new ArrayList<>();

  public void add(Diagnostic d) {
    items.add(d);
  }

  public void error(String checkId, SourceRef where, String message, String hint) {
    add(Diagnostic.error(checkId, where, message, hint));
  }

  public void warning(String checkId, SourceRef where, String message, String hint) {
    add(Diagnostic.warning(checkId, where, message, hint));
  }

  public void addAll(Diagnostics other) {
    items.addAll(other.items);
  }

  public boolean hasErrors() {
    return items.stream().anyMatch(Diagnostic::isError);
  }

  public long errorCount() {
    return items.stream().filter(Diagnostic::isError).count();
  }

  public long warningCount() {
    return items.size() - errorCount();
  }

  /** In a stable order: by file, line, column, then message, so output never depends on timing. */
  public List<Diagnostic> sorted() {
    List<Diagnostic> out = new ArrayList<>(items);
    out.sort(
        Comparator.comparing((Diagnostic d) -> d.where().path())
            .thenComparingInt(d -> d.where().line())
            .thenComparingInt(d -> d.where().column())
            .thenComparing(Diagnostic::message));
    return out;
  }

  public boolean isEmpty() {
    return items.isEmpty();
  }
}
