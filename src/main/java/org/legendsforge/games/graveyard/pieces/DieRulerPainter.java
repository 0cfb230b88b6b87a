package org.legendsforge.games.graveyard.pieces;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.legendsforge.kit.print.pages.PageText;
import org.legendsforge.kit.print.pages.PieceInk;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * A random-cell strip, drawn from its bleed corner: ten boxes, one per face of a d10, each with the
 * face small at its top and the column or row it picks large below; a face that picks nothing says
 * to roll again.
 */
public final class DieRulerPainter {
  private static final Color FILL = new Color(0xE8, 0xE4, 0xDA);
  private static final int FACES = 10;
  private final PageText text;

  public DieRulerPainter(FontSet fonts) {
    this.text = new PageText(fonts);
  }

  public void paint(Graphics2D g, Piece.DieRuler r) {
    PageText.prepare(g);
    Piece.Size size = r.size();
    double b = size.bleed();
    double w = size.width();
    double h = size.height();
    g.setColor(FILL);
    g.fill(new Rectangle2D.Double(0, 0, w + 2 * b, h + 2 * b));
    g.setColor(PieceInk.INK);
    text.line(g, r.title(), FontFace.BOLD, 3.2, b + 3, b + 5);
    double cell = (w - 6) / FACES;
    double top = b + 7.5;
    double boxH = h - 10;
    g.setStroke(new BasicStroke(0.3f));
    for (int i = 0; i < FACES; i++) {
      double x = b + 3 + i * cell;
      g.setColor(Color.WHITE);
      g.fill(new Rectangle2D.Double(x, top, cell, boxH));
      g.setColor(PieceInk.INK);
      g.draw(new Rectangle2D.Double(x, top, cell, boxH));
      String face = "d10: " + (i + 1);
      text.line(
          g,
          face,
          FontFace.CONDENSED,
          2.2,
          x + (cell - text.width(face, FontFace.CONDENSED, 2.2)) / 2,
          top + 3);
      boolean picks = i < r.labels().size();
      String label = picks ? r.labels().get(i) : "roll again";
      double s = picks ? 9 : 2.8;
      FontFace f = picks ? FontFace.BOLD : FontFace.CONDENSED_BOLD;
      text.line(g, label, f, s, x + (cell - text.width(label, f, s)) / 2, top + boxH - 3);
    }
  }
}
