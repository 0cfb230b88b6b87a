package org.legendsforge.games.graveyard.pieces;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import org.legendsforge.kit.print.pages.PageText;
import org.legendsforge.kit.print.pages.PieceInk;
import org.legendsforge.kit.print.pages.PieceSheets;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * A map ruler, drawn from its bleed corner: a title band on the side away from the map, then one
 * box per column or row, each the map's cell long, with the d10 face that picks it small and the
 * coordinate large; a face past the map's rows says to roll again, and a spare length past the
 * map's corner what the ruler's die picks. The box lines run to the cut on the map's side, so laid
 * against the map they continue its cells' edges.
 */
public final class DieRulerPainter {
  private static final Color FILL = new Color(0xE8, 0xE4, 0xDA);
  private static final double BAND = 5;
  private final PageText text;

  public DieRulerPainter(FontSet fonts) {
    this.text = new PageText(fonts);
  }

  public void paint(Graphics2D g, Piece.DieRuler r) {
    PageText.prepare(g);
    PieceSheets.Size size = r.size();
    double b = size.bleed();
    double w = size.width();
    double h = size.height();
    g.setColor(FILL);
    g.fill(new Rectangle2D.Double(0, 0, w + 2 * b, h + 2 * b));
    // the boxes lie on the map's side, the title band on the other
    double boxTop = r.mapSideUp() ? b : b + BAND;
    double boxH = h - BAND;
    double bandBase = r.mapSideUp() ? b + h - 1.5 : b + BAND - 1.5;
    g.setColor(PieceInk.INK);
    text.line(g, r.title(), FontFace.BOLD, 2.8, b + 2, bandBase);
    g.setStroke(new BasicStroke(0.3f));
    for (int i = 0; i < r.boxes(); i++) {
      double x = b + r.lead() + i * r.cell();
      boolean onMap = i < r.labels().size();
      g.setColor(onMap ? Color.WHITE : FILL);
      g.fill(new Rectangle2D.Double(x, boxTop, r.cell(), boxH));
      g.setColor(PieceInk.INK);
      g.draw(new Rectangle2D.Double(x, boxTop, r.cell(), boxH));
      String face = "d10: " + (r.firstFace() + i);
      double faceY = r.mapSideUp() ? boxTop + boxH - 1.5 : boxTop + 3;
      centred(g, face, FontFace.CONDENSED, 2.2, x, r.cell(), faceY);
      double labelY = r.mapSideUp() ? boxTop + 8.5 : boxTop + boxH - 2;
      if (onMap) {
        centred(g, r.labels().get(i), FontFace.BOLD, 8, x, r.cell(), labelY);
      } else {
        centred(g, "roll again", FontFace.BOLD, 3.5, x, r.cell(), labelY - 2);
      }
    }
    // the spare length past the map's corner says what the ruler's dice pick
    double spare = r.length() - r.boxes() * r.cell();
    if (spare > 6) {
      double x = r.lead() > 0 ? b : b + r.lead() + r.boxes() * r.cell();
      double labelY = r.mapSideUp() ? boxTop + 8.5 : boxTop + boxH - 2;
      centred(g, "d10", FontFace.BOLD, 5, x, spare, labelY);
      String picks = r.mapSideUp() ? "picks the row" : "picks the column";
      double pickY = r.mapSideUp() ? boxTop + boxH - 1.5 : boxTop + 3;
      centred(g, picks, FontFace.CONDENSED, 2.2, x, spare, pickY);
    }
    // the cells' edges, carried through the bleed on the map's side so a cut a little off still
    // shows them at the edge
    g.setStroke(new BasicStroke(0.5f));
    double edge = r.mapSideUp() ? 0 : b + h;
    double toward = r.mapSideUp() ? b : 2 * b + h;
    for (int i = 0; i <= r.labels().size(); i++) {
      double x = b + r.lead() + i * r.cell();
      g.draw(new Line2D.Double(x, edge, x, toward));
    }
  }

  private void centred(
      Graphics2D g, String s, FontFace face, double size, double x, double width, double y) {
    text.line(g, s, face, size, x + (width - text.width(s, face, size)) / 2, y);
  }
}
