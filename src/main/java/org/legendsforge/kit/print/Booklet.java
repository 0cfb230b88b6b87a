package org.legendsforge.kit.print;

/**
 * A saddle-stitched booklet: {@code pages} pages (a multiple of 4) printed two to a side on {@code
 * pages / 4} sheets turned on their short edge, then folded in half and stapled. Page numbers here
 * are 0-based; page 0 is the cover.
 */
public record Booklet(int pages) {
  public Booklet {
    if (pages <= 0 || pages % 4 != 0) {
      throw new IllegalArgumentException("a booklet has a multiple of 4 pages, not " + pages);
    }
  }

  public int sheets() {
    return pages / 4;
  }

  /**
   * The pages on one side of {@code sheet}, left then right as the side faces up. The outermost
   * sheet carries the last page and the cover on its front; behind the cover, once the sheet is
   * turned over its short edge, lies page 1.
   */
  public int[] side(int sheet, PageSide side) {
    if (sheet < 0 || sheet >= sheets()) {
      throw new IllegalArgumentException("no sheet " + sheet + " in a booklet of " + sheets());
    }
    return side == PageSide.FRONT
        ? new int[] {pages - 1 - 2 * sheet, 2 * sheet}
        : new int[] {2 * sheet + 1, pages - 2 - 2 * sheet};
  }
}
