package org.legendsforge.kit.print;

/** A rectangle on a page in millimetres, origin at the page's top-left corner, y downwards. */
public record Box(double x, double y, double width, double height) {
  public double right() {
    return x + width;
  }

  public double bottom() {
    return y + height;
  }

  public Box grow(double left, double top, double rightSide, double bottomSide) {
    return new Box(x - left, y - top, width + left + rightSide, height + top + bottomSide);
  }

  /** This box as it lies behind the page when the sheet turns over {@code edge}. */
  public Box behind(Duplex edge, double pageWidth, double pageHeight) {
    return edge.flip() == Duplex.SHORT
        ? new Box(x, pageHeight - y - height, width, height)
        : new Box(pageWidth - x - width, y, width, height);
  }

  public Box shifted(double dx, double dy) {
    return new Box(x + dx, y + dy, width, height);
  }

  /** Whether {@code o} lies wholly inside this box (edges may touch). */
  public boolean contains(Box o) {
    double eps = 1e-6;
    return o.x >= x - eps
        && o.y >= y - eps
        && o.right() <= right() + eps
        && o.bottom() <= bottom() + eps;
  }

  /** Whether the boxes share more than an edge (to a micrometre's tolerance). */
  public boolean overlaps(Box o) {
    double eps = 1e-6;
    return x < o.right() - eps
        && o.x < right() - eps
        && y < o.bottom() - eps
        && o.y < bottom() - eps;
  }
}
