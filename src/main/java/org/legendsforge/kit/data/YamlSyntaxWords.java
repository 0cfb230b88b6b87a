package org.legendsforge.kit.data;

import java.util.List;
import java.util.Optional;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;

/**
 * A YAML parser's complaint ("expected &lt;block end&gt;, but found '&lt;block mapping start&gt;'")
 * put into words a designer can act on ("this line is indented 3 spaces; the line above uses 4"),
 * at the place to fix: an unclosed quote or brace is shown where it opens, not at the end of the
 * file where the parser gave up; a key without its colon on its own line, not on the next one.
 */
public final class YamlSyntaxWords {
  /** What to say, where (1-based line and column). */
  public record Said(int line, int column, String message, String hint) {}

  /**
   * What to say about a failed read of YAML {@code lines}, when the parser marked where it stopped
   * (anywhere among {@code e}'s causes).
   */
  public static Optional<Said> of(Throwable e, List<String> lines) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof MarkedYAMLException m && m.getProblemMark() != null) {
        return Optional.of(of(m, lines));
      }
    }
    return Optional.empty();
  }

  private static final String INDENT_HINT =
      "YAML reads the structure from the indentation: line this up with the other lines at its"
          + " level, with spaces only";

  private YamlSyntaxWords() {}

  static Said of(MarkedYAMLException e, List<String> lines) {
    String problem = e.getProblem() == null ? "" : e.getProblem();
    String context = e.getContext() == null ? "" : e.getContext();
    Mark at = e.getProblemMark();
    Mark from = e.getContextMark() != null ? e.getContextMark() : at;
    if (problem.contains("(TAB)")) {
      return said(
          at,
          "this line is indented with a tab, which YAML does not allow",
          "indent with spaces, as the other lines of the file are");
    }
    if (context.contains("quoted scalar")) {
      return said(
          from,
          "this quote is never closed",
          "end the text with the same quote mark (\" or ') it starts with, on the same line");
    }
    if (context.contains("flow mapping") || context.contains("flow sequence")) {
      char open = context.contains("mapping") ? '{' : '[';
      char close = open == '{' ? '}' : ']';
      boolean closedOnItsLine = line(lines, from).indexOf(close, from.getColumn()) >= 0;
      return closedOnItsLine
          ? said(
              at,
              "a comma or " + close + " is missing in this " + open + " … " + close,
              "separate the entries with commas: { name: Crimson, hex: \"#B71C1C\" }")
          : said(
              from,
              "this " + open + " is never closed",
              "end it with " + close + " on the same line: { name: Crimson, hex: \"#B71C1C\" }");
    }
    if (problem.contains("could not find expected ':'")) {
      return said(
          from,
          "this line has no \":\" after its key",
          "write \"key: value\", with a space after the colon");
    }
    if (problem.contains("undefined alias")) {
      return said(
          at,
          "a value starting with * is read as a YAML alias",
          "put the text in quotes: \"*...\"");
    }
    if (problem.contains("cannot start any token")) {
      return said(at, "a value cannot start with this character", "put the text in quotes");
    }
    Optional<String> indent = indentation(lines, at);
    if (indent.isPresent()) {
      return said(at, indent.get(), INDENT_HINT);
    }
    if (problem.contains("mapping values are not allowed")) {
      return continuation(lines, at)
          .orElseGet(
              () ->
                  said(
                      at,
                      "this value holds \": \", which YAML reads as the start of another key",
                      "put the text in quotes, or check the indentation of this line"));
    }
    if (problem.contains("end of stream")) {
      return said(
          at,
          "the file ends in the middle of a value",
          "a quote, { or [ is opened and never closed");
    }
    return said(
        at,
        "the structure of the file breaks here",
        "check the indentation (spaces only) of this line and the one above, and put text with"
            + " special characters (: # { [ * & !) in quotes");
  }

  /**
   * "this line is indented 3 spaces; the line above uses 4" when the line at {@code at} starts
   * where the parser stopped and does not line up with the lines before it: the nearest level above
   * (a key's column, or for a list item the list's dash) is taken as the one it meant.
   */
  static Optional<String> indentation(List<String> lines, Mark at) {
    int index = at.getLine();
    if (index < 0 || index >= lines.size()) {
      return Optional.empty();
    }
    String here = lines.get(index);
    int n = leading(here);
    if (at.getColumn() != n) {
      return Optional.empty(); // the parser stopped inside the line, not at its indentation
    }
    boolean item = isItem(here);
    int best = -1;
    int bestLine = -1;
    for (int i = index - 1; i >= 0 && i >= index - LOOK_BACK; i--) {
      String above = lines.get(i);
      if (above.isBlank() || above.strip().startsWith("#") || (item && !isItem(above))) {
        continue;
      }
      int c = item ? leading(above) : keyColumn(above);
      if (best < 0 || Math.abs(c - n) < Math.abs(best - n)) {
        best = c;
        bestLine = i;
      }
    }
    if (best < 0 || best == n || Math.abs(best - n) > 2) {
      return Optional.empty();
    }
    String what = item ? "this list item is indented " : "this line is indented ";
    String where =
        bestLine == previousLine(lines, index)
            ? (item ? "the list above uses " : "the line above uses ")
            : (item ? "the list it belongs to uses " : "the lines above at its level use ");
    return Optional.of(what + spaces(n) + "; " + where + best);
  }

  /**
   * A key line indented deeper than the plain value above it: YAML reads it as more of that value,
   * and only stops at its colon.
   */
  private static Optional<Said> continuation(List<String> lines, Mark at) {
    int index = at.getLine();
    int above = previousLine(lines, index);
    if (index >= lines.size() || above < 0) {
      return Optional.empty();
    }
    int n = leading(lines.get(index));
    int c = keyColumn(lines.get(above));
    String prev = lines.get(above).strip();
    if (n <= c || prev.endsWith(":") || prev.startsWith("- ") && !prev.contains(": ")) {
      return Optional.empty();
    }
    return Optional.of(
        new Said(
            index + 1,
            n + 1,
            "this line is indented "
                + spaces(n)
                + ", more than the line above ("
                + c
                + "), so YAML reads it as part of that line's value",
            INDENT_HINT));
  }

  /** How far up to look for the level a line meant. */
  private static final int LOOK_BACK = 60;

  private static int previousLine(List<String> lines, int index) {
    for (int i = index - 1; i >= 0; i--) {
      if (!lines.get(i).isBlank() && !lines.get(i).strip().startsWith("#")) {
        return i;
      }
    }
    return -1;
  }

  private static boolean isItem(String line) {
    String t = line.strip();
    return t.startsWith("- ") || t.equals("-");
  }

  /** Where a line's key starts: after its indentation and, for a list item, after "- ". */
  private static int keyColumn(String line) {
    int c = leading(line);
    String rest = line.substring(c);
    if (rest.startsWith("- ")) {
      c += 2 + leading(rest.substring(2));
    }
    return c;
  }

  private static int leading(String line) {
    int n = 0;
    while (n < line.length() && line.charAt(n) == ' ') {
      n++;
    }
    return n;
  }

  private static String spaces(int n) {
    return n + (n == 1 ? " space" : " spaces");
  }

  private static String line(List<String> lines, Mark m) {
    return m.getLine() >= 0 && m.getLine() < lines.size() ? lines.get(m.getLine()) : "";
  }

  private static Said said(Mark m, String message, String hint) {
    return new Said(m.getLine() + 1, m.getColumn() + 1, message, hint);
  }
}
