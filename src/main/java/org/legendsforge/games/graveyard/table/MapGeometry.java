package org.legendsforge.games.graveyard.table;

import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.TerrainCard;

/**
 * Where the 10 × 9 map lies on the table. A map cell is a sixth of a 3 × 5 in terrain card (2
 * across, 3 down), so with one table unit taken as an inch a cell is 1.5 wide and 5/3 long, and the
 * 15 cards tile a 15 × 15 square centred on the origin. Column A is west (−x), row 1 north (+z).
 * The Global script measures the mat at load and uses these same numbers scaled to it, so a wrong
 * guess about the game's tile size moves nothing out of line.
 */
public record MapGeometry(double cellWidth, double cellLength, double tableTop) {
  public static final MapGeometry DEFAULT = new MapGeometry(1.5, 5.0 / 3.0, 1.0);

  /** Slots of terrain cards: 5 across, 3 down. */
  public static final int SLOT_COLUMNS = Cell.COLUMNS / TerrainCard.WIDTH;

  public static final int SLOT_ROWS = Cell.ROWS / TerrainCard.LENGTH;

  public double width() {
    return Cell.COLUMNS * cellWidth;
  }

  public double length() {
    return Cell.ROWS * cellLength;
  }

  public double cellX(Cell c) {
    return -width() / 2 + cellWidth * (c.col() + 0.5);
  }

  public double cellZ(Cell c) {
    return length() / 2 - cellLength * (c.row() + 0.5);
  }

  /** Centre of terrain slot {@code slot} (0..14, reading order). */
  public double slotX(int slot) {
    return -width() / 2 + TerrainCard.WIDTH * cellWidth * (slot % SLOT_COLUMNS + 0.5);
  }

  public double slotZ(int slot) {
    return length() / 2 - TerrainCard.LENGTH * cellLength * (slot / SLOT_COLUMNS + 0.5);
  }

  public double slotWidth() {
    return TerrainCard.WIDTH * cellWidth;
  }

  /** The mat: the map plus a margin for the column letters and row numbers. */
  public double matSize() {
    return Math.max(width(), length()) + 2 * cellWidth;
  }
}
