package org.legendsforge.games.graveyard.pieces;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import org.legendsforge.kit.print.pages.PageText;
import org.legendsforge.kit.print.pages.PieceInk;
import org.legendsforge.kit.print.pages.PieceSheets;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.HeroMark;
import org.legendsforge.kit.render.PieceLook;

/**
 * A hero's folding standee, drawn from its bleed corner: a base strip, a panel upside down, a panel
 * upright, a base strip. Folded along the dashed lines into a tent, each side shows the hero's
 * emblem in its cards' colour with its initials, and its name, right way up. The base strips, in
 * the hero's colour, are glued one over the other underneath.
 */
public final class StandeePainter {
  private static final Color FOLD = new Color(0x80, 0x80, 0x80);
  private final PageText text;
  private final PieceLook look;

  public StandeePainter(FontSet fonts, PieceLook look) {
    this.text = new PageText(fonts);
    this.look = look;
  }

  public void paint(Graphics2D g, Piece.Standee s) {
    PageText.prepare(g);
    PieceSheets.Size size = s.size();
    double b = size.bleed();
    double w = size.width();
    double base = Piece.Standee.BASE;
    double panel = Piece.Standee.PANEL;
    HeroMark mark = look.heroMark(s.hero());
    g.setColor(PieceInk.tint(mark.colour(), 0.82));
    g.fill(new Rectangle2D.Double(0, 0, w + 2 * b, size.height() + 2 * b));
    g.setColor(mark.colour());
    g.fill(new Rectangle2D.Double(0, 0, w + 2 * b, b + base));
    g.fill(new Rectangle2D.Double(0, b + base + 2 * panel, w + 2 * b, base + b));
    // the first panel upside down: once folded, both faces stand upright
    AffineTransform saved = g.getTransform();
    g.translate(b + w, b + base + panel);
    g.rotate(Math.PI);
    panel(g, s, mark, w, panel);
    g.setTransform(saved);
    g.translate(b, b + base + panel);
    panel(g, s, mark, w, panel);
    g.setTransform(saved);
    g.setColor(FOLD);
    g.setStroke(
        new BasicStroke(
            0.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1, new float[] {1, 1}, 0));
    for (double y : new double[] {base, base + panel, base + 2 * panel}) {
      g.draw(new Line2D.Double(b, b + y, b + w, b + y));
    }
    g.setColor(PieceInk.textOn(mark.colour()));
    String glue = "glue under";
    double gw = text.width(glue, FontFace.CONDENSED, 1.8);
    text.line(g, glue, FontFace.CONDENSED, 1.8, b + (w - gw) / 2, b + base / 2 + 0.6);
  }

  /** One face: the emblem, the hero's name under it, a frame in the hero's colour. */
  private void panel(Graphics2D g, Piece.Standee s, HeroMark mark, double w, double h) {
    double pad = 1.2;
    g.setColor(PieceInk.WHITE);
    RoundRectangle2D frame = new RoundRectangle2D.Double(pad, pad, w - 2 * pad, h - 2 * pad, 2, 2);
    g.fill(frame);
    g.setColor(mark.colour());
    g.setStroke(new BasicStroke(0.5f));
    g.draw(frame);
    double e = Math.min(w - 4 * pad, h * 0.62);
    look.paintHeroEmblem(s.hero(), g, new Rectangle2D.Double((w - e) / 2, pad * 2, e, e));
    double size = 2.1;
    List<String> lines =
        text.wrap(s.hero().name(), text.font(FontFace.CONDENSED_BOLD, size), w - 4);
    while (lines.size() > 2 && size > 1.5) {
      size -= 0.1;
      lines = text.wrap(s.hero().name(), text.font(FontFace.CONDENSED_BOLD, size), w - 4);
    }
    double y = pad * 2 + e + size * 1.2;
    g.setColor(PieceInk.INK);
    for (String line : lines.subList(0, Math.min(2, lines.size()))) {
      double lw = text.width(line, FontFace.CONDENSED_BOLD, size);
      text.line(g, line, FontFace.CONDENSED_BOLD, size, (w - lw) / 2, y);
      y += size * 1.15;
    }
  }
}
