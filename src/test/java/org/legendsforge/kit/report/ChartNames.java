package org.legendsforge.kit.report;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.legendsforge.kit.report.Footprint.Box;

/**
 * What a chart's SVG shows, read back for tests: each panel's plot (inside its axes), the names it
 * placed (as the boxes their text takes, by {@link TextWidth}) and the markers of its points.
 */
public final class ChartNames {
  private static final Pattern NAME =
      Pattern.compile(
          "<text x=\"([-\\d.]+)\" y=\"([-\\d.]+)\" text-anchor=\"start\"[^>]*? font-size=\"([\\d.]+)\"([^>]*)>([^<]*)</text>");
  private static final Pattern AXIS =
      Pattern.compile(
          "<line x1=\"([-\\d.]+)\" y1=\"([-\\d.]+)\" x2=\"([-\\d.]+)\" y2=\"([-\\d.]+)\" stroke=\"#555\"");
  private static final Pattern CIRCLE =
      Pattern.compile("<circle cx=\"([-\\d.]+)\" cy=\"([-\\d.]+)\" r=\"([\\d.]+)\"");
  private static final Pattern POLYGON = Pattern.compile("<polygon points=\"([-\\d., ]+)\"");

  /** A name as drawn: its text and the box it takes. */
  public record Name(String text, Box box) {}

  /** One panel: its plot, its names, and the markers in its plot (as boxes round them). */
  public record Panel(Box plot, List<Name> names, List<Box> markers) {}

  private ChartNames() {}

  public static List<Panel> panels(String svg) {
    List<Panel> out = new ArrayList<>();
    String[] parts = svg.split("<g class=\"panel\"");
    for (int i = 1; i < parts.length; i++) {
      out.add(panel(parts[i]));
    }
    return out;
  }

  private static Panel panel(String part) {
    Matcher a = AXIS.matcher(part);
    double left = 0;
    double top = 0;
    double bottom = 0;
    double right = 0;
    while (a.find()) {
      double x1 = d(a.group(1));
      double y1 = d(a.group(2));
      double x2 = d(a.group(3));
      double y2 = d(a.group(4));
      if (x1 == x2) {
        left = x1;
        top = Math.min(y1, y2);
      } else {
        bottom = y1;
        right = Math.max(x1, x2);
      }
    }
    Box plot = new Box(left, top, right - left, bottom - top);
    List<Name> names = new ArrayList<>();
    int labels = part.indexOf("<g class=\"labels\">");
    if (labels >= 0) {
      Matcher m = NAME.matcher(part.substring(labels, part.indexOf("</g>", labels)));
      while (m.find()) {
        double size = d(m.group(3));
        TextWidth face = m.group(4).contains("bold") ? TextWidth.BOLD : TextWidth.REGULAR;
        String text = m.group(5).replace("&amp;", "&").replace("&#39;", "'");
        names.add(
            new Name(
                text,
                new Box(
                    d(m.group(1)), d(m.group(2)) - 0.8 * size, face.of(text, size), 1.04 * size)));
      }
    }
    List<Box> markers = new ArrayList<>();
    Matcher c = CIRCLE.matcher(part);
    while (c.find()) {
      double r = d(c.group(3));
      markers.add(new Box(d(c.group(1)) - r, d(c.group(2)) - r, 2 * r, 2 * r));
    }
    Matcher p = POLYGON.matcher(part);
    while (p.find()) {
      double x0 = Double.MAX_VALUE;
      double y0 = Double.MAX_VALUE;
      double x1 = -Double.MAX_VALUE;
      double y1 = -Double.MAX_VALUE;
      for (String xy : p.group(1).split(" ")) {
        String[] v = xy.split(",");
        x0 = Math.min(x0, d(v[0]));
        x1 = Math.max(x1, d(v[0]));
        y0 = Math.min(y0, d(v[1]));
        y1 = Math.max(y1, d(v[1]));
      }
      markers.add(new Box(x0, y0, x1 - x0, y1 - y0));
    }
    // what lies outside the plot is the legend under the last panel
    markers.removeIf(m -> !plot.contains(m.x() + m.w() / 2, m.y() + m.h() / 2));
    return new Panel(plot, names, markers);
  }

  private static double d(String s) {
    return Double.parseDouble(s);
  }
}
