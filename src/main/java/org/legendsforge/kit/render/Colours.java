package org.legendsforge.kit.render;

import java.awt.Color;

/** Colour arithmetic for legibility: WCAG contrast, the better text colour on a fill, tints. */
public final class Colours {
  /** Text on coloured fills: pure black, so black-or-white always reaches 4.5:1. */
  public static final Color DARK = new Color(0x000000);

  static final Color LIGHT = new Color(0xFFFFFF);

  private Colours() {}

  public static double luminance(Color c) {
    return 0.2126 * channel(c.getRed())
        + 0.7152 * channel(c.getGreen())
        + 0.0722 * channel(c.getBlue());
  }

  private static double channel(int v) {
    double s = v / 255.0;
    return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  }

  /** WCAG contrast ratio, 1 to 21. */
  public static double contrast(Color a, Color b) {
    double la = luminance(a);
    double lb = luminance(b);
    return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  }

  /** Dark ink or white, whichever contrasts more with {@code fill} (always at least 4.5:1). */
  public static Color textOn(Color fill) {
    return contrast(DARK, fill) >= contrast(LIGHT, fill) ? DARK : LIGHT;
  }

  /** {@code a} mixed with {@code b}; {@code t} = 0 gives a, 1 gives b. */
  public static Color mix(Color a, Color b, double t) {
    return new Color(
        (int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * t),
        (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * t),
        (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * t));
  }

  public static Color darker(Color c, double t) {
    return mix(c, Color.BLACK, t);
  }

  static Color lighter(Color c, double t) {
    return mix(c, Color.WHITE, t);
  }

  /**
   * {@code ink} mixed toward its {@code fill} as far as text stays readable on it (4.5:1): for
   * words that should not catch the eye.
   */
  static Color quieter(Color ink, Color fill) {
    Color out = ink;
    for (double t = 0.05; t <= 0.4 + 1e-9; t += 0.05) {
      Color c = mix(ink, fill, t);
      if (contrast(c, fill) < 4.5) {
        break;
      }
      out = c;
    }
    return out;
  }
}
