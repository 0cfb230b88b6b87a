package org.legendsforge.kit.project.look;

import java.awt.Color;
import org.legendsforge.kit.project.Rgb;

/** The few colours the default layouts use, and the ink that reads over a given colour. */
final class Ink {
  static final Color PAPER = new Color(0xFB, 0xF8, 0xF1);
  static final Color PARCHMENT = new Color(0xE9, 0xE1, 0xD0);
  static final Color DARK = new Color(0x24, 0x22, 0x20);
  static final Color QUIET = new Color(0x5C, 0x57, 0x50);
  static final Color LIGHT = new Color(0xFF, 0xFD, 0xF8);

  private Ink() {}

  static Color of(Rgb c) {
    return new Color(c.red(), c.green(), c.blue());
  }

  /**
   * Dark ink on light colours, light on dark: the threshold keeps both above 4.5:1 for mid tones.
   */
  static Color over(Rgb c) {
    return c.lightness() > 0.55 ? DARK : LIGHT;
  }

  static Color darker(Color c, double f) {
    return new Color((int) (c.getRed() * f), (int) (c.getGreen() * f), (int) (c.getBlue() * f));
  }
}
