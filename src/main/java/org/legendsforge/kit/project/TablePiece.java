package org.legendsforge.kit.project;

import java.util.List;

/**
 * One piece on the table that is not a card. A board has {@code spaces} (each may name the deck
 * that lies on it); a track runs from {@code from} to {@code to}; a die has {@code to} sides; a
 * counter starts at {@code from}; {@code count} is how many of the piece the game holds.
 */
public record TablePiece(
    String id,
    PieceKind kind,
    String label,
    Rgb colour,
    List<Space> spaces,
    int from,
    int to,
    int count) {
  public TablePiece {
    spaces = List.copyOf(spaces);
  }

  /** A space of a board: its words, and the deck dealt onto it (empty when none). */
  public record Space(String label, String deck) {}
}
