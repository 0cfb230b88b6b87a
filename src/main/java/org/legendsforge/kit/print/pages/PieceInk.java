package org.legendsforge.kit.print.pages;

import java.awt.Color;

/** Colours the printed pieces share: tints, and text that reads on a fill (WCAG contrast). */
public final class PieceInk {
  public static final Color INK = PageText.INK;
  public static final Color WHITE = Color.WHITE;

  private PieceInk() {}

  /** {@code c} mixed with white: {@code t} 0 is {@code c}, 1 is white. */
  public static Color tint(Color c, double t) {
    return new Color(
        (int) Math.round(c.getRed() + (255 - c.getRed()) * t),
        (int) Math.round(c.getGreen() + (255 - c.getGreen()) * t),
        (int) Math.round(c.getBlue() + (255 - c.getBlue()) * t));
  }

  /** {@code c} mixed with black. */
  static Color shade(Color c, double t) {
    return new Color(
        (int) Math.round(c.getRed() * (1 - t)),
        (int) Math.round(c.getGreen() * (1 - t)),
        (int) Math.round(c.getBlue() * (1 - t)));
  }

  /** White or ink, whichever stands out more from {@code fill}. */
  public static Color textOn(Color fill) {
    return contrast(WHITE, fill) >= contrast(INK, fill) ? WHITE : INK;
  }

  static double contrast(Color a, Color b) {
    double la = luminance(a);
    double lb = luminance(b);
    return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  }

  static double luminance(Color c) {
    return 0.2126 * lin(c.getRed()) + 0.7152 * lin(c.getGreen()) + 0.0722 * lin(c.getBlue());
  }

  private static double lin(int v) {
    double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }
}
