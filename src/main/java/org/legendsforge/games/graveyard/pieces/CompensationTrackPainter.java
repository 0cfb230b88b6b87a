package org.legendsforge.games.graveyard.pieces;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.legendsforge.games.graveyard.rules.Numbers;
import org.legendsforge.kit.print.pages.PageText;
import org.legendsforge.kit.print.pages.PieceInk;
import org.legendsforge.kit.print.pages.PieceSheets;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * The compensation track, drawn from its bleed corner: a row of boxes from the points one side
 * holds, through 0 in the middle, to the points the other side holds, each end named by the players
 * of that side; at the points that trade (3) the end box says what they buy. Only one side ever
 * holds points, so one marker moving along the row shows who holds how many.
 */
public final class CompensationTrackPainter {
  private static final Color FILL = new Color(0xE8, 0xE4, 0xDA);
  private static final Color TRADE = new Color(0x44, 0x44, 0x44);
  private final PageText text;
  private final int trade;
  private final int mana;

  public CompensationTrackPainter(FontSet fonts) {
    this(fonts, Numbers.COMPENSATION_TRADE, 1);
  }

  /** As above, for rules where {@code trade} points buy {@code mana} (a variant's, §14). */
  public CompensationTrackPainter(FontSet fonts, int trade, int mana) {
    this.text = new PageText(fonts);
    this.trade = trade;
    this.mana = mana;
  }

  public void paint(Graphics2D g, Piece.CompensationTrack t) {
    PageText.prepare(g);
    PieceSheets.Size size = t.size();
    double b = size.bleed();
    double w = size.width();
    double h = size.height();
    g.setColor(FILL);
    g.fill(new Rectangle2D.Double(0, 0, w + 2 * b, h + 2 * b));
    int boxes = 2 * trade + 1;
    double cell = (w - 6) / boxes;
    double top = b + 10;
    double boxH = h - 13;
    g.setColor(PieceInk.INK);
    String title = "Compensation";
    text.line(
        g, title, FontFace.BOLD, 3.4, b + (w - text.width(title, FontFace.BOLD, 3.4)) / 2, b + 5);
    text.line(g, side(t.sideA()) + " hold points", FontFace.BOLD, 2.4, b + 3, b + 8);
    String right = side(t.sideB()) + " hold points";
    text.line(
        g, right, FontFace.BOLD, 2.4, b + w - 3 - text.width(right, FontFace.BOLD, 2.4), b + 8);
    for (int i = 0; i < boxes; i++) {
      int points = Math.abs(i - trade);
      boolean end = points == trade;
      Rectangle2D box = new Rectangle2D.Double(b + 3 + i * cell + 0.5, top, cell - 1, boxH);
      g.setColor(end ? TRADE : PieceInk.WHITE);
      g.fill(box);
      g.setColor(PieceInk.INK);
      g.setStroke(new BasicStroke(0.4f));
      g.draw(box);
      g.setColor(end ? PieceInk.WHITE : PieceInk.INK);
      String n = Integer.toString(points);
      double s = 7;
      text.line(
          g,
          n,
          FontFace.BOLD,
          s,
          box.getCenterX() - text.width(n, FontFace.BOLD, s) / 2,
          top + 8.5);
      if (end) {
        String[] words = {"trade " + trade, "for " + mana + " mana"};
        double ws = 2.1;
        double y = top + 12.2;
        for (String word : words) {
          text.line(
              g,
              word,
              FontFace.CONDENSED_BOLD,
              ws,
              box.getCenterX() - text.width(word, FontFace.CONDENSED_BOLD, ws) / 2,
              y);
          y += ws * 1.2;
        }
      }
    }
  }

  private static String side(java.util.List<String> players) {
    return players.isEmpty() ? "One side" : String.join(" and ", players);
  }
}
