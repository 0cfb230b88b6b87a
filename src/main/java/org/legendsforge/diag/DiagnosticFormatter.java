package org.legendsforge.diag;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Formats diagnostics the way compilers do:
 *
 * <pre>
 * card-data/spells/fire.yaml:14:11: error[area-notation]: area "1r2d" has more diagonals than steps (2 &gt; 1)
 *       area: 1r2d
 *             ^
 *   hint: the diagonal count Y in XrYd can be at most X, e.g. 1r1d
 * 2 problems (1 error, 1 warning) in 2 files
 * </pre>
 */
public final class DiagnosticFormatter {

  public String format(Diagnostics diagnostics) {
    StringBuilder out = new StringBuilder();
    List<Diagnostic> sorted = diagnostics.sorted();
    Set<String> files = new LinkedHashSet<>();
    for (Diagnostic d : sorted) {
      files.add(d.where().path());
      out.append(formatOne(d));
    }
    if (!sorted.isEmpty()) {
      out.append(summary(diagnostics, files.size())).append('\n');
    }
    return out.toString();
  }

  public String formatOne(Diagnostic d) {
    StringBuilder out = new StringBuilder();
    out.append(d.where().location())
        .append(": ")
        .append(d.severity().word())
        .append('[')
        .append(d.checkId())
        .append("]: ")
        .append(d.message())
        .append('\n');
    d.where()
        .lineText()
        .filter(t -> d.where().column() > 0)
        .ifPresent(
            text -> {
              String shown = text.replace('\t', ' ');
              out.append("    ").append(shown).append('\n');
              int col = Math.min(d.where().column(), shown.length() + 1);
              out.append("    ").append(" ".repeat(col - 1)).append("^\n");
            });
    if (!d.hint().isEmpty()) {
      out.append("  hint: ").append(d.hint()).append('\n');
    }
    return out.toString();
  }

  private static String summary(Diagnostics diagnostics, int files) {
    long errors = diagnostics.errorCount();
    long warnings = diagnostics.warningCount();
    long total = errors + warnings;
    return total
        + (total == 1 ? " problem" : " problems")
        + " ("
        + errors
        + (errors == 1 ? " error, " : " errors, ")
        + warnings
        + (warnings == 1 ? " warning" : " warnings")
        + ") in "
        + files
        + (files == 1 ? " file" : " files");
  }
}
