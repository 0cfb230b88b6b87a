package org.legendsforge.kit.book;

import java.util.BitSet;

/**
 * A square of cells around a centre cell, some of them inside, with a label under it: what the
 * rules text shows of an area. The cells are numbered row by row from the north-west corner.
 */
public record CellGrid(int reach, BitSet inside, String label) {
  public CellGrid {
    inside = (BitSet) inside.clone();
  }

  /**
   * A grid whose cell at ({@code dx}, {@code dy}) from the centre is inside when {@code in} says.
   */
  public static CellGrid of(int reach, String label, Inside in) {
    int side = 2 * reach + 1;
    BitSet cells = new BitSet(side * side);
    for (int dy = -reach; dy <= reach; dy++) {
      for (int dx = -reach; dx <= reach; dx++) {
        cells.set((dy + reach) * side + dx + reach, in.contains(dx, dy));
      }
    }
    return new CellGrid(reach, cells, label);
  }

  /** Which cells of a grid are inside, by their offset from the centre. */
  public interface Inside {
    boolean contains(int dx, int dy);
  }

  /** Cells a side: the centre and {@code reach} each way. */
  public int side() {
    return 2 * reach + 1;
  }

  /** Whether the cell {@code dx} columns and {@code dy} rows from the centre is inside. */
  public boolean contains(int dx, int dy) {
    return inside.get((dy + reach) * side() + dx + reach);
  }
}
