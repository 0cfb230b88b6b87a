package org.legendsforge.kit.print.pages;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.FontRenderContext;
import java.awt.font.LineBreakMeasurer;
import java.awt.font.TextAttribute;
import java.text.AttributedString;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * Text on guide pages: finds line breaks with a LineBreakMeasurer, then draws each line with {@code
 * drawString} (TextLayout.draw would turn the glyphs into paths). Sizes in millimetres.
 */
public final class PageText {
  public static final Color INK = new Color(0x22, 0x22, 0x22);
  public static final Color MUTED = new Color(0x55, 0x55, 0x55);
  public static final double MARGIN = 15;

  private final FontSet fonts;

  public PageText(FontSet fonts) {
    this.fonts = fonts;
  }

  public Font font(FontFace face, double sizeMm) {
    return fonts.font(face, (float) sizeMm);
  }

  public static void prepare(Graphics2D g) {
    g.setRenderingHint(
        RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
  }

  /** Draws one line with its baseline at {@code y}; returns its width. */
  public double line(Graphics2D g, String text, FontFace face, double size, double x, double y) {
    Font f = font(face, size);
    g.setFont(f);
    g.drawString(text, (float) x, (float) y);
    return f.getStringBounds(text, frc()).getWidth();
  }

  /** Draws a page title and returns the baseline of the first line below it. */
  public double title(Graphics2D g, String title, String subtitle, double width) {
    g.setColor(INK);
    line(g, title, FontFace.BOLD, 7, MARGIN, MARGIN + 6);
    g.setColor(MUTED);
    line(g, subtitle, FontFace.REGULAR, 3.2, MARGIN, MARGIN + 11);
    g.fill(new java.awt.geom.Rectangle2D.Double(MARGIN, MARGIN + 13, width - 2 * MARGIN, 0.4));
    g.setColor(INK);
    return MARGIN + 20;
  }

  /**
   * Wraps {@code text} to {@code width} and draws it from baseline {@code y}; returns the next
   * baseline.
   */
  public double paragraph(
      Graphics2D g, String text, FontFace face, double size, double x, double y, double width) {
    double leading = size * 1.3;
    for (String l : wrap(text, font(face, size), width)) {
      line(g, l, face, size, x, y);
      y += leading;
    }
    return y;
  }

  public List<String> wrap(String text, Font font, double width) {
    List<String> out = new ArrayList<>();
    if (text.isEmpty()) {
      return out;
    }
    AttributedString as = new AttributedString(text);
    as.addAttribute(TextAttribute.FONT, font);
    LineBreakMeasurer lbm = new LineBreakMeasurer(as.getIterator(), frc());
    int start = 0;
    while (lbm.getPosition() < text.length()) {
      int end = keepWordsWhole(text, start, lbm.nextOffset((float) width));
      lbm.setPosition(end);
      out.add(text.substring(start, end).strip());
      start = end;
    }
    return out;
  }

  /**
   * Moves a break that falls inside a word (after a hyphen, or between "1.5," and "-0.5") back to
   * the space before that word, so an option such as {@code --back-offset 1.5,-0.5} or a key such
   * as {@code low-ink} is never split over two lines (a reader could not type it; copied text would
   * not find it). A word longer than the line still breaks where it must.
   */
  static int keepWordsWhole(String text, int start, int end) {
    if (end >= text.length() || end <= start) {
      return end;
    }
    if (Character.isWhitespace(text.charAt(end - 1)) || Character.isWhitespace(text.charAt(end))) {
      return end;
    }
    int space = text.lastIndexOf(' ', end - 1);
    return space > start ? space + 1 : end;
  }

  public double width(String text, FontFace face, double size) {
    return font(face, size).getStringBounds(text, frc()).getWidth();
  }

  private static FontRenderContext frc() {
    return new FontRenderContext(null, true, true);
  }
}
