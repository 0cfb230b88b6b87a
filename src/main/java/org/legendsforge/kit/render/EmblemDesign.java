package org.legendsforge.kit.render;

import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The seeded choices of one generated emblem and the shapes they make: a ground pattern over the
 * whole box, a rosette, an optional second layer and a ring of ornaments. Each is picked from
 * several forms by the card's id, so the cards of one deck, which share a colour and often an icon,
 * are told apart by their pictures; the forms and how dark the ground is are what a player sees
 * first, the number of points and the turn come after.
 *
 * @param ground 0 rays, 1 rings, 2 diamonds, 3 stripes, 4 scattered stars, 5 waves, 6 scales
 * @param rosette 0 star, 1 flower, 2 cog, 3 compass, 4 layered polygon, 5 sunburst
 * @param ring 0 dots, 1 small stars, 2 a double circle, 3 none
 * @param tone 0 a faint pattern on a light box, 1 a strong pattern on a light box, 2 a light
 *     pattern on a darker box
 * @param layout how the picture is composed, the first thing seen from across the table: 0 the
 *     medallion in the middle, 1 the medallion at the left with the icon's large shadow at the
 *     right, 2 the medallion between two smaller rosettes, 3 the medallion over the icon's shadow
 *     filling the box
 */
record EmblemDesign(
    int ground,
    int rosette,
    int ring,
    int tone,
    int points,
    double inner,
    double spin,
    long seed,
    int layout) {
  static final int GROUNDS = 7;
  static final int ROSETTES = 6;
  static final int RINGS = 4;
  static final int TONES = 3;
  static final int LAYOUTS = 4;

  static EmblemDesign of(String seed) {
    SplittableRandom rnd = new SplittableRandom(seed.hashCode() * 0x9E3779B97F4A7C15L);
    return new EmblemDesign(
        rnd.nextInt(GROUNDS),
        rnd.nextInt(ROSETTES),
        rnd.nextInt(RINGS),
        rnd.nextInt(TONES),
        5 + rnd.nextInt(7),
        0.42 + rnd.nextDouble() * 0.2,
        rnd.nextDouble() * Math.PI,
        rnd.nextLong(),
        // drawn last, so the choices above stay what they were for every seed
        rnd.nextInt(LAYOUTS));
  }

  /** This design with another rosette form: the side rosettes of a three-part emblem. */
  EmblemDesign withRosette(int form) {
    return new EmblemDesign(ground, form, ring, tone, points, inner, spin, seed, layout);
  }

  /** How much paper the box is mixed with (the rest is the card's colour). */
  double boxMix() {
    return tone == 2 ? 0.22 : 0.78;
  }

  /** How much paper the ground pattern is mixed with. */
  double patternMix() {
    return new double[] {0.56, 0.36, 0.5}[tone];
  }

  /**
   * The pattern over the whole box, one shape cut to the box, so the rasteriser sweeps the box once
   * and the PDF and SVG carry nothing that the box would hide.
   */
  Shape ground(Rectangle2D box, double cx, double cy, double r) {
    return BoxClip.clip(pattern(box, cx, cy, r), box);
  }

  private Shape pattern(Rectangle2D box, double cx, double cy, double r) {
    Path2D.Double p = new Path2D.Double();
    // how far from the centre the pattern must reach to cover the box
    double far = Math.hypot(box.getWidth(), box.getHeight()) / 2 + r * 0.5;
    switch (ground) {
      case 0 -> rays(p, cx, cy, far, 2 * (6 + points));
      case 1 -> {
        double step = r * (0.14 + 0.03 * (points % 3));
        for (double rr = far; rr > 0; rr -= 2 * step) {
          p.append(circle(cx, cy, rr), false);
          p.append(circle(cx, cy, Math.max(0, rr - step)), false);
        }
        p.setWindingRule(Path2D.WIND_EVEN_ODD);
      }
      case 2 -> {
        double s = r * (0.3 + 0.04 * (points % 4));
        for (double x = cx - far; x < cx + far; x += s) {
          for (double y = cy - far; y < cy + far; y += s) {
            if (Math.floorMod(Math.round((x - cx) / s + (y - cy) / s), 2) == 0
                && box.intersects(x - s, y - s, 2 * s, 2 * s)) {
              diamond(p, x, y, s / 2);
            }
          }
        }
      }
      case 3 -> stripes(p, cx, cy, far, r * (0.12 + 0.03 * (points % 3)), spin);
      case 4 -> {
        SplittableRandom rnd = new SplittableRandom(seed);
        int n = 22 + points * 2;
        for (int i = 0; i < n; i++) {
          double x = box.getX() + rnd.nextDouble() * box.getWidth();
          double y = box.getY() + rnd.nextDouble() * box.getHeight();
          double s = r * (0.05 + rnd.nextDouble() * 0.07);
          p.append(EmblemPainter.star(x, y, s, s * 0.4, 4, rnd.nextDouble()), false);
        }
      }
      case 5 -> waves(p, box, r * (0.2 + 0.03 * (points % 3)));
      default -> scales(p, box, r * (0.26 + 0.03 * (points % 3)));
    }
    return p;
  }

  Shape rosette(double cx, double cy, double r) {
    double in = r * inner;
    return switch (rosette) {
      case 1 -> flower(cx, cy, r, in, points, spin);
      case 2 -> cog(cx, cy, r * 0.92, in * 1.3, points + 4, spin);
      case 4 -> polygon(cx, cy, r * 0.98, Math.max(5, points), spin);
      case 5 -> EmblemPainter.star(cx, cy, r, r * 0.68, 14 + 2 * points, spin);
      default -> EmblemPainter.star(cx, cy, r, in, points, spin);
    };
  }

  /** A lighter layer over the rosette: the compass's second star, the polygon's inner one. */
  Optional<Shape> second(double cx, double cy, double r) {
    return switch (rosette) {
      case 3 ->
          Optional.of(
              EmblemPainter.star(
                  cx, cy, r * 0.78, r * inner * 0.8, points, spin + Math.PI / points));
      case 4 ->
          Optional.of(polygon(cx, cy, r * 0.78, Math.max(5, points), spin + Math.PI / points));
      default -> Optional.empty();
    };
  }

  /** Ornaments around the medallion. */
  Shape ring(double cx, double cy, double r) {
    Path2D.Double p = new Path2D.Double();
    double at = r * (rosette == 2 || rosette == 5 ? 0.62 : 0.74);
    if (ring < 2) {
      int n = points * (ring == 0 ? 2 : 1);
      for (int i = 0; i < n; i++) {
        double a = spin + Math.PI / points + 2 * Math.PI * i / n;
        double x = cx + at * Math.cos(a);
        double y = cy + at * Math.sin(a);
        double s = r * 0.05;
        p.append(
            ring == 0 ? circle(x, y, s) : EmblemPainter.star(x, y, s * 2.2, s * 0.9, 4, a), false);
      }
    } else if (ring == 2) {
      p.append(circle(cx, cy, r * 0.64), false);
      p.append(circle(cx, cy, r * 0.6), false);
      p.setWindingRule(Path2D.WIND_EVEN_ODD);
    }
    return p;
  }

  private static Ellipse2D circle(double cx, double cy, double r) {
    return new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
  }

  private static void diamond(Path2D p, double x, double y, double h) {
    p.moveTo(x, y - h);
    p.lineTo(x + h, y);
    p.lineTo(x, y + h);
    p.lineTo(x - h, y);
    p.closePath();
  }

  private void rays(Path2D p, double cx, double cy, double far, int rays) {
    for (int i = 0; i < rays; i += 2) {
      double a0 = spin + 2 * Math.PI * i / rays;
      double a1 = spin + 2 * Math.PI * (i + 1) / rays;
      p.moveTo(cx, cy);
      p.lineTo(cx + far * Math.cos(a0), cy + far * Math.sin(a0));
      p.lineTo(cx + far * Math.cos(a1), cy + far * Math.sin(a1));
      p.closePath();
    }
  }

  private static void stripes(Path2D p, double cx, double cy, double far, double w, double a) {
    double ux = Math.cos(a);
    double uy = Math.sin(a);
    for (double o = -far; o < far; o += 2 * w) {
      double x0 = cx + ux * o;
      double y0 = cy + uy * o;
      p.moveTo(x0 - uy * far, y0 + ux * far);
      p.lineTo(x0 + uy * far, y0 - ux * far);
      p.lineTo(x0 + ux * w + uy * far, y0 + uy * w - ux * far);
      p.lineTo(x0 + ux * w - uy * far, y0 + uy * w + ux * far);
      p.closePath();
    }
  }

  /** Horizontal bands with wavy edges. */
  private static void waves(Path2D p, Rectangle2D box, double h) {
    double step = h * 2.2;
    for (double y = box.getY() - h; y < box.getMaxY() + h; y += 2 * h) {
      p.moveTo(box.getX() - step, y);
      double x = box.getX() - step;
      for (; x < box.getMaxX() + step; x += step) {
        p.quadTo(x + step / 4, y - h * 0.45, x + step / 2, y);
        p.quadTo(x + 3 * step / 4, y + h * 0.45, x + step, y);
      }
      p.lineTo(x, y + h);
      for (; x > box.getX() - step; x -= step) {
        p.quadTo(x - step / 4, y + h * 0.55, x - step / 2, y + h);
        p.quadTo(x - 3 * step / 4, y + h * 1.45, x - step, y + h);
      }
      p.closePath();
    }
  }

  /** Rows of overlapping half discs, like a fish's scales: their rims drawn as crescents. */
  private static void scales(Path2D p, Rectangle2D box, double s) {
    int row = 0;
    for (double y = box.getY() - s / 2; y < box.getMaxY() + s / 2; y += s * 0.6, row++) {
      double shift = row % 2 == 0 ? 0 : s / 2;
      for (double x = box.getX() - s + shift; x < box.getMaxX() + s / 2; x += s) {
        // the lower half of the disc at (x + s/2, y + s/2), as a polygon of 12 sides
        double cx = x + s / 2;
        double cy = y + s / 2;
        p.moveTo(cx - s / 2, cy);
        for (int k = 1; k <= 12; k++) {
          double a = Math.PI * k / 12;
          p.lineTo(cx - s / 2 * Math.cos(a), cy + s / 2 * Math.sin(a));
        }
        p.closePath();
      }
    }
    p.setWindingRule(Path2D.WIND_EVEN_ODD);
  }

  /** Round petals: a curve out to each petal's tip and back between petals. */
  private static Path2D.Double flower(
      double cx, double cy, double outer, double inner, int petals, double spin) {
    Path2D.Double p = new Path2D.Double();
    p.moveTo(cx + inner * Math.cos(spin), cy + inner * Math.sin(spin));
    for (int i = 0; i < petals; i++) {
      double a0 = spin + 2 * Math.PI * i / petals;
      double a1 = spin + 2 * Math.PI * (i + 1) / petals;
      double am = (a0 + a1) / 2;
      double k = outer * 1.22;
      double spread = (a1 - a0) * 0.45;
      p.curveTo(
          cx + k * Math.cos(am - spread),
          cy + k * Math.sin(am - spread),
          cx + k * Math.cos(am + spread),
          cy + k * Math.sin(am + spread),
          cx + inner * Math.cos(a1),
          cy + inner * Math.sin(a1));
    }
    p.closePath();
    return p;
  }

  /** A wheel with flat-topped teeth. */
  private static Path2D.Double cog(
      double cx, double cy, double outer, double inner, int teeth, double spin) {
    Path2D.Double p = new Path2D.Double();
    double step = 2 * Math.PI / teeth;
    for (int i = 0; i < teeth; i++) {
      double a = spin + i * step;
      double[][] corners = {
        {inner, a}, {outer, a + step * 0.12}, {outer, a + step * 0.5}, {inner, a + step * 0.62}
      };
      for (int k = 0; k < corners.length; k++) {
        double x = cx + corners[k][0] * Math.cos(corners[k][1]);
        double y = cy + corners[k][0] * Math.sin(corners[k][1]);
        if (i == 0 && k == 0) {
          p.moveTo(x, y);
        } else {
          p.lineTo(x, y);
        }
      }
    }
    p.closePath();
    return p;
  }

  private static Path2D.Double polygon(double cx, double cy, double r, int sides, double spin) {
    Path2D.Double p = new Path2D.Double();
    for (int i = 0; i < sides; i++) {
      double a = spin + 2 * Math.PI * i / sides;
      if (i == 0) {
        p.moveTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
      } else {
        p.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
      }
    }
    p.closePath();
    return p;
  }
}
