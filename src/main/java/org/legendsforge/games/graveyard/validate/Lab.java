package org.legendsforge.games.graveyard.validate;

/**
 * A colour in CIELAB (D65 white), from an sRGB value through linear RGB and CIE XYZ (IEC 61966-2-1
 * matrix). Linear RGB is where the colour-vision simulation applies.
 */
record Lab(double l, double a, double b) {
  private static final double XN = 0.95047;
  private static final double YN = 1.0;
  private static final double ZN = 1.08883;

  /** {@code rgb} as 0xRRGGBB. */
  static double[] linear(int rgb) {
    return new double[] {
      toLinear((rgb >> 16) & 0xFF), toLinear((rgb >> 8) & 0xFF), toLinear(rgb & 0xFF)
    };
  }

  static Lab fromLinear(double[] c) {
    double r = clamp(c[0]);
    double g = clamp(c[1]);
    double b = clamp(c[2]);
    double x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
    double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    double z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b;
    double fx = f(x / XN);
    double fy = f(y / YN);
    double fz = f(z / ZN);
    return new Lab(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz));
  }

  static Lab fromRgb(int rgb) {
    return fromLinear(linear(rgb));
  }

  private static double toLinear(int channel) {
    double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }

  private static double f(double t) {
    double d = 6.0 / 29.0;
    return t > d * d * d ? Math.cbrt(t) : t / (3 * d * d) + 4.0 / 29.0;
  }

  private static double clamp(double v) {
    return Math.max(0, Math.min(1, v));
  }
}
