package org.legendsforge.kit.diag;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
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
  /** Longest message, hint or path shown; echoed data beyond it is cut. */
  private static final int MAX_TEXT = 300;

  /** Widest window of a source line shown under a message. */
  private static final int MAX_SOURCE = 120;

  public String format(Diagnostics diagnostics) {
    StringBuilder out = new StringBuilder();
    List<Diagnostic> sorted = diagnostics.sorted();
    Map<String, Long> notShown = diagnostics.notShown();
    Set<String> files = new LinkedHashSet<>();
    for (int i = 0; i < sorted.size(); i++) {
      Cancellation.check();
      Diagnostic d = sorted.get(i);
      files.add(d.where().path());
      out.append(formatOne(d));
      boolean lastOfFile =
          i + 1 == sorted.size() || !sorted.get(i + 1).where().path().equals(d.where().path());
      if (lastOfFile && notShown.containsKey(d.where().path())) {
        out.append(more(d.where().path(), notShown.remove(d.where().path())));
      }
    }
    for (Map.Entry<String, Long> rest : notShown.entrySet()) {
      files.add(rest.getKey());
      out.append(more(rest.getKey(), rest.getValue()));
    }
    if (!diagnostics.isEmpty()) {
      out.append(summary(diagnostics, files.size())).append('\n');
    }
    return out.toString();
  }

  /** The line that stands for the problems of a file beyond the ones shown. */
  private static String more(String path, long count) {
    return oneLine(path, MAX_TEXT)
        + ": "
        + count
        + " more "
        + (count == 1 ? "problem" : "problems")
        + " not shown (fix the ones above first: one mistake often causes many)\n";
  }

  public String formatOne(Diagnostic d) {
    StringBuilder out = new StringBuilder();
    out.append(oneLine(d.where().location(), MAX_TEXT))
        .append(": ")
        .append(d.severity().word())
        .append('[')
        .append(d.checkId())
        .append("]: ")
        .append(oneLine(d.message(), MAX_TEXT))
        .append('\n');
    d.where()
        .lineText()
        .filter(t -> d.where().column() > 0)
        .ifPresent(text -> appendSourceLine(out, text, d.where().column()));
    if (!d.hint().isEmpty()) {
      out.append("  hint: ").append(oneLine(d.hint(), MAX_TEXT)).append('\n');
    }
    return out.toString();
  }

  /**
   * The source line with a caret under the column. A very long line (a pasted blob, a minified
   * file) is cut to a window around the column, and invisible characters are shown as '?', so the
   * caret still points at the right place and one line stays one line.
   */
  private static void appendSourceLine(StringBuilder out, String text, int column) {
    // The window is cut first and only it is looked at: a diagnostic costs the width of what it
    // shows, not the length of its line (150 000 errors on one 600 kB line took minutes).
    int length = text.length();
    int col = Math.min(column, length + 1);
    int start = 0;
    int end = length;
    if (length > MAX_SOURCE) {
      start = Math.max(0, Math.min(col - 1 - MAX_SOURCE / 2, length - MAX_SOURCE));
      end = Math.min(length, start + MAX_SOURCE);
    }
    String prefix = start > 0 ? "..." : "";
    out.append("    ").append(prefix);
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      out.append(c == '\t' ? ' ' : isInvisible(c) ? '?' : c);
    }
    out.append(end < length ? "..." : "").append('\n');
    out.append("    ").append(" ".repeat(prefix.length() + col - 1 - start)).append("^\n");
  }

  /**
   * Text from the data (a key, a file name) may hold line breaks or be huge: escape what would
   * break the one-line format and cut what no one would read.
   */
  static String oneLine(String s, int max) {
    StringBuilder b = new StringBuilder();
    int i = 0;
    for (; i < s.length() && b.length() < max; i++) {
      char c = s.charAt(i);
      if (c == '\n') {
        b.append("\\n");
      } else if (isInvisible(c)) {
        b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
      } else {
        b.append(c);
      }
    }
    return i < s.length() ? b + "..." : b.toString();
  }

  private static boolean isInvisible(int c) {
    // line and paragraph separators, and the bidirectional controls that can make text read
    // differently from what it is
    return Character.isISOControl(c)
        || c == '\u2028'
        || c == '\u2029'
        || (c >= '\u202a' && c <= '\u202e')
        || (c >= '\u2066' && c <= '\u2069');
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
