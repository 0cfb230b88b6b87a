package org.legendsforge.output;

import java.awt.Graphics2D;
import java.util.Locale;
import java.util.function.Consumer;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGHints;
import org.jfree.svg.SVGUnits;
import org.jfree.svg.ViewBox;
import org.legendsforge.render.CardSize;

/**
 * Draws one card through an SVG Graphics2D. The document is sized in millimetres with a viewBox in
 * the same units (jfreesvg writes no viewBox by itself), text stays text in the DejaVu family, and
 * ids are given a fixed prefix so the same card gives the same file.
 */
public final class SvgCardWriter {
  public String svg(CardSize size, Consumer<Graphics2D> paint) {
    SVGGraphics2D g = new SVGGraphics2D(size.bleedWidth(), size.bleedHeight(), SVGUnits.MM);
    g.setDefsKeyPrefix("lf");
    // jfreesvg puts this inside a single-quoted style attribute: quote names with double quotes
    g.setFontFunction(family -> family.equals("DejaVu Sans") ? "\"DejaVu Sans\", sans-serif"
        : "\"" + family + "\", \"DejaVu Sans\", sans-serif");
    g.setGeomDoubleConverter(SvgCardWriter::num);
    g.setTransformDoubleConverter(SvgCardWriter::num);
    g.setRenderingHint(SVGHints.KEY_DRAW_STRING_TYPE, SVGHints.VALUE_DRAW_STRING_TYPE_STANDARD);
    paint.accept(g);
    String body = g.getSVGElement(null, true,
        new ViewBox(0, 0, size.bleedWidth(), size.bleedHeight()), null, null);
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + body + "\n";
  }

  /** Four decimals of a millimetre are far finer than print; fewer digits, smaller files. */
  private static String num(double v) {
    String s = String.format(Locale.ROOT, "%.4f", v);
    s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    return s.equals("-0") ? "0" : s;
  }
}
