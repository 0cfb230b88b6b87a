package org.legendsforge.kit.print;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A sheet of cards in millimetres: the page and its printable area ({@code margin} from every edge,
 * what a home printer can reach), a grid of cards with its gutters, the cards' trim size and bleed,
 * and the crop marks. Every trim lies inside the printable area with room for a crop mark of at
 * least {@link #MIN_MARK} mm beyond it, also inside the printable area; a grid that breaks this is
 * refused, never clipped. {@link SheetPlanner} picks the grid. Read from {@code
 * templates/print/sheets/*.yaml}.
 *
 * <p>{@link Kind#SHEET}: the grid is centred on the page. {@link Kind#FOLD}: the grid lies in the
 * left half, {@link #GLUE} mm from the fold line down the middle; the backs go in the right half,
 * mirrored about the fold. {@link Kind#STOCK}: the page is the card (index-card stock): no marks,
 * no printable area, the bleed runs off the page.
 *
 * <p>{@code apart}: clear paper kept between the printed bleeds of neighbouring cards (terrain
 * cards, whose cells run to the edge: touching bleeds would read as one more cell line), taken out
 * of the bleed each card shows towards the gutter.
 */
public record SheetSpec(
    String name,
    double pageWidth,
    double pageHeight,
    double margin,
    double trimWidth,
    double trimHeight,
    double bleed,
    Grid grid,
    double markLength,
    double markOffset,
    Kind kind,
    double apart) {

  /** What most home printers cannot reach at each edge of the page: 1/4 in. */
  public static final double HOME_PRINTER_MARGIN = 6.35;

  /** The shortest crop mark a trim line may have: shorter ones are hard to lay a ruler on. */
  public static final double MIN_MARK = 3.0;

  /** How close to the trim a mark that runs over the bleed may come. */
  public static final double MARK_GAP = 0.3;

  /** Distance from the fold line to the nearest trims on a fold-over sheet (each side). */
  public static final double GLUE = 6.0;

  /** Where the grid goes on the page; see the class comment. */
  public enum Kind {
    SHEET,
    FOLD,
    STOCK
  }

  /**
   * Columns and rows of cards, the distance between neighbouring trims across ({@code gutterX}) and
   * down ({@code gutterY}), and whether the cards lie on their side.
   */
  public record Grid(int columns, int rows, double gutterX, double gutterY, boolean turned) {}

  /** A sheet whose neighbouring cards may touch. */
  public SheetSpec(
      String name,
      double pageWidth,
      double pageHeight,
      double margin,
      double trimWidth,
      double trimHeight,
      double bleed,
      Grid grid,
      double markLength,
      double markOffset,
      Kind kind) {
    this(
        name,
        pageWidth,
        pageHeight,
        margin,
        trimWidth,
        trimHeight,
        bleed,
        grid,
        markLength,
        markOffset,
        kind,
        0);
  }

  public SheetSpec {
    if (grid.columns() < 1 || grid.rows() < 1) {
      throw new IllegalArgumentException(name + ": a sheet needs at least one column and row");
    }
    if (kind != Kind.STOCK && markLength < MIN_MARK) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "%s: crop marks of %.1f mm are too short, at least %.0f mm",
              name,
              markLength,
              MIN_MARK));
    }
  }

  /** Checks the sheet against its page and printable area; the message says what does not fit. */
  public SheetSpec checked() {
    if (kind == Kind.STOCK) {
      if (perPage() != 1
          || Math.abs(slotWidth() - pageWidth) > 1e-6
          || Math.abs(slotHeight() - pageHeight) > 1e-6) {
        throw new IllegalArgumentException(name + ": a card-stock page holds one card of its size");
      }
      return this;
    }
    Box trims = trimExtent();
    double need = margin + MIN_MARK + MARK_GAP;
    double right = kind == Kind.FOLD ? foldX() - GLUE : pageWidth - need;
    if (trims.x() < need - 1e-6
        || trims.y() < need - 1e-6
        || trims.right() > right + 1e-6
        || trims.bottom() > pageHeight - need + 1e-6) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "%s: %d x %d cards take %.1f x %.1f mm; inside a %.1f x %.1f mm page with a %.2f mm"
                  + " printer margin they need %.2f mm more on every side for crop marks",
              name,
              columns(),
              rows(),
              trims.width(),
              trims.height(),
              pageWidth,
              pageHeight,
              margin,
              MIN_MARK + MARK_GAP));
    }
    return this;
  }

  public int columns() {
    return grid.columns();
  }

  public int rows() {
    return grid.rows();
  }

  public boolean turned() {
    return grid.turned();
  }

  public int perPage() {
    return columns() * rows();
  }

  /** The trim size as the card lies on the page. */
  public double slotWidth() {
    return turned() ? trimHeight : trimWidth;
  }

  public double slotHeight() {
    return turned() ? trimWidth : trimHeight;
  }

  /** The part of the page a printer with this sheet's margin prints. */
  public Box printable() {
    return new Box(margin, margin, pageWidth - 2 * margin, pageHeight - 2 * margin);
  }

  /** The fold line of a fold-over sheet: down the middle of the page. */
  public double foldX() {
    return pageWidth / 2;
  }

  /** The trims of a full page of fronts, gutters included. */
  public Box trimExtent() {
    double w = columns() * slotWidth() + (columns() - 1) * grid.gutterX();
    double h = rows() * slotHeight() + (rows() - 1) * grid.gutterY();
    double left = kind == Kind.FOLD ? foldX() - GLUE - w : (pageWidth - w) / 2;
    return new Box(left, (pageHeight - h) / 2, w, h);
  }

  /** The card slots of one page of fronts, row by row from the top left. */
  public List<CardSlot> slots() {
    Box extent = trimExtent();
    List<CardSlot> out = new ArrayList<>();
    for (int row = 0; row < rows(); row++) {
      for (int col = 0; col < columns(); col++) {
        Box trim =
            new Box(
                extent.x() + col * (slotWidth() + grid.gutterX()),
                extent.y() + row * (slotHeight() + grid.gutterY()),
                slotWidth(),
                slotHeight());
        out.add(new CardSlot(col, row, trim, visible(trim, col, row), turned() ? 1 : 0));
      }
    }
    return out;
  }

  /**
   * What of a card's bleed shows: all of it on the grid's outside; inside, half the gutter less
   * half the clear paper kept apart, at most the whole bleed.
   */
  private Box visible(Box trim, int col, int row) {
    double inX = innerBleed(grid.gutterX());
    double inY = innerBleed(grid.gutterY());
    return trim.grow(
        col == 0 ? bleed : inX,
        row == 0 ? bleed : inY,
        col == columns() - 1 ? bleed : inX,
        row == rows() - 1 ? bleed : inY);
  }

  /**
   * How far a back may land from its place before it shows past its neighbour's cut or leaves white
   * at its own, across and down: the bleed beyond each trim, or half the gutter.
   */
  public double hiddenOffsetX() {
    return columns() == 1 ? bleed : innerBleed(grid.gutterX());
  }

  public double hiddenOffsetY() {
    return rows() == 1 ? bleed : innerBleed(grid.gutterY());
  }

  /** The bleed a card shows towards a gutter of {@code gutter} mm. */
  private double innerBleed(double gutter) {
    return Math.max(0, Math.min(bleed, (gutter - apart) / 2));
  }

  /**
   * The clear paper between neighbouring cards' printed bleeds, across and down (0 where they touch
   * or share a cut); with one column or row, none.
   */
  public double clearX() {
    return columns() == 1 ? 0 : grid.gutterX() - 2 * innerBleed(grid.gutterX());
  }

  public double clearY() {
    return rows() == 1 ? 0 : grid.gutterY() - 2 * innerBleed(grid.gutterY());
  }
}
