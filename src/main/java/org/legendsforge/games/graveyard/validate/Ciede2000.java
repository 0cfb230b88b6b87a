package org.legendsforge.games.graveyard.validate;

/**
 * The CIEDE2000 colour difference (CIE 142-2001), written after Sharma, Wu and Dalal, "The
 * CIEDE2000 color-difference formula: implementation notes, supplementary test data, and
 * mathematical observations" (2005), with kL = kC = kH = 1.
 */
public final class Ciede2000 {
  private static final double POW25_7 = Math.pow(25, 7);

  private Ciede2000() {}

  /** The difference between two sRGB colours written 0xRRGGBB. */
  public static double between(int rgbOne, int rgbTwo) {
    return delta(Lab.fromRgb(rgbOne), Lab.fromRgb(rgbTwo));
  }

  static double delta(Lab one, Lab two) {
    double c1 = Math.hypot(one.a(), one.b());
    double c2 = Math.hypot(two.a(), two.b());
    double cMean7 = Math.pow((c1 + c2) / 2, 7);
    double g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + POW25_7)));
    double a1 = (1 + g) * one.a();
    double a2 = (1 + g) * two.a();
    double cp1 = Math.hypot(a1, one.b());
    double cp2 = Math.hypot(a2, two.b());
    double h1 = hue(one.b(), a1);
    double h2 = hue(two.b(), a2);

    double dL = two.l() - one.l();
    double dC = cp2 - cp1;
    double dh = 0;
    if (cp1 * cp2 != 0) {
      dh = h2 - h1;
      if (dh > 180) {
        dh -= 360;
      } else if (dh < -180) {
        dh += 360;
      }
    }
    double dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin(Math.toRadians(dh / 2));

    double lMean = (one.l() + two.l()) / 2;
    double cMean = (cp1 + cp2) / 2;
    double hMean = h1 + h2;
    if (cp1 * cp2 != 0) {
      if (Math.abs(h1 - h2) <= 180) {
        hMean = (h1 + h2) / 2;
      } else if (h1 + h2 < 360) {
        hMean = (h1 + h2 + 360) / 2;
      } else {
        hMean = (h1 + h2 - 360) / 2;
      }
    }
    double t =
        1
            - 0.17 * cos(hMean - 30)
            + 0.24 * cos(2 * hMean)
            + 0.32 * cos(3 * hMean + 6)
            - 0.20 * cos(4 * hMean - 63);
    double dTheta = 30 * Math.exp(-Math.pow((hMean - 275) / 25, 2));
    double cMeanP7 = Math.pow(cMean, 7);
    double rC = 2 * Math.sqrt(cMeanP7 / (cMeanP7 + POW25_7));
    double l50 = (lMean - 50) * (lMean - 50);
    double sL = 1 + 0.015 * l50 / Math.sqrt(20 + l50);
    double sC = 1 + 0.045 * cMean;
    double sH = 1 + 0.015 * cMean * t;
    double rT = -Math.sin(Math.toRadians(2 * dTheta)) * rC;
    double l = dL / sL;
    double c = dC / sC;
    double h = dH / sH;
    return Math.sqrt(l * l + c * c + h * h + rT * c * h);
  }

  private static double hue(double b, double a) {
    if (a == 0 && b == 0) {
      return 0;
    }
    double h = Math.toDegrees(Math.atan2(b, a));
    return h < 0 ? h + 360 : h;
  }

  private static double cos(double degrees) {
    return Math.cos(Math.toRadians(degrees));
  }
}
