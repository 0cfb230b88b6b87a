package org.legendsforge.print;

import java.util.ArrayList;
import java.util.List;

/**
 * A sheet of cards in millimetres: the page, a grid of cards centred on it, the cards' trim size
 * and bleed, how neighbours share bleed, and the crop marks. {@code turned} lays each card on its
 * side (a tall index card on a 5 × 3 in page). Read from {@code templates/print/sheets/*.yaml}.
 */
public record SheetSpec(
    String name,
    double pageWidth,
    double pageHeight,
    int columns,
    int rows,
    double trimWidth,
    double trimHeight,
    double bleed,
    BleedMode bleedMode,
    boolean turned,
    double markLength,
    double markOffset) {

  public SheetSpec {
    if (columns < 1 || rows < 1) {
      throw new IllegalArgumentException(name + ": a sheet needs at least one column and row");
    }
    // Fields are not assigned yet in a compact constructor: measure from the parameters.
    double gutter = bleedMode == BleedMode.FULL ? 2 * bleed : 0;
    double slotW = turned ? trimHeight : trimWidth;
    double slotH = turned ? trimWidth : trimHeight;
    double gridW = columns * slotW + (columns - 1) * gutter + 2 * bleed;
    double gridH = rows * slotH + (rows - 1) * gutter + 2 * bleed;
    if (!fits(gridW, pageWidth, bleed) || !fits(gridH, pageHeight, bleed)) {
      throw new IllegalArgumentException(
          String.format(
              java.util.Locale.ROOT,
              "%s: %d x %d cards need %.1f x %.1f mm, the page is %.1f x %.1f mm",
              name,
              columns,
              rows,
              gridW,
              gridH,
              pageWidth,
              pageHeight));
    }
  }

  /**
   * The grid with its bleed must fit the page, except where the trims fill the page exactly (a card
   * printed on stock of its own size): there the bleed runs off the edge.
   */
  private static boolean fits(double grid, double page, double bleed) {
    double trims = grid - 2 * bleed;
    return grid <= page + 1e-9 || Math.abs(trims - page) < 1e-9;
  }

  public int perPage() {
    return columns * rows;
  }

  /** The trim size as the card lies on the page. */
  public double slotWidth() {
    return turned ? trimHeight : trimWidth;
  }

  public double slotHeight() {
    return turned ? trimWidth : trimHeight;
  }

  /** The distance between neighbouring trims. */
  public double gutter() {
    return bleedMode == BleedMode.FULL ? 2 * bleed : 0;
  }

  /** The width of the whole grid including its outer bleed. */
  public double gridWidth() {
    return columns * slotWidth() + (columns - 1) * gutter() + 2 * bleed;
  }

  public double gridHeight() {
    return rows * slotHeight() + (rows - 1) * gutter() + 2 * bleed;
  }

  /** The card slots of one page of fronts, row by row from the top left. */
  public List<CardSlot> slots() {
    double left = (pageWidth - gridWidth()) / 2 + bleed;
    double top = (pageHeight - gridHeight()) / 2 + bleed;
    List<CardSlot> out = new ArrayList<>();
    for (int row = 0; row < rows; row++) {
      for (int col = 0; col < columns; col++) {
        Box trim =
            new Box(
                left + col * (slotWidth() + gutter()),
                top + row * (slotHeight() + gutter()),
                slotWidth(),
                slotHeight());
        out.add(new CardSlot(col, row, trim, visible(trim, col, row), turned));
      }
    }
    return out;
  }

  /** What of a card's bleed shows: all of it, or with butted cards only its outer edges. */
  private Box visible(Box trim, int col, int row) {
    if (bleedMode == BleedMode.FULL) {
      return trim.grow(bleed, bleed, bleed, bleed);
    }
    return trim.grow(
        col == 0 ? bleed : 0,
        row == 0 ? bleed : 0,
        col == columns - 1 ? bleed : 0,
        row == rows - 1 ? bleed : 0);
  }
}
