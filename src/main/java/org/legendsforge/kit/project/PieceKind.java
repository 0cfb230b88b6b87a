package org.legendsforge.kit.project;

import java.util.Locale;
import java.util.Optional;

/** The table pieces a data-only game can declare besides its cards. */
public enum PieceKind {
  /** A board with named spaces (a market, a player's board). */
  BOARD,
  /** A row of numbered steps a marker moves along (life, XP, score). */
  TRACK,
  /** A number a player turns up and down (gold, actions). */
  COUNTER,
  /** A die with a number of sides. */
  DICE,
  /** A marker or chit, printed as round tokens. */
  TOKEN;

  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<PieceKind> of(String word) {
    for (PieceKind k : values()) {
      if (k.word().equals(word)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }
}
