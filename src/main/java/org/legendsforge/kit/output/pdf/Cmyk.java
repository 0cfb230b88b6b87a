package org.legendsforge.kit.output.pdf;

import java.awt.Color;

/**
 * A CMYK colour (each 0 to 1) and forge's one conversion from sRGB: all grey goes to black ink
 * (full grey-component replacement), so text and rules print with black alone, a colour uses at
 * most three inks, and no colour carries more than {@value #MAX_INK_PERCENT} % ink (the total area
 * coverage card shops cap their CMYK files at: a darker colour's chromatic inks are scaled down to
 * fit, black kept). The inverse, ink to sRGB, is what {@link CmykProfile} tells a shop's press the
 * inks mean, so a colour management system that reads the profile gets the sRGB colour the card was
 * drawn in back.
 */
record Cmyk(double c, double m, double y, double k) {
  static final int MAX_INK_PERCENT = 240;

  static Cmyk of(Color colour) {
    return fromRgb(colour.getRed() / 255.0, colour.getGreen() / 255.0, colour.getBlue() / 255.0);
  }

  /** From sRGB components 0 to 1 (gamma-encoded, as drawn). */
  static Cmyk fromRgb(double r, double g, double b) {
    double k = 1 - Math.max(r, Math.max(g, b));
    if (k >= 1 - 1e-9) {
      return new Cmyk(0, 0, 0, 1);
    }
    double c = clamp((1 - r - k) / (1 - k));
    double m = clamp((1 - g - k) / (1 - k));
    double y = clamp((1 - b - k) / (1 - k));
    double room = MAX_INK_PERCENT / 100.0 - k;
    double chromatic = c + m + y;
    if (chromatic > room) {
      double scale = room / chromatic;
      c *= scale;
      m *= scale;
      y *= scale;
    }
    return new Cmyk(c, m, y, clamp(k));
  }

  /** What these inks are taken to look like, as sRGB components 0 to 1. */
  double[] toRgb() {
    return new double[] {(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)};
  }

  /** The components as PDF operands, rounded to 1/10000 so the file's text is stable. */
  float[] components() {
    return new float[] {round(c), round(m), round(y), round(k)};
  }

  private static float round(double v) {
    return (float) (Math.round(v * 10000) / 10000.0);
  }

  private static double clamp(double v) {
    return Math.max(0, Math.min(1, v));
  }
}
