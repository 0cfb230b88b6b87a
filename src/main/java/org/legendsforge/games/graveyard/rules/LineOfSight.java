package org.legendsforge.games.graveyard.rules;

/**
 * Line of sight on a board (docs/rules-model.md §2), in exact integer arithmetic: every coordinate
 * is doubled, so cell (c,r) spans {@code [2c, 2c+2] × [2r, 2r+2]}, its centre is the odd point
 * {@code (2c+1, 2r+1)} and grid corners are the even points.
 *
 * <p>The segment joins the two centres. It is blocked by a blocking cell (forest or mountain, river
 * or not) other than the origin and target when it passes through that cell's open interior, or
 * when it passes exactly through a grid corner and both cells of the diagonal pair it squeezes
 * between are blocking. Heroes and pickups never block; a cell always sees itself.
 */
public final class LineOfSight {
  private final Board board;

  public LineOfSight(Board board) {
    this.board = board;
  }

  public boolean visible(Cell from, Cell to) {
    if (from.equals(to)) {
      return true;
    }
    int x0 = 2 * from.col() + 1;
    int y0 = 2 * from.row() + 1;
    int dx = 2 * (to.col() - from.col());
    int dy = 2 * (to.row() - from.row());
    int minCol = Math.min(from.col(), to.col());
    int maxCol = Math.max(from.col(), to.col());
    int minRow = Math.min(from.row(), to.row());
    int maxRow = Math.max(from.row(), to.row());
    // Only cells in the bounding box can meet the segment.
    for (int r = minRow; r <= maxRow; r++) {
      for (int c = minCol; c <= maxCol; c++) {
        Cell cell = new Cell(c, r);
        if (!cell.equals(from)
            && !cell.equals(to)
            && board.at(cell).blocksSight()
            && crossesInterior(x0, y0, dx, dy, c, r)) {
          return false;
        }
      }
    }
    return !squeezedAtACorner(from, to, x0, y0, dx, dy);
  }

  /**
   * Whether the closed segment from (x0,y0) along (dx,dy) meets the open square of cell (c,r).
   * Separating axes: x, y (the bounding boxes must overlap with positive length) and the segment's
   * normal (the square's corners must lie strictly on both sides of the segment's line).
   */
  static boolean crossesInterior(int x0, int y0, int dx, int dy, int c, int r) {
    int left = 2 * c;
    int top = 2 * r;
    if (Math.max(x0, x0 + dx) <= left || Math.min(x0, x0 + dx) >= left + 2) {
      return false;
    }
    if (Math.max(y0, y0 + dy) <= top || Math.min(y0, y0 + dy) >= top + 2) {
      return false;
    }
    boolean below = false;
    boolean above = false;
    for (int cx = left; cx <= left + 2; cx += 2) {
      for (int cy = top; cy <= top + 2; cy += 2) {
        long side = (long) dx * (cy - y0) - (long) dy * (cx - x0);
        below |= side < 0;
        above |= side > 0;
      }
    }
    return below && above;
  }

  /** Whether the segment passes through a grid corner whose squeezed diagonal pair both block. */
  private boolean squeezedAtACorner(Cell from, Cell to, int x0, int y0, int dx, int dy) {
    if (dx == 0 || dy == 0) {
      return false; // an axis-parallel segment through centres never meets an even corner
    }
    int sx = Integer.signum(dx);
    int sy = Integer.signum(dy);
    for (int i = Math.min(from.col(), to.col()) + 1; i <= Math.max(from.col(), to.col()); i++) {
      int cx = 2 * i;
      // The segment's y at x = cx is y0 + dy * (cx - x0) / dx; a corner needs it even and exact.
      long num = (long) dy * (cx - x0);
      if (num % dx != 0) {
        continue;
      }
      long cy = y0 + num / dx;
      if (cy % 2 != 0) {
        continue;
      }
      int j = (int) (cy / 2);
      // Cells around corner (i,j): (i-1,j-1) (i,j-1) / (i-1,j) (i,j). The segment runs through the
      // diagonal pair along its direction; the other pair is squeezed.
      Cell a = sx == sy ? new Cell(i, j - 1) : new Cell(i - 1, j - 1);
      Cell b = sx == sy ? new Cell(i - 1, j) : new Cell(i, j);
      if (blocks(a, from, to) && blocks(b, from, to)) {
        return true;
      }
    }
    return false;
  }

  private boolean blocks(Cell c, Cell from, Cell to) {
    return !c.equals(from) && !c.equals(to) && board.at(c).blocksSight();
  }
}
