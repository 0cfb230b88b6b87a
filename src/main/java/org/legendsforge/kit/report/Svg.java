package org.legendsforge.kit.report;

import java.util.Locale;

/**
 * Writes SVG elements as text. Coordinates are rounded to 0.1 px and printed with {@link
 * Locale#ROOT}, so the same data always gives the same bytes.
 */
public final class Svg {
  private final StringBuilder out = new StringBuilder();

  public Svg open(double width, double height, String label) {
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"")
        .append(esc(label))
        .append("\" width=\"")
        .append(n(width))
        .append("\" height=\"")
        .append(n(height))
        .append("\" viewBox=\"0 0 ")
        .append(n(width))
        .append(' ')
        .append(n(height))
        .append("\" font-family=\"DejaVu Sans, Verdana, sans-serif\" font-size=\"12\">\n");
    return this;
  }

  public String close() {
    out.append("</svg>\n");
    return out.toString();
  }

  public Svg raw(String s) {
    out.append(s);
    return this;
  }

  public Svg line(
      double x1, double y1, double x2, double y2, String stroke, double width, String dash) {
    out.append("<line x1=\"")
        .append(n(x1))
        .append("\" y1=\"")
        .append(n(y1))
        .append("\" x2=\"")
        .append(n(x2))
        .append("\" y2=\"")
        .append(n(y2))
        .append("\" stroke=\"")
        .append(stroke)
        .append("\" stroke-width=\"")
        .append(n(width))
        .append('"');
    if (!dash.isEmpty()) {
      out.append(" stroke-dasharray=\"").append(dash).append('"');
    }
    out.append("/>\n");
    return this;
  }

  public Svg rect(
      double x, double y, double w, double h, String fill, String stroke, String extra) {
    out.append("<rect x=\"")
        .append(n(x))
        .append("\" y=\"")
        .append(n(y))
        .append("\" width=\"")
        .append(n(w))
        .append("\" height=\"")
        .append(n(h))
        .append("\" fill=\"")
        .append(fill)
        .append('"');
    if (!stroke.isEmpty()) {
      out.append(" stroke=\"").append(stroke).append('"');
    }
    out.append(extra).append("/>\n");
    return this;
  }

  /** Text anchored {@code start}, {@code middle} or {@code end}; {@code extra} adds attributes. */
  public Svg text(double x, double y, String anchor, String text, String extra) {
    textStart(x, y, anchor, extra).append(esc(text)).append("</text>\n");
    return this;
  }

  /** A {@code <text>} element's start tag, up to its content. */
  private StringBuilder textStart(double x, double y, String anchor, String extra) {
    return out.append("<text x=\"")
        .append(n(x))
        .append("\" y=\"")
        .append(n(y))
        .append("\" text-anchor=\"")
        .append(anchor)
        .append('"')
        .append(extra)
        .append('>');
  }

  /**
   * Text fitted into {@code room} px by {@link TextWidth#fit}; shortened, it keeps the whole text
   * as its tooltip.
   */
  public Svg fitted(
      double x,
      double y,
      String anchor,
      String text,
      TextWidth face,
      double size,
      double room,
      String extra) {
    String shown = face.fit(text, size, room);
    if (shown.equals(text)) {
      return text(x, y, anchor, text, extra);
    }
    textStart(x, y, anchor, extra)
        .append("<title>")
        .append(esc(text))
        .append("</title>")
        .append(esc(shown))
        .append("</text>\n");
    return this;
  }

  /**
   * Names placed by a {@link LabelPlacer}, each with its leader line when it has one, as one group
   * above everything drawn before. A white outline under each name keeps it readable where it
   * crosses a grid line or a band.
   */
  public Svg labels(LabelPlacer.Result names, double size, String colour, String extra) {
    if (names.placed().isEmpty()) {
      return this;
    }
    out.append("<g class=\"labels\">\n");
    for (LabelPlacer.Placed p : names.placed()) {
      if (p.leader()) {
        Footprint.Segment l = p.leaderLine();
        line(l.x1(), l.y1(), l.x2(), l.y2(), colour, 0.8, "");
      }
      text(
          p.textX(),
          p.baseline(size),
          "start",
          p.label().text(),
          " fill=\""
              + colour
              + "\" font-size=\""
              + n(size)
              + "\""
              + extra
              + " stroke=\"#fff\" stroke-width=\"3\" stroke-linejoin=\"round\""
              + " paint-order=\"stroke\"");
    }
    out.append("</g>\n");
    return this;
  }

  public static String n(double v) {
    double r = Math.round(v * 10) / 10.0;
    if (r == 0) {
      return "0";
    }
    return r == Math.rint(r) ? String.valueOf((long) r) : String.format(Locale.ROOT, "%.1f", r);
  }

  /**
   * Text as HTML or XML text or a quoted attribute value. Characters XML cannot hold at all
   * (control characters other than tab and line breaks, U+FFFE, U+FFFF, half a surrogate pair)
   * become U+FFFD, so the page still parses whatever a message quotes.
   */
  public static String esc(String s) {
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> b.append("&amp;");
        case '<' -> b.append("&lt;");
        case '>' -> b.append("&gt;");
        case '"' -> b.append("&quot;");
        case '\'' -> b.append("&#39;");
        default -> {
          if (Character.isHighSurrogate(c)
              && i + 1 < s.length()
              && Character.isLowSurrogate(s.charAt(i + 1))) {
            b.append(c).append(s.charAt(++i));
          } else if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r')
              || c == '\uFFFE'
              || c == '\uFFFF'
              || Character.isSurrogate(c)) {
            b.append('\uFFFD');
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.toString();
  }
}
