package org.legendsforge.cli;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.rules.AreaSpec;
import org.legendsforge.rules.Cell;
import org.legendsforge.rules.MovementSpec;
import org.legendsforge.rules.NotationException;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Parses notation typed on the command line. A bad value is a usage error (exit 2): the user typed
 * it, so the message names the argument and the rules model's hint says what to write instead.
 */
final class Notation {
  private Notation() {}

  static Cell cell(CommandLine cl, String what, String text) {
    try {
      return Cell.parse(text);
    } catch (NotationException e) {
      throw bad(cl, what, text, e);
    }
  }

  /** A comma-separated list of cells, such as {@code C4,D5}; blanks are ignored. */
  static List<Cell> cells(CommandLine cl, String what, String text) {
    List<Cell> out = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      if (!part.isBlank()) {
        out.add(cell(cl, what, part));
      }
    }
    return out;
  }

  static AreaSpec area(CommandLine cl, String text) {
    try {
      return AreaSpec.parse(text);
    } catch (NotationException e) {
      throw bad(cl, "area", text, e);
    }
  }

  static MovementSpec movement(CommandLine cl, String text) {
    try {
      return MovementSpec.parseForHero(text);
    } catch (NotationException e) {
      throw bad(cl, "--spec", text, e);
    }
  }

  private static ParameterException bad(
      CommandLine cl, String what, String text, NotationException e) {
    String hint = e.hint().isEmpty() ? "" : " (" + e.hint() + ")";
    String quoted = "\"" + text.strip() + "\"";
    String message =
        e.getMessage().contains(quoted)
            ? what + ": " + e.getMessage()
            : what + " " + quoted + ": " + e.getMessage();
    return new ParameterException(cl, message + hint);
  }
}
