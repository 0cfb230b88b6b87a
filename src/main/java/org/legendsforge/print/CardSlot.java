package org.legendsforge.print;

/**
 * Where one card lies on a page: its trim box, the part of its bleed that is drawn ({@code
 * visible}, the clip), and whether it lies turned a quarter clockwise. The card is drawn over its
 * full bleed box and clipped to {@code visible}, so butted cards never paint over each other.
 */
public record CardSlot(int column, int row, Box trim, Box visible, boolean turned) {

  /** The trim grown by the card's bleed on every side: the area the card painter fills. */
  public Box bleedBox(double bleed) {
    return trim.grow(bleed, bleed, bleed, bleed);
  }

  /** The slot behind this one on the reverse side of the sheet. */
  public CardSlot behind(Duplex edge, SheetSpec sheet) {
    boolean longEdge = edge.flip() == Duplex.LONG;
    return new CardSlot(
        longEdge ? sheet.columns() - 1 - column : column,
        longEdge ? row : sheet.rows() - 1 - row,
        trim.behind(edge, sheet.pageWidth(), sheet.pageHeight()),
        visible.behind(edge, sheet.pageWidth(), sheet.pageHeight()),
        turned);
  }
}
