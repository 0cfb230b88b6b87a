package org.legendsforge.games.graveyard.rulebook;

import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.rules.Board;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.PickupKind;

/**
 * A picture of part of the map for a figure: the {@code columns} × {@code rows} cells from {@code
 * corner}, the heroes and orbs on them, and what the figure points out (a path walked, a line of
 * sight, the cells an area hits, the compensation counter, the cells a move may end on and the
 * cells its steps can never enter). Values only; a painter draws it.
 */
public record BoardView(
    Board board,
    Cell corner,
    int columns,
    int rows,
    List<Piece> heroes,
    List<Orb> orbs,
    List<Cell> path,
    Optional<Sightline> sight,
    List<Cell> hit,
    Optional<Counter> compensation,
    List<Cell> reach,
    List<Cell> blocked) {
  public BoardView {
    reach = List.copyOf(reach);
    blocked = List.copyOf(blocked);
    heroes = List.copyOf(heroes);
    orbs = List.copyOf(orbs);
    path = List.copyOf(path);
    hit = List.copyOf(hit);
    if (columns < 1 || rows < 1 || corner.col() + columns > Cell.COLUMNS) {
      throw new IllegalArgumentException("a view lies on the map");
    }
    if (corner.row() + rows > Cell.ROWS) {
      throw new IllegalArgumentException("a view lies on the map");
    }
  }

  /** A view that shows no move. */
  public BoardView(
      Board board,
      Cell corner,
      int columns,
      int rows,
      List<Piece> heroes,
      List<Orb> orbs,
      List<Cell> path,
      Optional<Sightline> sight,
      List<Cell> hit,
      Optional<Counter> compensation) {
    this(
        board,
        corner,
        columns,
        rows,
        heroes,
        orbs,
        path,
        sight,
        hit,
        compensation,
        List.of(),
        List.of());
  }

  /** The whole map. */
  public static BoardView whole(Board board, List<Piece> heroes, List<Orb> orbs) {
    return new BoardView(
        board,
        new Cell(0, 0),
        Cell.COLUMNS,
        Cell.ROWS,
        heroes,
        orbs,
        List.of(),
        Optional.empty(),
        List.of(),
        Optional.empty());
  }

  /**
   * The letters a hero's token shows, as the emblem of its cards shows them: the first letters of
   * the first and last capitalised words ("Caldrin, the Cinder Paladin" gives CP).
   */
  public static String initials(String name) {
    java.util.List<String> words =
        java.util.Arrays.stream(name.split("[\\s,]+"))
            .filter(w -> !w.isEmpty() && Character.isUpperCase(w.charAt(0)))
            .toList();
    if (words.isEmpty()) {
      return name.isEmpty() ? "?" : name.substring(0, 1).toUpperCase(java.util.Locale.ROOT);
    }
    String first = words.get(0).substring(0, 1);
    return words.size() == 1 ? first : first + words.get(words.size() - 1).substring(0, 1);
  }

  public boolean shows(Cell c) {
    return c.col() >= corner.col()
        && c.col() < corner.col() + columns
        && c.row() >= corner.row()
        && c.row() < corner.row() + rows;
  }

  /**
   * A hero on the map: its short label (initials), its side (0 for a dormant hero) and whether the
   * figure points it out as the hero acting or the one it acts on.
   */
  public record Piece(Cell cell, String label, int side, Role role) {}

  /** How a figure points a hero out. */
  public enum Role {
    NONE,
    ACTING,
    TARGET
  }

  public record Orb(Cell cell, PickupKind kind) {}

  /** A line of sight and what the rules model says of it. */
  public record Sightline(Cell from, Cell to, boolean sees) {}

  /**
   * The compensation track: the side holding points (0 for none), how many, and the side's name as
   * the printed track gives it ("Red").
   */
  public record Counter(int side, int points, String holder) {}
}
