package org.legendsforge.kit.print;

import java.util.Locale;

/**
 * Picks the grid of a sheet: as many cards as fit inside the printable area with room for crop
 * marks, upright before on their side, each card keeping its own bleed (gutters of two bleeds)
 * where that still fits, butted otherwise. So Letter at a 1/4 in margin takes 8 cards on their side
 * rather than 9 whose outer cuts the printer cannot mark, and at a 3 mm margin 9 upright again.
 *
 * <p>A gutter the user chose ({@code --gutter}) is kept both ways, and as many cards as fit with
 * it. A sheet whose cards stand {@code apart} never butts them, and prefers gutters with that much
 * clear paper between the bleeds.
 */
public final class SheetPlanner {
  private SheetPlanner() {}

  /** The page, its printable margin and the card: what a sheet is planned from. */
  public record Request(
      String name,
      double pageWidth,
      double pageHeight,
      double margin,
      double trimWidth,
      double trimHeight,
      double bleed,
      double markLength,
      double markOffset,
      SheetSpec.Kind kind,
      double apart,
      java.util.Optional<Double> gutter) {
    /** A request for a sheet whose cards may touch, its grid picked freely. */
    public Request(
        String name,
        double pageWidth,
        double pageHeight,
        double margin,
        double trimWidth,
        double trimHeight,
        double bleed,
        double markLength,
        double markOffset,
        SheetSpec.Kind kind) {
      this(
          name,
          pageWidth,
          pageHeight,
          margin,
          trimWidth,
          trimHeight,
          bleed,
          markLength,
          markOffset,
          kind,
          0,
          java.util.Optional.empty());
    }
  }

  public static SheetSpec plan(Request r) {
    if (r.kind() == SheetSpec.Kind.STOCK) {
      return sheet(r, new SheetSpec.Grid(1, 1, 0, 0, false)).checked();
    }
    double need = r.margin() + SheetSpec.MIN_MARK + SheetSpec.MARK_GAP;
    double across =
        r.kind() == SheetSpec.Kind.FOLD
            ? r.pageWidth() / 2 - SheetSpec.GLUE - need
            : r.pageWidth() - 2 * need;
    double down = r.pageHeight() - 2 * need;
    SheetSpec.Grid best = null;
    for (boolean turned : new boolean[] {false, true}) {
      double w = turned ? r.trimHeight() : r.trimWidth();
      double h = turned ? r.trimWidth() : r.trimHeight();
      for (double gx : gutters(r)) {
        for (double gy : gutters(r)) {
          int cols = fit(across, w, gx);
          int rows = fit(down, h, gy);
          if (cols < 1 || rows < 1) {
            continue;
          }
          SheetSpec.Grid g =
              new SheetSpec.Grid(cols, rows, cols > 1 ? gx : 0, rows > 1 ? gy : 0, turned);
          if (best == null || cols * rows > best.columns() * best.rows()) {
            best = g;
          }
        }
      }
    }
    if (best == null) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "%s: no %.1f x %.1f mm card fits on a %.1f x %.1f mm page inside a %.2f mm printer"
                  + " margin with room for crop marks"
                  + r.gutter().map(g -> " and " + g + " mm between cards").orElse(""),
              r.name(),
              r.trimWidth(),
              r.trimHeight(),
              r.pageWidth(),
              r.pageHeight(),
              r.margin()));
    }
    return sheet(r, best).checked();
  }

  /** The gutters to try, the widest first: the chosen one, or full bleeds, then touching. */
  private static double[] gutters(Request r) {
    if (r.gutter().isPresent()) {
      return new double[] {r.gutter().get()};
    }
    if (r.apart() > 0) {
      return new double[] {2 * r.bleed() + r.apart(), 2 * r.bleed()};
    }
    return new double[] {2 * r.bleed(), 0};
  }

  /** How many cards of {@code size} with {@code gutter} between them fit in {@code room}. */
  private static int fit(double room, double size, double gutter) {
    return (int) Math.floor((room + gutter) / (size + gutter) + 1e-9);
  }

  private static SheetSpec sheet(Request r, SheetSpec.Grid grid) {
    return new SheetSpec(
        r.name(),
        r.pageWidth(),
        r.pageHeight(),
        r.margin(),
        r.trimWidth(),
        r.trimHeight(),
        r.bleed(),
        grid,
        r.markLength(),
        r.markOffset(),
        r.kind(),
        r.apart());
  }
}
