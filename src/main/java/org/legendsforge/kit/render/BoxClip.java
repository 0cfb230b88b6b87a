package org.legendsforge.kit.render;

import java.awt.Shape;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a shape to a rectangle, outline by outline (Sutherland–Hodgman on each flattened outline).
 * For the patterns of generated pictures: far cheaper than {@link java.awt.geom.Area}, and exact
 * for the fill rule the shape has, because cutting each outline to the box commutes with both
 * filling rules.
 */
final class BoxClip {
  /** How far a flattened curve may stray from the curve, in the shape's units (millimetres). */
  private static final double FLATNESS = 0.05;

  private BoxClip() {}

  static Path2D.Double clip(Shape shape, Rectangle2D box) {
    Path2D.Double out = new Path2D.Double();
    PathIterator it = shape.getPathIterator(null, FLATNESS);
    out.setWindingRule(it.getWindingRule());
    List<double[]> outline = new ArrayList<>();
    double[] c = new double[6];
    for (; !it.isDone(); it.next()) {
      switch (it.currentSegment(c)) {
        case PathIterator.SEG_MOVETO -> {
          add(out, outline, box);
          outline = new ArrayList<>();
          outline.add(new double[] {c[0], c[1]});
        }
        case PathIterator.SEG_LINETO -> outline.add(new double[] {c[0], c[1]});
        default -> {
          add(out, outline, box);
          outline = new ArrayList<>();
        }
      }
    }
    add(out, outline, box);
    return out;
  }

  private static void add(Path2D.Double out, List<double[]> outline, Rectangle2D box) {
    double minX = Double.POSITIVE_INFINITY;
    double minY = Double.POSITIVE_INFINITY;
    double maxX = Double.NEGATIVE_INFINITY;
    double maxY = Double.NEGATIVE_INFINITY;
    for (double[] q : outline) {
      minX = Math.min(minX, q[0]);
      minY = Math.min(minY, q[1]);
      maxX = Math.max(maxX, q[0]);
      maxY = Math.max(maxY, q[1]);
    }
    if (outline.size() < 3 || !box.intersects(minX, minY, maxX - minX, maxY - minY)) {
      return;
    }
    List<double[]> p = outline;
    boolean within = box.contains(minX, minY) && box.contains(maxX, maxY);
    for (int edge = 0; edge < 4 && p.size() > 2 && !within; edge++) {
      p = cut(p, box, edge);
    }
    if (p.size() < 3) {
      return;
    }
    out.moveTo(p.get(0)[0], p.get(0)[1]);
    for (int i = 1; i < p.size(); i++) {
      out.lineTo(p.get(i)[0], p.get(i)[1]);
    }
    out.closePath();
  }

  /** The outline cut by one edge of the box: 0 left, 1 right, 2 top, 3 bottom. */
  private static List<double[]> cut(List<double[]> in, Rectangle2D box, int edge) {
    List<double[]> out = new ArrayList<>();
    for (int i = 0; i < in.size(); i++) {
      double[] a = in.get(i);
      double[] b = in.get((i + 1) % in.size());
      boolean aIn = inside(a, box, edge);
      boolean bIn = inside(b, box, edge);
      if (aIn) {
        out.add(a);
      }
      if (aIn != bIn) {
        out.add(crossing(a, b, box, edge));
      }
    }
    return out;
  }

  private static boolean inside(double[] p, Rectangle2D box, int edge) {
    return switch (edge) {
      case 0 -> p[0] >= box.getMinX();
      case 1 -> p[0] <= box.getMaxX();
      case 2 -> p[1] >= box.getMinY();
      default -> p[1] <= box.getMaxY();
    };
  }

  private static double[] crossing(double[] a, double[] b, Rectangle2D box, int edge) {
    if (edge < 2) {
      double x = edge == 0 ? box.getMinX() : box.getMaxX();
      double t = (x - a[0]) / (b[0] - a[0]);
      return new double[] {x, a[1] + t * (b[1] - a[1])};
    }
    double y = edge == 2 ? box.getMinY() : box.getMaxY();
    double t = (y - a[1]) / (b[1] - a[1]);
    return new double[] {a[0] + t * (b[0] - a[0]), y};
  }
}
