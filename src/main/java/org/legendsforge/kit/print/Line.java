package org.legendsforge.kit.print;

/** A straight line on a page in millimetres (a crop mark or a cut line). */
public record Line(double x1, double y1, double x2, double y2) {
  public double length() {
    return Math.hypot(x2 - x1, y2 - y1);
  }

  /** Whether the line enters the open interior of {@code box} (touching its edge does not). */
  public boolean entersInterior(Box box) {
    double eps = 1e-6;
    double minX = Math.min(x1, x2);
    double maxX = Math.max(x1, x2);
    double minY = Math.min(y1, y2);
    double maxY = Math.max(y1, y2);
    // Marks are axis-parallel, so the bounding box test is exact.
    return maxX > box.x() + eps
        && minX < box.right() - eps
        && maxY > box.y() + eps
        && minY < box.bottom() - eps;
  }

  /**
   * Whether the line runs over any part of {@code box} other than a corner point: into its
   * interior, or along one of its edges. A crop mark may end at a card's corner, never run along
   * its cut edge, where a cut a hair inside the line would leave it on the card.
   */
  public boolean touchesEdgeOrInterior(Box box) {
    double eps = 1e-6;
    double minX = Math.min(x1, x2);
    double maxX = Math.max(x1, x2);
    double minY = Math.min(y1, y2);
    double maxY = Math.max(y1, y2);
    boolean spanX = maxX > box.x() + eps && minX < box.right() - eps;
    boolean spanY = maxY > box.y() + eps && minY < box.bottom() - eps;
    boolean withinX = maxX >= box.x() - eps && minX <= box.right() + eps;
    boolean withinY = maxY >= box.y() - eps && minY <= box.bottom() + eps;
    return (spanX && withinY) || (spanY && withinX);
  }
}
