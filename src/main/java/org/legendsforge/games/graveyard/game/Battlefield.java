package org.legendsforge.games.graveyard.game;

import java.util.List;
import org.legendsforge.games.graveyard.rules.Board;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.SightLines;
import org.legendsforge.games.graveyard.rules.TerrainCell;

/**
 * One game's map as the engine asks it, cells numbered 0 (A1) to 89 (J9) in reading order: the
 * terrain, lines of sight (docs/rules-model.md §2, from the terrain-free geometry of {@link
 * SightLines}: a line is two masks and at most a few corner pairs to test against the cells that
 * block, cheaper to test when asked than to tabulate for every pair of cells at the start of every
 * game), distances and neighbours.
 */
public final class Battlefield {
  public static final int CELLS = Cell.COLUMNS * Cell.ROWS;
  private static final List<Cell> ALL = Cell.all();
  private static final SightLines LINES = SightLines.table();
  private static final int[][] NEIGHBOURS = new int[CELLS][];

  static {
    for (int a = 0; a < CELLS; a++) {
      NEIGHBOURS[a] = ALL.get(a).orthogonalNeighbours().stream().mapToInt(Cell::index).toArray();
    }
  }

  private final Board board;
  private final long[] blocking;

  public Battlefield(Board board) {
    this(board, board);
  }

  /** A map whose lines of sight are those of {@code sightBoard} (same cells, fewer blockers). */
  private Battlefield(Board board, Board sightBoard) {
    this.board = board;
    this.blocking = SightLines.blocking(sightBoard);
  }

  /**
   * The same map where {@code clear} terrain no longer blocks line of sight (a chaos element's
   * ClearSight): those cells are looked through as if they were plains.
   */
  Battlefield clearing(java.util.Set<org.legendsforge.games.graveyard.rules.Terrain> clear) {
    java.util.List<TerrainCell> cells = new java.util.ArrayList<>();
    for (TerrainCell c : board.cells()) {
      cells.add(
          clear.contains(c.terrain())
              ? new TerrainCell(org.legendsforge.games.graveyard.rules.Terrain.PLAINS, c.river())
              : c);
    }
    return new Battlefield(board, new Board(cells));
  }

  /** The same map with its rivers frozen: no land cell admits water movement (Frozen Rivers). */
  Battlefield frozen() {
    java.util.List<TerrainCell> cells = new java.util.ArrayList<>();
    for (TerrainCell c : board.cells()) {
      cells.add(new TerrainCell(c.terrain(), false));
    }
    Board ice = new Board(cells);
    return new Battlefield(ice, ice);
  }

  public Board board() {
    return board;
  }

  public TerrainCell terrain(int cell) {
    return board.cells().get(cell);
  }

  /** Whether a line of sight joins the two cells (symmetric; a cell sees itself). */
  public boolean sees(int from, int to) {
    // always asked from the lower cell, as the table once worked out both directions from it
    return from <= to ? LINES.visible(from, to, blocking) : LINES.visible(to, from, blocking);
  }

  /** The orthogonal neighbours of a cell, in reading order. */
  public int[] neighbours(int cell) {
    return NEIGHBOURS[cell];
  }

  public static Cell cell(int index) {
    return ALL.get(index);
  }

  public static int col(int cell) {
    return cell % Cell.COLUMNS;
  }

  public static int row(int cell) {
    return cell / Cell.COLUMNS;
  }

  /** Orthogonal distance (docs/rules-model.md §1). */
  public static int distance(int a, int b) {
    return Math.abs(col(a) - col(b)) + Math.abs(row(a) - row(b));
  }

  /** Adjacent with diagonals (docs/rules-model.md §1), a cell not touching itself. */
  public static boolean touches(int a, int b) {
    return a != b && Math.abs(col(a) - col(b)) <= 1 && Math.abs(row(a) - row(b)) <= 1;
  }

  public static String name(int cell) {
    return ALL.get(cell).name();
  }
}
