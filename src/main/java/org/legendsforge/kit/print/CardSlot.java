package org.legendsforge.kit.print;

/**
 * Where one card lies on a page: its trim box, the part of its bleed that is drawn ({@code
 * visible}, the clip), and how many quarter turns clockwise it lies ({@code turns}, 0 to 3: 1 lays
 * a tall card on its side with its top edge to the right). The card is drawn over its full bleed
 * box and clipped to {@code visible}, so butted cards never paint over each other.
 */
public record CardSlot(int column, int row, Box trim, Box visible, int turns) {
  public CardSlot {
    turns = Math.floorMod(turns, 4);
  }

  /** Whether the card lies on its side (a quarter or three quarters turned). */
  public boolean sideways() {
    return turns % 2 == 1;
  }

  /** The trim grown by the card's bleed on every side: the area the card painter fills. */
  public Box bleedBox(double bleed) {
    return trim.grow(bleed, bleed, bleed, bleed);
  }

  /**
   * The slot behind this one on the reverse side of the sheet. The back is turned so that its top
   * lies behind the front's top edge: a card flipped over in the hand then shows its back upright.
   * Turning a sheet over its long (vertical) edge mirrors left and right, which turns a quarter
   * turn into three quarters; over its short edge it mirrors top and bottom, which turns an upright
   * card upside down and leaves a card on its side as it was.
   */
  public CardSlot behind(Duplex edge, SheetSpec sheet) {
    boolean longEdge = edge.flip() == Duplex.LONG;
    return new CardSlot(
        longEdge ? sheet.columns() - 1 - column : column,
        longEdge ? row : sheet.rows() - 1 - row,
        trim.behind(edge, sheet.pageWidth(), sheet.pageHeight()),
        visible.behind(edge, sheet.pageWidth(), sheet.pageHeight()),
        longEdge ? -turns : 2 - turns);
  }

  /** This slot moved by {@code dx}, {@code dy} millimetres (right and down). */
  public CardSlot shifted(double dx, double dy) {
    return new CardSlot(column, row, trim.shifted(dx, dy), visible.shifted(dx, dy), turns);
  }
}
