package org.legendsforge.games.graveyard.table;

import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.TerrainCard;

/**
 * An axis-aligned rectangle on the table, x west to east, z south to north: what the table's tests
 * compare a laid card, a cell or a token as. Shared by the geometry's own test and the one that
 * presses Setup on a mock table, so both measure "covers" and "inside" the same way.
 */
public record MatRect(double minX, double minZ, double maxX, double maxZ) {
  public static MatRect around(double x, double z, double w, double l) {
    return new MatRect(x - w / 2, z - l / 2, x + w / 2, z + l / 2);
  }

  /** Cell {@code c} of the map as {@code g} lays it. */
  public static MatRect cell(TableGeometry g, Cell c) {
    return around(g.cellX(c), g.cellZ(c), g.cellWidth(), g.cellLength());
  }

  /** The 2 × 3 cells of the terrain slot in slot column {@code col}, slot row {@code row}. */
  public static MatRect slotCells(TableGeometry g, int col, int row) {
    MatRect cells = null;
    for (int c = col * TerrainCard.WIDTH; c < (col + 1) * TerrainCard.WIDTH; c++) {
      for (int r = row * TerrainCard.LENGTH; r < (row + 1) * TerrainCard.LENGTH; r++) {
        MatRect cell = cell(g, new Cell(c, r));
        cells = cells == null ? cell : cells.union(cell);
      }
    }
    return cells;
  }

  public MatRect union(MatRect o) {
    return new MatRect(
        Math.min(minX, o.minX),
        Math.min(minZ, o.minZ),
        Math.max(maxX, o.maxX),
        Math.max(maxZ, o.maxZ));
  }

  public double area() {
    return (maxX - minX) * (maxZ - minZ);
  }

  public boolean sameAs(MatRect o) {
    return Math.abs(minX - o.minX) < 1e-6
        && Math.abs(minZ - o.minZ) < 1e-6
        && Math.abs(maxX - o.maxX) < 1e-6
        && Math.abs(maxZ - o.maxZ) < 1e-6;
  }

  public boolean holds(MatRect o) {
    return o.minX >= minX - 1e-9
        && o.maxX <= maxX + 1e-9
        && o.minZ >= minZ - 1e-9
        && o.maxZ <= maxZ + 1e-9;
  }
}
