package org.legendsforge.games.graveyard.pieces;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import org.legendsforge.games.graveyard.rules.Numbers;
import org.legendsforge.kit.print.pages.PageText;
import org.legendsforge.kit.print.pages.PieceInk;
import org.legendsforge.kit.print.pages.PlayerAid;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.PieceLook;

/**
 * A player's board, drawn from its bleed corner: a band in the player's seat colour with the
 * player's name, the turn-order reference (the player aid's sections on whose turn it is and what a
 * turn holds, the rulebook's own words, set smaller in 0.1 mm steps until they fit), and the
 * death-point track from 0 to the points that lose, where the player's death-point marker moves.
 */
public final class PlayerBoardPainter {
  private static final double BAND = 13;
  private static final double TRACK = 22;
  private static final double SIZE = 2.6;
  private static final double MIN_SIZE = 1.8;
  private final PageText text;
  private final PieceLook look;
  private final List<PlayerAid.Section> reference;
  private final int losingDeathPoints;

  /**
   * @param reference the sections of the player aid the board carries
   */
  public PlayerBoardPainter(FontSet fonts, PieceLook look, List<PlayerAid.Section> reference) {
    this(fonts, look, reference, Numbers.DEATH_POINTS_TO_LOSE);
  }

  /** As above, for rules where a player loses at {@code losingDeathPoints} (a variant's, §14). */
  public PlayerBoardPainter(
      FontSet fonts, PieceLook look, List<PlayerAid.Section> reference, int losingDeathPoints) {
    this.text = new PageText(fonts);
    this.look = look;
    this.reference = List.copyOf(reference);
    this.losingDeathPoints = losingDeathPoints;
  }

  public void paint(Graphics2D g, Piece.PlayerBoard board) {
    PageText.prepare(g);
    double b = board.size().bleed();
    double w = board.size().width();
    double h = board.size().height();
    Color seat = look.seat(board.player().colour());
    g.setColor(PieceInk.tint(seat, 0.9));
    g.fill(new Rectangle2D.Double(0, 0, w + 2 * b, h + 2 * b));
    g.setColor(seat);
    g.fill(new Rectangle2D.Double(0, 0, w + 2 * b, b + BAND));
    g.setColor(PieceInk.textOn(seat));
    text.line(g, board.player().name(), FontFace.BOLD, 5, b + 4, b + BAND - 4);
    double bottom = b + h - (board.deathTrack() ? TRACK : 4);
    g.setColor(PieceInk.WHITE);
    RoundRectangle2D panel =
        new RoundRectangle2D.Double(b + 3, b + BAND + 3, w - 6, bottom - b - BAND - 3, 2, 2);
    g.fill(panel);
    double top = b + BAND + 3 + SIZE * 1.6;
    double width = w - 12;
    double fit = SIZE;
    while (fit > MIN_SIZE && layout(null, b + 6, top, width, fit) > bottom - 2) {
      fit -= 0.1;
    }
    layout(g, b + 6, top, width, fit);
    if (board.deathTrack()) {
      track(g, b, b + h - TRACK + 3, w, seat);
    }
  }

  /**
   * Sets the reference from {@code top}; returns where it ends. Measures only without {@code g}.
   */
  private double layout(Graphics2D g, double x, double top, double width, double size) {
    double y = top;
    for (PlayerAid.Section s : reference) {
      if (g != null) {
        g.setColor(PieceInk.INK);
        text.line(g, s.heading(), FontFace.BOLD, size * 1.1, x, y);
      }
      y += size * 1.45;
      for (String point : s.points()) {
        List<String> lines = text.wrap(point, text.font(FontFace.REGULAR, size), width - 3);
        for (String line : lines) {
          if (g != null) {
            text.line(g, line, FontFace.REGULAR, size, x + 3, y);
          }
          y += size * 1.25;
        }
        if (g != null && !lines.isEmpty()) {
          g.fill(
              new java.awt.geom.Ellipse2D.Double(
                  x + 0.6, y - size * 1.25 * lines.size() - size * 0.45, size * 0.35, size * 0.35));
        }
      }
      y += size * 0.5;
    }
    return y;
  }

  /** Boxes from 0 to the death points that lose, the last one dark. */
  private void track(Graphics2D g, double b, double top, double w, Color seat) {
    int boxes = losingDeathPoints + 1;
    g.setColor(PieceInk.INK);
    text.line(g, "Death points", FontFace.BOLD, 2.8, b + 4, top);
    double cell = (w - 8) / boxes;
    double y = top + 2;
    for (int i = 0; i < boxes; i++) {
      boolean lost = i == boxes - 1;
      Rectangle2D box = new Rectangle2D.Double(b + 4 + i * cell + 0.6, y, cell - 1.2, 13);
      g.setColor(lost ? PieceInk.INK : PieceInk.WHITE);
      g.fill(box);
      g.setColor(lost ? PieceInk.INK : seat);
      g.setStroke(new BasicStroke(0.5f));
      g.draw(box);
      g.setColor(lost ? PieceInk.WHITE : PieceInk.INK);
      String n = Integer.toString(i);
      double s = 6;
      text.line(
          g, n, FontFace.BOLD, s, box.getCenterX() - text.width(n, FontFace.BOLD, s) / 2, y + 7.5);
      if (lost) {
        String word = "side loses";
        double ws = 1.9;
        text.line(
            g,
            word,
            FontFace.CONDENSED_BOLD,
            ws,
            box.getCenterX() - text.width(word, FontFace.CONDENSED_BOLD, ws) / 2,
            y + 11.3);
      }
    }
  }
}
