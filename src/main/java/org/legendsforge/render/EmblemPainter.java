package org.legendsforge.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.SplittableRandom;

/**
 * The picture of a card without art: a rosette drawn from the card id (String.hashCode is fixed by
 * the Java spec, so every machine draws the same one) in the card's colour, with the card kind's
 * icon in the middle. Never an empty box, and two cards rarely look alike.
 */
final class EmblemPainter {
  private final Theme theme;
  private final FontSet fonts;

  EmblemPainter(Theme theme, FontSet fonts) {
    this.theme = theme;
    this.fonts = fonts;
  }

  void paint(Graphics2D g, Rectangle2D box, FaceContent.Emblem e) {
    Color base = e.colour();
    SplittableRandom rnd = new SplittableRandom(e.seed().hashCode() * 0x9E3779B97F4A7C15L);
    Color paper = theme.colour("paper");
    g.setColor(Colours.mix(base, paper, 0.72));
    g.fill(box);
    double cx = box.getCenterX();
    double cy = box.getCenterY();
    double r = Math.min(box.getWidth(), box.getHeight()) * 0.46;
    Shape old = g.getClip();
    g.clip(box);
    // faint rays over the whole box, filled as one shape: a fill per ray made the rasteriser
    // sweep most of the box once for each (the rays meet only under the star drawn next)
    int rays = 12 + 2 * rnd.nextInt(6);
    double turn = rnd.nextDouble() * Math.PI;
    g.setColor(Colours.mix(base, paper, 0.58));
    Path2D.Double fan = new Path2D.Double();
    for (int i = 0; i < rays; i += 2) {
      double a0 = turn + 2 * Math.PI * i / rays;
      double a1 = turn + 2 * Math.PI * (i + 1) / rays;
      double far = box.getWidth() + box.getHeight();
      fan.moveTo(cx, cy);
      fan.lineTo(cx + far * Math.cos(a0), cy + far * Math.sin(a0));
      fan.lineTo(cx + far * Math.cos(a1), cy + far * Math.sin(a1));
      fan.closePath();
    }
    g.fill(fan);
    // a star of petals
    int petals = 5 + rnd.nextInt(5);
    double inner = r * (0.45 + rnd.nextDouble() * 0.15);
    double spin = rnd.nextDouble() * Math.PI;
    g.setColor(Colours.mix(base, paper, 0.25));
    g.fill(star(cx, cy, r, inner, petals, spin));
    g.setColor(Colours.darker(base, 0.35));
    g.setStroke(
        new BasicStroke((float) (r * 0.035), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    g.draw(star(cx, cy, r, inner, petals, spin));
    // a ring of dots, one shape too (they lie apart)
    int dots = petals * (1 + rnd.nextInt(2));
    double dr = r * 0.05;
    Path2D.Double ring = new Path2D.Double();
    for (int i = 0; i < dots; i++) {
      double a = spin + Math.PI / petals + 2 * Math.PI * i / dots;
      ring.append(
          new Ellipse2D.Double(
              cx + r * 0.78 * Math.cos(a) - dr, cy + r * 0.78 * Math.sin(a) - dr, 2 * dr, 2 * dr),
          false);
    }
    g.fill(ring);
    // the medallion with the icon
    double m = r * 0.52;
    g.setColor(paper);
    g.fill(new Ellipse2D.Double(cx - m, cy - m, 2 * m, 2 * m));
    g.setColor(Colours.darker(base, 0.35));
    g.draw(new Ellipse2D.Double(cx - m, cy - m, 2 * m, 2 * m));
    Color ink = Colours.contrast(base, paper) >= 3 ? base : Colours.darker(base, 0.45);
    if (!e.monogram().isEmpty()) {
      monogram(g, e.monogram(), cx, cy, m, ink);
    } else {
      theme
          .icon(e.icon())
          .ifPresent(
              icon -> {
                double s = m * 1.3;
                icon.paint(g, cx - s / 2, cy - s / 2, s, ink);
              });
    }
    g.setClip(old);
  }

  /** A hero's initials as glyph outlines (a picture, not text), fitted inside the medallion. */
  private void monogram(Graphics2D g, String letters, double cx, double cy, double m, Color ink) {
    java.awt.Font f = fonts.font(FontFace.BOLD, 10f);
    Shape outline = f.createGlyphVector(Typesetter.FRC, letters).getOutline();
    Rectangle2D b = outline.getBounds2D();
    double scale = Math.min(m * 1.25 / b.getWidth(), m * 0.95 / b.getHeight());
    java.awt.geom.AffineTransform at = new java.awt.geom.AffineTransform();
    at.translate(cx, cy);
    at.scale(scale, scale);
    at.translate(-b.getCenterX(), -b.getCenterY());
    g.setColor(ink);
    g.fill(at.createTransformedShape(outline));
  }

  static Path2D.Double star(
      double cx, double cy, double outer, double inner, int points, double spin) {
    Path2D.Double p = new Path2D.Double();
    for (int i = 0; i < points * 2; i++) {
      double a = spin + Math.PI * i / points;
      double rr = i % 2 == 0 ? outer : inner;
      double x = cx + rr * Math.cos(a);
      double y = cy + rr * Math.sin(a);
      if (i == 0) {
        p.moveTo(x, y);
      } else {
        p.lineTo(x, y);
      }
    }
    p.closePath();
    return p;
  }
}
