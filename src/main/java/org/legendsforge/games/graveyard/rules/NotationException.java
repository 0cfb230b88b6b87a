package org.legendsforge.games.graveyard.rules;

/**
 * A piece of game notation ({@code C4}, {@code 2r1d}, {@code 1 any + 2 P H F}, {@code F~}) that
 * does not parse. {@link #offset()} is the 0-based character index in the notation where the
 * problem starts, so a loader can point at the exact column in the user's file.
 */
public final class NotationException extends Exception {
  private final int offset;
  private final String hint;

  public NotationException(String message, int offset, String hint) {
    super(message);
    this.offset = offset;
    this.hint = hint;
  }

  public int offset() {
    return offset;
  }

  /** A suggestion for the user, or the empty string. */
  public String hint() {
    return hint;
  }
}
