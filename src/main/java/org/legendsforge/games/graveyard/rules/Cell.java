package org.legendsforge.games.graveyard.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A map cell. Columns A–J run west to east, rows 1–9 north to south (docs/rules-model.md §1);
 * internally zero-based, so {@code A1 = (0,0)} and {@code J9 = (9,8)}.
 */
public record Cell(int col, int row) implements Comparable<Cell> {
  public static final int COLUMNS = 10;
  public static final int ROWS = 9;

  private static final List<Cell> ALL;

  static {
    List<Cell> all = new ArrayList<>(COLUMNS * ROWS);
    for (int r = 0; r < ROWS; r++) {
      for (int c = 0; c < COLUMNS; c++) {
        all.add(new Cell(c, r));
      }
    }
    ALL = Collections.unmodifiableList(all);
  }

  public Cell {
    if (col < 0 || col >= COLUMNS || row < 0 || row >= ROWS) {
      throw new IllegalArgumentException("cell off the map: (" + col + "," + row + ")");
    }
  }

  /** Every cell in reading order: A1, B1, … J1, A2, … J9. */
  public static List<Cell> all() {
    return ALL;
  }

  public static boolean onMap(int col, int row) {
    return col >= 0 && col < COLUMNS && row >= 0 && row < ROWS;
  }

  /** Position in reading order, 0 for A1 to 89 for J9. */
  public int index() {
    return row * COLUMNS + col;
  }

  public String name() {
    return "" + (char) ('A' + col) + (row + 1);
  }

  /** Orthogonal (Manhattan) distance, the game's only distance (docs/rules-model.md §1). */
  public int distanceTo(Cell other) {
    return Math.abs(col - other.col) + Math.abs(row - other.row);
  }

  /** Adjacent for placement rules: diagonals count (Chebyshev distance 1). */
  public boolean touches(Cell other) {
    return !equals(other) && Math.abs(col - other.col) <= 1 && Math.abs(row - other.row) <= 1;
  }

  /** The up-to-four orthogonal neighbours on the map, in reading order. */
  public List<Cell> orthogonalNeighbours() {
    List<Cell> out = new ArrayList<>(4);
    int[][] steps = {{0, -1}, {-1, 0}, {1, 0}, {0, 1}};
    for (int[] s : steps) {
      if (onMap(col + s[0], row + s[1])) {
        out.add(new Cell(col + s[0], row + s[1]));
      }
    }
    return out;
  }

  @Override
  public int compareTo(Cell o) {
    return Integer.compare(index(), o.index());
  }

  @Override
  public String toString() {
    return name();
  }

  /**
   * Parses {@code C4}: a column letter A–J (lower case too) and a row digit 1–9, with nothing else
   * but ASCII spaces around them. Strict on purpose: "C04", "C+4" or digits of other scripts are
   * refused here exactly as the Tabletop Simulator script refuses them (see {@link AsciiText}).
   */
  public static Cell parse(String text) throws NotationException {
    String t = AsciiText.trim(text);
    String hint = "cells are named A1 to J9: a column letter, then one row digit";
    if (t.length() < 2) {
      throw new NotationException("\"" + text + "\" is not a cell name", 0, hint);
    }
    char letter = AsciiText.upper(t.charAt(0));
    if (letter < 'A' || letter > 'Z') {
      throw new NotationException("\"" + text + "\" is not a cell name", 0, hint);
    }
    if (letter > 'J') {
      throw new NotationException(
          "column \"" + t.charAt(0) + "\" is off the map", 0, "columns run from A to J");
    }
    int row = AsciiText.number(t.substring(1), 2);
    if (row < 0) {
      throw new NotationException("\"" + text + "\" is not a cell name", 1, hint);
    }
    if (row < 1 || row > ROWS) {
      throw new NotationException("row " + row + " is off the map", 1, "rows run from 1 to 9");
    }
    return new Cell(letter - 'A', row - 1);
  }
}
