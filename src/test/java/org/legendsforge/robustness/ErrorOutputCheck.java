package org.legendsforge.robustness;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a user may see on a failed run: located diagnostics, each with a hint, a summary, and the
 * note that nothing was written. Anything else (a stack trace, an exception's name, a message
 * broken over lines by a character from the data) is a finding.
 */
final class ErrorOutputCheck {
  private static final Pattern HEADER =
      Pattern.compile(
          "^(?<path>.+?)(?::(?<line>\\d+):(?<col>\\d+))?: (?:error|warning)\\[[a-z0-9-]+\\]: \\S.*$");
  private static final Pattern SUMMARY =
      Pattern.compile("^\\d+ problems? \\(\\d+ errors?, \\d+ warnings?\\) in \\d+ files?$");

  /** A build's progress lines ("forge: card images: 222 faces ... (0.1 s)"); not errors. */
  private static final Pattern PROGRESS =
      Pattern.compile("^forge: (?!error|internal)[A-Za-z][\\w ]*: .*$");

  /** The line standing for the problems of a file past the first 200. */
  private static final Pattern NOT_SHOWN =
      Pattern.compile(
          "^.+: \\d+ more problems? not shown \\(fix the ones above first: one mistake often causes many\\)$");

  private static final String NOTHING_WRITTEN =
      "forge: nothing was written; the last good output is unchanged";
  private static final Pattern JAVA_LEAK =
      Pattern.compile(
          "\tat |\\b[A-Z][A-Za-z]*(?:Exception|Error)\\b|\\b(?:java|javax|jdk|sun|com\\.fasterxml|org\\.yaml|org\\.snakeyaml|org\\.legendsforge|picocli)\\.[a-z]|`|\\w\\(\\)");

  /** Longest line a user should have to read; echoed data must be cut. */
  static final int MAX_LINE = 400;

  private ErrorOutputCheck() {}

  /** Every problem with {@code err}; empty when it is what a user should see. */
  static List<String> problems(String err, String out, String dataPath) {
    List<String> problems = new ArrayList<>();
    // source lines under a message are the user's own text (comments may hold `code`)
    String ours =
        err.lines()
                .filter(l -> !l.startsWith("    "))
                .collect(java.util.stream.Collectors.joining("\n"))
            + "\n"
            + out;
    Matcher leak = JAVA_LEAK.matcher(ours);
    if (leak.find()) {
      problems.add(
          "Java internals leak into the output: \""
              + FuzzData.shorten(around(ours, leak.start()))
              + "\"");
    }
    String[] lines = err.split("\n", -1);
    boolean inDiagnostic = false;
    boolean hinted = true;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      if (line.length() > MAX_LINE) {
        problems.add("line " + (i + 1) + " is " + line.length() + " characters long");
      }
      Matcher h = HEADER.matcher(line);
      if (h.matches()) {
        if (!hinted) {
          problems.add("diagnostic before line " + (i + 1) + " has no hint");
        }
        if (!h.group("path").startsWith(dataPath)) {
          problems.add(
              "line " + (i + 1) + " names a file outside the data: " + FuzzData.shorten(line));
        }
        if (h.group("line") != null
            && (Integer.parseInt(h.group("line")) < 1 || Integer.parseInt(h.group("col")) < 1)) {
          problems.add("line " + (i + 1) + " has a position below 1: " + FuzzData.shorten(line));
        }
        inDiagnostic = true;
        hinted = false;
      } else if (line.startsWith("    ") && inDiagnostic && !hinted) {
        continue;
      } else if (line.startsWith("  hint: ")
          && inDiagnostic
          && line.length() > "  hint: ".length()) {
        hinted = true;
      } else if (PROGRESS.matcher(line).matches() && hinted) {
        continue;
      } else if (NOT_SHOWN.matcher(line).matches() && hinted) {
        inDiagnostic = false;
      } else if (SUMMARY.matcher(line).matches() || line.equals(NOTHING_WRITTEN)) {
        if (!hinted) {
          problems.add("last diagnostic has no hint");
        }
        inDiagnostic = false;
        hinted = true;
      } else if (!(line.isEmpty() && i == lines.length - 1)) {
        problems.add(
            "line " + (i + 1) + " is not part of a diagnostic: \"" + FuzzData.shorten(line) + "\"");
      }
    }
    if (!hinted) {
      problems.add("last diagnostic has no hint");
    }
    long shown = err.lines().filter(l -> HEADER.matcher(l).matches()).count();
    if (shown > org.legendsforge.kit.diag.Diagnostics.MAX_SHOWN) {
      problems.add(
          shown
              + " diagnostics shown, more than the "
              + org.legendsforge.kit.diag.Diagnostics.MAX_SHOWN
              + " a run shows");
    }
    return problems;
  }

  private static String around(String s, int at) {
    return s.substring(Math.max(0, at - 60), Math.min(s.length(), at + 60));
  }
}
