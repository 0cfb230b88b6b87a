package org.legendsforge.games.graveyard.table;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.kit.tts.CellSize;

/**
 * The table's one geometry: the size the game gives a card and a square tile at scale 1, and from
 * them where the 10 × 9 map lies, the cells, the 15 terrain slots, the mat and the sizes of the
 * pieces set on it. Everything else that places a thing on the map (the saved layout, the snap
 * points, the Global script's setup, the thumbnail) takes its numbers from here; the script only
 * rescales them to the mat it measures. The evidence for the two sizes is in docs/tts.md.
 *
 * <p>The map is built from the terrain card, so the card covers its 2 × 3 cells by construction: a
 * terrain card is {@link #TERRAIN_SCALE} × {@link #CARD_WIDTH} wide and, its sheet cell being
 * exactly 3:5, 5/3 of that long; a cell is half its width and a third of its length. Column A is
 * west (−x), row 1 north (+z); the map is centred on the mat's centre.
 */
public record TableGeometry(double cellWidth, double cellLength, double tableTop) {
  /**
   * Width of a card at scale 1, in table units. Not documented by the game; the real saves bound it
   * (scale-1 cards laid on snap points 2.43 apart) and the script measures the card it lays anyway.
   */
  public static final double CARD_WIDTH = 2.2;

  /** Side of a Custom_Tile with a square image at scale 1: its local extent is ±1. */
  public static final double TILE_SIDE = 2.0;

  /** The terrain cards' scale on every axis. */
  public static final double TERRAIN_SCALE = 1.35;

  /** Length over width of a terrain card: its sheet cell's, which keeps the 3 × 5 in trim. */
  public static final double TERRAIN_ASPECT =
      (double) CellSize.INDEX_CARD.height() / CellSize.INDEX_CARD.width();

  /** Tokens are this share of a cell's smaller side across, so one sits inside its cell. */
  static final double HERO_TOKEN_SHARE = 0.8;

  static final double PICKUP_SHARE = 0.6;

  public static final TableGeometry DEFAULT = ofTerrainCard(CARD_WIDTH * TERRAIN_SCALE, 1.0);

  /** Slots of terrain cards: 5 across, 3 down. */
  public static final int SLOT_COLUMNS = Cell.COLUMNS / TerrainCard.WIDTH;

  public static final int SLOT_ROWS = Cell.ROWS / TerrainCard.LENGTH;

  /** The geometry whose terrain cards are {@code cardWidth} wide. */
  public static TableGeometry ofTerrainCard(double cardWidth, double tableTop) {
    return new TableGeometry(
        cardWidth / TerrainCard.WIDTH, cardWidth * TERRAIN_ASPECT / TerrainCard.LENGTH, tableTop);
  }

  /** This geometry on a mat measured {@code matSize} wide: every length times the same factor. */
  public TableGeometry scaledTo(double matSize) {
    double k = matSize / matSize();
    return new TableGeometry(cellWidth * k, cellLength * k, tableTop);
  }

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
    return -width() / 2 + slotWidth() * (slot % SLOT_COLUMNS + 0.5);
  }

  public double slotZ(int slot) {
    return length() / 2 - slotLength() * (slot / SLOT_COLUMNS + 0.5);
  }

  public double slotWidth() {
    return TerrainCard.WIDTH * cellWidth;
  }

  public double slotLength() {
    return TerrainCard.LENGTH * cellLength;
  }

  /** The terrain cards' scale that makes one exactly a slot wide. */
  public double terrainScale() {
    return slotWidth() / CARD_WIDTH;
  }

  /** The mat: the map plus a margin of a cell's width for the column letters and row numbers. */
  public double matSize() {
    return Math.max(width(), length()) + 2 * cellWidth;
  }

  /** The scale of a square tile {@code footprint} units across. */
  public static double tileScale(double footprint) {
    return footprint / TILE_SIDE;
  }

  public double heroTokenWidth() {
    return HERO_TOKEN_SHARE * Math.min(cellWidth, cellLength);
  }

  public double pickupWidth() {
    return PICKUP_SHARE * Math.min(cellWidth, cellLength);
  }

  /** The centres of the 90 cells, in reading order (A1, B1, … J9). */
  public List<double[]> cellCentres() {
    List<double[]> out = new ArrayList<>();
    for (int r = 0; r < Cell.ROWS; r++) {
      for (int c = 0; c < Cell.COLUMNS; c++) {
        Cell cell = new Cell(c, r);
        out.add(new double[] {cellX(cell), cellZ(cell)});
      }
    }
    return out;
  }

  /** The centres of the 15 terrain slots, in reading order. */
  public List<double[]> slotCentres() {
    List<double[]> out = new ArrayList<>();
    for (int slot = 0; slot < SLOT_COLUMNS * SLOT_ROWS; slot++) {
      out.add(new double[] {slotX(slot), slotZ(slot)});
    }
    return out;
  }
}
