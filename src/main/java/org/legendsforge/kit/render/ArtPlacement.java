package org.legendsforge.kit.render;

import java.awt.geom.Rectangle2D;
import org.legendsforge.kit.card.Art;

/**
 * Where a picture of a given size lands in a box, by the art's fit and focus (the picture may
 * overhang the box under {@code cover}; the painter clips to the box), and what that costs the
 * picture: the share of it cut off, and the resolution its pixels reach in print.
 */
record ArtPlacement(Rectangle2D.Double drawn, Rectangle2D box) {
  static final double MM_PER_INCH = 25.4;

  static ArtPlacement of(
      double width, double height, Rectangle2D box, Art.Fit fit, Art.Focus focus) {
    double bw = box.getWidth();
    double bh = box.getHeight();
    if (fit == Art.Fit.STRETCH) {
      return new ArtPlacement(new Rectangle2D.Double(box.getX(), box.getY(), bw, bh), box);
    }
    double scale =
        fit == Art.Fit.COVER
            ? Math.max(bw / width, bh / height)
            : Math.min(bw / width, bh / height);
    double w = width * scale;
    double h = height * scale;
    return new ArtPlacement(
        new Rectangle2D.Double(
            box.getX() + (bw - w) * focus.x(), box.getY() + (bh - h) * focus.y(), w, h),
        box);
  }

  /** The share of the picture's area outside the box, 0 to 1. */
  double cropped() {
    Rectangle2D shown = drawn.createIntersection(box);
    double all = drawn.getWidth() * drawn.getHeight();
    return all <= 0 ? 0 : 1 - Math.max(0, shown.getWidth()) * Math.max(0, shown.getHeight()) / all;
  }

  /**
   * Pixels per inch a picture {@code pixelsWide} across reaches when printed this size (box in mm).
   */
  double dpi(double pixelsWide, double pixelsHigh) {
    return Math.min(
        pixelsWide / (drawn.getWidth() / MM_PER_INCH),
        pixelsHigh / (drawn.getHeight() / MM_PER_INCH));
  }

  /** The box's size in pixels at {@code dpi}, the size to aim for when making art for it. */
  static String pixels(Rectangle2D box, int dpi) {
    return Math.round(box.getWidth() / MM_PER_INCH * dpi)
        + " x "
        + Math.round(box.getHeight() / MM_PER_INCH * dpi)
        + " px";
  }
}
