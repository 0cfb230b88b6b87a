package org.legendsforge.kit.output.image;

import java.awt.Graphics2D;
import java.util.function.Consumer;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGHints;
import org.jfree.svg.SVGUnits;
import org.jfree.svg.ViewBox;
import org.legendsforge.kit.render.CardSize;
import org.legendsforge.kit.render.FontSet;

/**
 * Draws one card through an SVG Graphics2D. The document is sized in millimetres with a viewBox in
 * the same units (jfreesvg writes no viewBox by itself), text stays text (in the DejaVu family, or
 * in the theme's own fonts, embedded), and ids are given a fixed prefix so the same card gives the
 * same file.
 */
public final class SvgCardWriter {
  /**
   * The card drawn by {@code paint}; text in the theme's own fonts ({@code fonts}) carries those
   * fonts along, subset ({@link SvgFontEmbedder}).
   */
  public String svg(CardSize size, Consumer<Graphics2D> paint, FontSet fonts)
      throws java.io.IOException {
    SvgFontEmbedder embedder = new SvgFontEmbedder(fonts);
    SVGGraphics2D g = new SVGGraphics2D(size.bleedWidth(), size.bleedHeight(), SVGUnits.MM);
    g.setDefsKeyPrefix("lf");
    // jfreesvg puts this inside a single-quoted style attribute: quote names with double quotes
    g.setFontFunction(embedder::family);
    g.setGeomDoubleConverter(SvgCardWriter::num);
    g.setTransformDoubleConverter(SvgCardWriter::num);
    g.setRenderingHint(SVGHints.KEY_DRAW_STRING_TYPE, SVGHints.VALUE_DRAW_STRING_TYPE_STANDARD);
    paint.accept(g);
    String body =
        g.getSVGElement(
            null, true, new ViewBox(0, 0, size.bleedWidth(), size.bleedHeight()), null, null);
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + embedder.embed(body) + "\n";
  }

  /**
   * Four decimals of a millimetre are far finer than print; fewer digits, smaller files. Written by
   * hand because jfreesvg calls this for every coordinate and {@code String.format} made it a fifth
   * of the card-image time; halves round away from zero, like {@code %.4f}.
   */
  static String num(double v) {
    if (!Double.isFinite(v)) {
      return "0";
    }
    long tenThousandths = Math.round(Math.abs(v) * 10_000);
    if (tenThousandths == 0) {
      return "0";
    }
    StringBuilder s = new StringBuilder(16);
    if (v < 0) {
      s.append('-');
    }
    s.append(tenThousandths / 10_000);
    long fraction = tenThousandths % 10_000;
    if (fraction != 0) {
      s.append('.');
      for (long unit = 1000; fraction != 0; unit /= 10) {
        s.append((char) ('0' + fraction / unit));
        fraction %= unit;
      }
    }
    return s.toString();
  }
}
