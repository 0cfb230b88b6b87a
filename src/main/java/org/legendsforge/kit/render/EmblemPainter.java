package org.legendsforge.kit.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

/**
 * The picture of a card without art: a ground, a rosette and a ring of ornaments chosen by the card
 * id ({@link EmblemDesign}; String.hashCode is fixed by the Java spec, so every machine draws the
 * same one) in the card's colour, with the card's icon or a hero's initials on a medallion in the
 * middle.
 */
final class EmblemPainter {
  private final Theme theme;
  private final FontSet fonts;

  /**
   * Grounds already cut to their box, by seed and box: a build draws each face up to six times, and
   * cutting a pattern is the dearest part of an emblem.
   */
  private final java.util.concurrent.ConcurrentMap<String, Shape> grounds =
      new java.util.concurrent.ConcurrentHashMap<>();

  EmblemPainter(Theme theme, FontSet fonts) {
    this.theme = theme;
    this.fonts = fonts;
  }

  void paint(Graphics2D g, Rectangle2D box, FaceContent.Emblem e) {
    Color base = e.colour();
    Color paper = theme.colour("paper");
    EmblemDesign d = EmblemDesign.of(e.seed());
    double cx = box.getCenterX();
    double cy = box.getCenterY();
    double r = Math.min(box.getWidth(), box.getHeight()) * 0.46;
    Shape old = g.getClip();
    g.clip(box);
    g.setColor(Colours.mix(base, paper, d.boxMix()));
    g.fill(box);
    g.setColor(Colours.mix(base, paper, d.patternMix()));
    g.fill(grounds.computeIfAbsent(e.seed() + box, k -> d.ground(box, cx, cy, r)));
    Color line = Colours.darker(base, 0.35);
    g.setStroke(
        new BasicStroke((float) (r * 0.035), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    Color shadow = Colours.mix(base, paper, d.tone() == 2 ? 0.05 : 0.3);
    switch (d.layout()) {
      case 1 -> {
        // the medallion steps left; the icon's shadow, large, balances it on the right
        double mx = box.getX() + box.getWidth() * 0.3;
        double s = box.getHeight() * 0.95;
        shadow(g, e, box.getX() + box.getWidth() * 0.72 - s / 2, cy - s / 2, s, shadow);
        rosette(g, d, mx, cy, r * 0.9, base, paper, line);
        medallion(g, e, mx, cy, r * 0.9 * 0.52, base, paper);
      }
      case 2 -> {
        // two small rosettes of the next form flank the medallion
        EmblemDesign side = d.withRosette((d.rosette() + 1) % EmblemDesign.ROSETTES);
        double off = box.getWidth() * 0.32;
        rosette(g, side, cx - off, cy, r * 0.5, base, paper, line);
        rosette(g, side, cx + off, cy, r * 0.5, base, paper, line);
        rosette(g, d, cx, cy, r * 0.86, base, paper, line);
        medallion(g, e, cx, cy, r * 0.86 * 0.52, base, paper);
      }
      case 3 -> {
        // the icon's shadow fills the box, cropped, behind a smaller medallion
        double s = box.getWidth() * 0.9;
        shadow(g, e, cx - s / 2, cy - s * 0.45, s, shadow);
        rosette(g, d, cx, cy, r * 0.8, base, paper, line);
        medallion(g, e, cx, cy, r * 0.8 * 0.52, base, paper);
      }
      default -> {
        rosette(g, d, cx, cy, r, base, paper, line);
        medallion(g, e, cx, cy, r * 0.52, base, paper);
      }
    }
    g.setClip(old);
  }

  private static void rosette(
      Graphics2D g,
      EmblemDesign d,
      double cx,
      double cy,
      double r,
      Color base,
      Color paper,
      Color line) {
    Shape rosette = d.rosette(cx, cy, r);
    g.setColor(Colours.mix(base, paper, 0.25));
    g.fill(rosette);
    g.setColor(line);
    g.draw(rosette);
    d.second(cx, cy, r)
        .ifPresent(
            s -> {
              g.setColor(Colours.mix(base, paper, 0.5));
              g.fill(s);
              g.setColor(line);
              g.draw(s);
            });
    g.fill(d.ring(cx, cy, r));
  }

  /** The card's icon (or, for a hero, nothing: its initials stay on the medallion) as a shadow. */
  private void shadow(Graphics2D g, FaceContent.Emblem e, double x, double y, double s, Color c) {
    if (e.monogram().isEmpty()) {
      theme.icon(e.icon()).ifPresent(icon -> icon.paint(g, x, y, s, c));
    }
  }

  /** The paper disc in the middle with the card's icon, or a hero's initials. */
  private void medallion(
      Graphics2D g, FaceContent.Emblem e, double cx, double cy, double m, Color base, Color paper) {
    g.setColor(paper);
    g.fill(new Ellipse2D.Double(cx - m, cy - m, 2 * m, 2 * m));
    g.setColor(Colours.darker(base, 0.35));
    g.draw(new Ellipse2D.Double(cx - m, cy - m, 2 * m, 2 * m));
    Color ink = HeroMark.inkOn(base, paper);
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
  }

  /** A hero's initials as glyph outlines (a picture, not text), fitted inside the medallion. */
  private void monogram(Graphics2D g, String letters, double cx, double cy, double m, Color ink) {
    Shape outline = HeroMark.outline(fonts, letters, cx, cy, m * 1.25, m * 0.95);
    g.setColor(ink);
    g.fill(outline);
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
