package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;

/**
 * Pixel images the Tabletop Simulator art is drawn on: a filled canvas, and smooth drawing on it.
 */
public final class PixelCanvas {
  private PixelCanvas() {}

  /** A {@code w} × {@code h} RGB image filled with {@code background}. */
  public static BufferedImage canvas(int w, int h, Color background) {
    BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.setColor(background);
    g.fillRect(0, 0, w, h);
    g.dispose();
    return img;
  }

  /** Graphics on {@code img} that smooth shapes and text and place glyphs at fractional widths. */
  public static Graphics2D graphics(BufferedImage img) {
    Graphics2D g = img.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setRenderingHint(
        RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setRenderingHint(
        RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
    return g;
  }
}
