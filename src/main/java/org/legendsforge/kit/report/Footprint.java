package org.legendsforge.kit.report;

/**
 * The room something drawn on a chart takes up, for {@link LabelPlacer} to keep names clear of: a
 * box (a name, a bar, a whisker) or a disc (a round marker or a ring, whose box would claim the
 * corners beside it that a name may use). In px, y pointing down.
 */
public sealed interface Footprint {
  /** Whether this and box {@code b} share any area. */
  boolean overlaps(Box b);

  /** Whether line {@code s} passes through this. */
  boolean crossedBy(Segment s);

  /** Whether point (x, y) lies in this (its edge included). */
  boolean contains(double x, double y);

  /** How far box {@code b} is from this: 0 when they touch or overlap. */
  double distance(Box b);

  /** A line from (x1, y1) to (x2, y2). */
  record Segment(double x1, double y1, double x2, double y2) {
    /** Whether this and {@code o} cross each other (touching ends do not count). */
    boolean crosses(Segment o) {
      return side(o.x1, o.y1) * side(o.x2, o.y2) < 0 && o.side(x1, y1) * o.side(x2, y2) < 0;
    }

    private double side(double x, double y) {
      return Math.signum((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1));
    }
  }

  /** An upright box: left, top, width, height. */
  record Box(double x, double y, double w, double h) implements Footprint {
    public double right() {
      return x + w;
    }

    double bottom() {
      return y + h;
    }

    @Override
    public boolean overlaps(Box o) {
      return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
    }

    public boolean inside(Box o) {
      return x >= o.x && y >= o.y && right() <= o.right() && bottom() <= o.bottom();
    }

    @Override
    public boolean contains(double px, double py) {
      return px >= x && px <= right() && py >= y && py <= bottom();
    }

    @Override
    public double distance(Box b) {
      double dx = Math.max(0, Math.max(b.x - right(), x - b.right()));
      double dy = Math.max(0, Math.max(b.y - bottom(), y - b.bottom()));
      return Math.hypot(dx, dy);
    }

    /** Liang–Barsky: clips the segment's parameter range to each side of the box in turn. */
    @Override
    public boolean crossedBy(Segment s) {
      double t0 = 0;
      double t1 = 1;
      double dx = s.x2() - s.x1();
      double dy = s.y2() - s.y1();
      double[] p = {-dx, dx, -dy, dy};
      double[] q = {s.x1() - x, right() - s.x1(), s.y1() - y, bottom() - s.y1()};
      for (int i = 0; i < 4; i++) {
        if (p[i] == 0) {
          if (q[i] < 0) {
            return false;
          }
        } else if (p[i] < 0) {
          t0 = Math.max(t0, q[i] / p[i]);
        } else {
          t1 = Math.min(t1, q[i] / p[i]);
        }
      }
      return t0 < t1;
    }
  }

  /** A disc: centre and radius. */
  record Disc(double x, double y, double r) implements Footprint {
    @Override
    public boolean overlaps(Box b) {
      double nx = Math.max(b.x(), Math.min(x, b.right()));
      double ny = Math.max(b.y(), Math.min(y, b.bottom()));
      return Math.hypot(nx - x, ny - y) < r;
    }

    @Override
    public boolean contains(double px, double py) {
      return Math.hypot(px - x, py - y) <= r;
    }

    @Override
    public double distance(Box b) {
      double nx = Math.max(b.x(), Math.min(x, b.right()));
      double ny = Math.max(b.y(), Math.min(y, b.bottom()));
      return Math.max(0, Math.hypot(nx - x, ny - y) - r);
    }

    @Override
    public boolean crossedBy(Segment s) {
      double dx = s.x2() - s.x1();
      double dy = s.y2() - s.y1();
      double len2 = dx * dx + dy * dy;
      double t =
          len2 == 0 ? 0 : Math.max(0, Math.min(1, ((x - s.x1()) * dx + (y - s.y1()) * dy) / len2));
      return Math.hypot(s.x1() + t * dx - x, s.y1() + t * dy - y) < r;
    }
  }
}
