package org.legendsforge.games.graveyard.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The geometry of every line of sight on the map, worked out once, since it does not depend on the
 * terrain (docs/rules-model.md §2, in the exact arithmetic of {@link LineOfSight}): for each pair
 * of cells, the other cells whose open interior the segment between their centres crosses, and the
 * diagonal pairs of cells it squeezes between at a grid corner. With a board's blocking cells as a
 * bit set ({@link #blocking}), a line of sight is then two ANDs and a rare check of a corner: a
 * game's whole table of sight lines takes microseconds instead of the milliseconds of asking {@link
 * LineOfSight} pair by pair. Immutable; one table serves every board and thread.
 */
public final class SightLines {
  private static final int CELLS = Cell.COLUMNS * Cell.ROWS;
  private static final SightLines TABLE = new SightLines();

  /** Per ordered pair {@code from * CELLS + to}: crossed cells 0-63 and 64-89 as bits. */
  private final long[] crossLow = new long[CELLS * CELLS];

  private final long[] crossHigh = new long[CELLS * CELLS];

  /** Per ordered pair: squeezed corner pairs as cell indices {a0, b0, a1, b1, …}, or null. */
  private final int[][] corners = new int[CELLS * CELLS][];

  private SightLines() {
    List<Cell> all = Cell.all();
    for (Cell from : all) {
      for (Cell to : all) {
        if (!from.equals(to)) {
          work(from, to);
        }
      }
    }
  }

  /** The one table. */
  public static SightLines table() {
    return TABLE;
  }

  /** The cells of {@code board} that block sight, as the two words {@link #visible} takes. */
  public static long[] blocking(Board board) {
    long[] out = new long[2];
    for (int i = 0; i < CELLS; i++) {
      if (board.cells().get(i).blocksSight()) {
        out[i >> 6] |= 1L << (i & 63);
      }
    }
    return out;
  }

  /** Whether {@code from} sees {@code to} (cell indices) where {@code blocking} blocks sight. */
  public boolean visible(int from, int to, long[] blocking) {
    if (from == to) {
      return true;
    }
    int pair = from * CELLS + to;
    if ((crossLow[pair] & blocking[0]) != 0 || (crossHigh[pair] & blocking[1]) != 0) {
      return false;
    }
    int[] squeezed = corners[pair];
    if (squeezed != null) {
      for (int i = 0; i < squeezed.length; i += 2) {
        if (blocks(squeezed[i], blocking) && blocks(squeezed[i + 1], blocking)) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean blocks(int cell, long[] blocking) {
    return (blocking[cell >> 6] & (1L << (cell & 63))) != 0;
  }

  private void work(Cell from, Cell to) {
    int pair = from.index() * CELLS + to.index();
    int x0 = 2 * from.col() + 1;
    int y0 = 2 * from.row() + 1;
    int dx = 2 * (to.col() - from.col());
    int dy = 2 * (to.row() - from.row());
    for (int r = Math.min(from.row(), to.row()); r <= Math.max(from.row(), to.row()); r++) {
      for (int c = Math.min(from.col(), to.col()); c <= Math.max(from.col(), to.col()); c++) {
        Cell cell = new Cell(c, r);
        if (!cell.equals(from)
            && !cell.equals(to)
            && LineOfSight.crossesInterior(x0, y0, dx, dy, c, r)) {
          int i = cell.index();
          if (i < 64) {
            crossLow[pair] |= 1L << i;
          } else {
            crossHigh[pair] |= 1L << (i - 64);
          }
        }
      }
    }
    List<Integer> squeezed = new ArrayList<>();
    if (dx != 0 && dy != 0) {
      int sx = Integer.signum(dx);
      int sy = Integer.signum(dy);
      for (int i = Math.min(from.col(), to.col()) + 1; i <= Math.max(from.col(), to.col()); i++) {
        long num = (long) dy * (2 * i - x0);
        if (num % dx != 0) {
          continue;
        }
        long cy = y0 + num / dx;
        if (cy % 2 != 0) {
          continue;
        }
        int j = (int) (cy / 2);
        Cell a = sx == sy ? new Cell(i, j - 1) : new Cell(i - 1, j - 1);
        Cell b = sx == sy ? new Cell(i - 1, j) : new Cell(i, j);
        // the origin and target never block, so a pair holding either never squeezes the line
        if (!a.equals(from) && !a.equals(to) && !b.equals(from) && !b.equals(to)) {
          squeezed.add(a.index());
          squeezed.add(b.index());
        }
      }
    }
    if (!squeezed.isEmpty()) {
      corners[pair] = squeezed.stream().mapToInt(Integer::intValue).toArray();
    }
  }
}
