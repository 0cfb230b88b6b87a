package org.legendsforge.games.graveyard.rulebook;

import java.util.Optional;

/**
 * A problem in a rules-text file at a 1-based line and column. {@code check} is the diagnostic's
 * check id; {@code unknownName} is the name a placeholder used that no fact has, for a "did you
 * mean" hint.
 */
public record TextProblem(
    String check,
    boolean warning,
    int line,
    int column,
    String message,
    String hint,
    Optional<String> unknownName) {

  static TextProblem error(String check, int line, int column, String message, String hint) {
    return new TextProblem(check, false, line, column, message, hint, Optional.empty());
  }

  static TextProblem warning(String check, int line, int column, String message, String hint) {
    return new TextProblem(check, true, line, column, message, hint, Optional.empty());
  }
}
