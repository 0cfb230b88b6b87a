package org.legendsforge.kit.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import org.legendsforge.kit.card.Face.AreaCells;
import org.legendsforge.kit.card.Face.Stat;

/**
 * The numbers a player reads most, as chips at the right end of the strip under the picture: each
 * one its concept's icon in its colour, the number in bold at badge weight and the concept's label
 * under it, so a chip explains itself; an area is drawn as its cells around the target (or the
 * user), never written as a formula. The chips come in one order on every card kind (health,
 * damage, range, area), so a place on the strip means one thing.
 */
final class StatStrip {
  /** The gap between chips and between the words and the first chip. */
  static final double GAP = 0.8;

  private static final double PAD = 0.9;
  private final Theme theme;
  private final FontSet fonts;

  StatStrip(Theme theme, FontSet fonts) {
    this.theme = theme;
    this.fonts = fonts;
  }

  /** How wide the chips of {@code stats} are together in a strip of height {@code h}. */
  double width(List<Stat> stats, double h) {
    double w = 0;
    for (Stat s : stats) {
      w += chipWidth(s, h) + GAP;
    }
    return stats.isEmpty() ? 0 : w - GAP;
  }

  /** Paints the chips right-aligned inside {@code r}. */
  void paint(Graphics2D g, List<Stat> stats, Region r) {
    double x = r.x() + r.w() - width(stats, r.h());
    for (Stat s : stats) {
      double w = chipWidth(s, r.h());
      chip(g, s, x, r.y(), w, r.h());
      x += w + GAP;
    }
  }

  private Font number(double h) {
    return fonts.font(FontFace.BOLD, (float) (h * 0.5));
  }

  private Font label() {
    return fonts.font(FontFace.CONDENSED, (float) theme.font("small").sizeMm());
  }

  private Concept concept(Stat s) {
    return theme
        .concept(s.concept())
        .orElseThrow(() -> new IllegalStateException("no concept " + s.concept()));
  }

  private double chipWidth(Stat s, double h) {
    double labelW = Typesetter.width(label(), concept(s).label());
    double top;
    if (s.area().isPresent()) {
      // the diagram takes the chip's full height and its label stands beside it
      return labelW + 0.6 + grid(h) + 2 * PAD;
    } else {
      Font f = number(h);
      top = iconSize(h) + 0.4 + Typesetter.width(f, s.value());
    }
    return Math.max(top, labelW) + 2 * PAD;
  }

  private double iconSize(double h) {
    return number(h).getSize2D() * Typesetter.CAP_HEIGHT * 1.45;
  }

  /** The side of an area's diagram: the chip's height less a margin. */
  private static double grid(double h) {
    return h - 0.9;
  }

  private void chip(Graphics2D g, Stat s, double x, double y, double w, double h) {
    Concept c = concept(s);
    RoundRectangle2D box = new RoundRectangle2D.Double(x, y, w, h, 1.2, 1.2);
    g.setColor(theme.colour("panel"));
    g.fill(box);
    g.setColor(theme.colour("rule"));
    g.setStroke(new BasicStroke(0.2f));
    g.draw(box);
    Font label = label();
    g.setColor(theme.colour("muted"));
    if (s.area().isPresent()) {
      double side = grid(h);
      double cap = label.getSize2D() * Typesetter.CAP_HEIGHT;
      TextPainter.drawString(g, label, c.label(), x + PAD, y + h / 2 + cap / 2);
      area(g, s.area().get(), x + w - PAD - side, y + 0.45, side, c.colour());
      return;
    }
    double labelBase = y + h - 0.45 - label.getSize2D() * Typesetter.DESCENT;
    TextPainter.drawString(
        g, label, c.label(), x + (w - Typesetter.width(label, c.label())) / 2, labelBase);
    Font f = number(h);
    double cap = f.getSize2D() * Typesetter.CAP_HEIGHT;
    double icon = iconSize(h);
    double rowW = icon + 0.4 + Typesetter.width(f, s.value());
    double left = x + (w - rowW) / 2;
    double mid = y + (labelBase - label.getSize2D() * Typesetter.CAP_HEIGHT - y) / 2;
    theme.icon(c.icon()).ifPresent(i -> i.paint(g, left, mid - icon / 2, icon, c.colour()));
    g.setColor(theme.colour("ink"));
    TextPainter.drawString(g, f, s.value(), left + icon + 0.4, mid + cap / 2);
  }

  /**
   * The area's cells in a square of side {@code side}: the covered cells in the area's colour, the
   * others as empty outlines, and the centre marked: a ring where the card is aimed, the user's
   * disc when the area lies around the user.
   */
  private void area(Graphics2D g, AreaCells a, double x, double y, double side, Color colour) {
    int n = 2 * a.reach() + 1;
    double cell = side / n;
    Color paper = theme.colour("paper");
    Color empty = Colours.mix(theme.colour("rule"), paper, 0.75);
    g.setStroke(new BasicStroke((float) Math.min(0.22, cell * 0.14)));
    for (int dy = -a.reach(); dy <= a.reach(); dy++) {
      for (int dx = -a.reach(); dx <= a.reach(); dx++) {
        Rectangle2D r =
            new Rectangle2D.Double(
                x + (dx + a.reach()) * cell, y + (dy + a.reach()) * cell, cell, cell);
        boolean in = a.contains(dx, dy);
        g.setColor(in ? colour : paper);
        g.fill(r);
        // paper lines between covered cells, so they can be counted
        g.setColor(in ? paper : empty);
        g.draw(r);
      }
    }
    g.setColor(Colours.darker(colour, 0.35));
    g.setStroke(new BasicStroke(0.25f));
    g.draw(new Rectangle2D.Double(x, y, side, side));
    double cx = x + side / 2;
    double cy = y + side / 2;
    double rr = cell * 0.3;
    Ellipse2D mark = new Ellipse2D.Double(cx - rr, cy - rr, 2 * rr, 2 * rr);
    g.setColor(paper);
    if (a.onCaster()) {
      g.fill(mark);
    } else {
      g.setStroke(new BasicStroke((float) (cell * 0.16)));
      g.draw(mark);
    }
  }
}
