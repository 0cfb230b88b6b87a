package org.legendsforge.kit.report;

/**
 * Chart marker shapes, one per deck, so decks are told apart by shape as well as colour
 * (colour-blind readers, grey-scale prints). Every marker has a dark outline, so pale sleeve
 * colours (white, ivory) still show on the white page.
 */
public enum ChartMarker {
  CIRCLE,
  SQUARE,
  TRIANGLE,
  DIAMOND,
  TRIANGLE_DOWN,
  STAR,
  PLUS,
  CROSS,
  PENTAGON,
  HEXAGON;

  public static ChartMarker nth(int i) {
    return values()[Math.floorMod(i, values().length)];
  }

  /** The marker centred on (x, y), about {@code 2r} across, as an SVG element. */
  public String svg(double x, double y, double r, String fill, String extra) {
    String style =
        " fill=\""
            + fill
            + "\" stroke=\"#222\" stroke-width=\"1.2\" data-shape=\""
            + name().toLowerCase(java.util.Locale.ROOT)
            + "\""
            + extra;
    return switch (this) {
      case CIRCLE ->
          "<circle cx=\""
              + Svg.n(x)
              + "\" cy=\""
              + Svg.n(y)
              + "\" r=\""
              + Svg.n(r)
              + "\""
              + style
              + ">";
      case SQUARE -> polygon(x, y, r * 1.15, 4, 45, style);
      case TRIANGLE -> polygon(x, y, r * 1.3, 3, -90, style);
      case DIAMOND -> polygon(x, y, r * 1.3, 4, 0, style);
      case TRIANGLE_DOWN -> polygon(x, y, r * 1.3, 3, 90, style);
      case STAR -> star(x, y, r * 1.4, style);
      case PLUS -> cross(x, y, r * 1.15, 0, style);
      case CROSS -> cross(x, y, r * 1.15, 45, style);
      case PENTAGON -> polygon(x, y, r * 1.2, 5, -90, style);
      case HEXAGON -> polygon(x, y, r * 1.15, 6, 0, style);
    };
  }

  /** The element name the {@link #svg} text opens with, so callers can close it. */
  public String tag() {
    return this == CIRCLE ? "circle" : "polygon";
  }

  private static String polygon(
      double x, double y, double r, int sides, double startDeg, String style) {
    StringBuilder pts = new StringBuilder();
    for (int i = 0; i < sides; i++) {
      double a = Math.toRadians(startDeg + 360.0 * i / sides);
      point(pts, x + r * Math.cos(a), y + r * Math.sin(a));
    }
    return "<polygon points=\"" + pts + "\"" + style + ">";
  }

  private static String star(double x, double y, double r, String style) {
    StringBuilder pts = new StringBuilder();
    for (int i = 0; i < 10; i++) {
      double a = Math.toRadians(-90 + 36.0 * i);
      double rr = i % 2 == 0 ? r : r * 0.45;
      point(pts, x + rr * Math.cos(a), y + rr * Math.sin(a));
    }
    return "<polygon points=\"" + pts + "\"" + style + ">";
  }

  /** A thick plus (or, turned 45 degrees, an X) as one 12-point outline. */
  private static String cross(double x, double y, double r, double turnDeg, String style) {
    double t = r * 0.38;
    double[][] p = {
      {-t, -r}, {t, -r}, {t, -t}, {r, -t}, {r, t}, {t, t}, {t, r}, {-t, r}, {-t, t}, {-r, t},
      {-r, -t}, {-t, -t}
    };
    double a = Math.toRadians(turnDeg);
    StringBuilder pts = new StringBuilder();
    for (double[] q : p) {
      point(
          pts,
          x + q[0] * Math.cos(a) - q[1] * Math.sin(a),
          y + q[0] * Math.sin(a) + q[1] * Math.cos(a));
    }
    return "<polygon points=\"" + pts + "\"" + style + ">";
  }

  private static void point(StringBuilder pts, double x, double y) {
    if (pts.length() > 0) {
      pts.append(' ');
    }
    pts.append(Svg.n(x)).append(',').append(Svg.n(y));
  }
}
