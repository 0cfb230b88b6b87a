package org.legendsforge.kit.project.look;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.project.LayoutBox;

/**
 * Sets words in a box for the default layouts: a line shrunk until it fits its width, a paragraph
 * wrapped at spaces and shrunk until it fits its box. Sizes are in the drawing's units (mm).
 */
final class Words {
  private Words() {}

  /** Smooth edges and text placed at fractional widths, as every default drawing is made. */
  static void smooth(Graphics2D g) {
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setRenderingHint(
        RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setRenderingHint(
        RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
  }

  /** The largest size up to {@code size} at which {@code text} fits {@code width} on one line. */
  static Font fitted(Graphics2D g, Font font, String text, double width, double size) {
    float s = (float) size;
    Font f = font.deriveFont(s);
    while (s > size * 0.45 && g.getFontMetrics(f).getStringBounds(text, g).getWidth() > width) {
      s *= 0.94f;
      f = font.deriveFont(s);
    }
    return f;
  }

  static void centred(Graphics2D g, String text, double cx, double baseline) {
    double w = g.getFontMetrics().getStringBounds(text, g).getWidth();
    g.drawString(text, (float) (cx - w / 2), (float) baseline);
  }

  /** Draws one line in the span {@code x}..{@code x + w}, at its left, centre or right. */
  static void aligned(
      Graphics2D g, String text, double x, double w, double baseline, LayoutBox.Align align) {
    switch (align) {
      case LEFT -> g.drawString(text, (float) x, (float) baseline);
      case CENTRE -> centred(g, text, x + w / 2, baseline);
      case RIGHT -> {
        double tw = g.getFontMetrics().getStringBounds(text, g).getWidth();
        g.drawString(text, (float) (x + w - tw), (float) baseline);
      }
    }
  }

  /** Wraps {@code text} into {@code width}: its own line breaks kept, long words left whole. */
  static List<String> wrap(Graphics2D g, Font f, String text, double width) {
    FontMetrics m = g.getFontMetrics(f);
    List<String> out = new ArrayList<>();
    for (String paragraph : text.split("\n", -1)) {
      StringBuilder line = new StringBuilder();
      for (String word : paragraph.trim().split("\\s+")) {
        String next = line.isEmpty() ? word : line + " " + word;
        if (!line.isEmpty() && m.getStringBounds(next, g).getWidth() > width) {
          out.add(line.toString());
          line = new StringBuilder(word);
        } else {
          line = new StringBuilder(next);
        }
      }
      out.add(line.toString());
    }
    return out;
  }

  /**
   * Draws {@code text} wrapped in the box, centred on each line, at the largest size up to {@code
   * size} where it fits the box's height; returns the size used.
   */
  static double paragraph(
      Graphics2D g, Font font, String text, double x, double y, double w, double h, double size) {
    return paragraph(g, font, text, x, y, w, h, size, LayoutBox.Align.CENTRE);
  }

  /** As {@link #paragraph(Graphics2D, Font, String, double, double, double, double, double)}. */
  static double paragraph(
      Graphics2D g,
      Font font,
      String text,
      double x,
      double y,
      double w,
      double h,
      double size,
      LayoutBox.Align align) {
    double s = size;
    List<String> lines;
    Font f;
    while (true) {
      f = font.deriveFont((float) s);
      lines = wrap(g, f, text, w);
      double need = lines.size() * s * 1.22;
      if (need <= h || s < size * 0.5) {
        break;
      }
      s *= 0.93;
    }
    g.setFont(f);
    double lead = s * 1.22;
    double top = y + (h - lines.size() * lead) / 2 + s * 0.95;
    for (int i = 0; i < lines.size(); i++) {
      aligned(g, lines.get(i), x, w, top + i * lead, align);
    }
    return s;
  }
}
