package org.legendsforge.kit.project.look;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.PieceKind;
import org.legendsforge.kit.project.TablePiece;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * A board or a track of a data-only game, drawn in millimetres. A board is a row (or two) of card
 * spaces, each numbered and named, a deck's space named after its deck; a track is a run of
 * numbered boxes, ten to a row. The size follows from the piece, so the PDF page and the TTS image
 * show the same drawing.
 */
public final class DefaultBoard {
  static final double MARGIN = 10;
  static final double TITLE = 14;
  static final double GAP = 5;
  static final double BOX = 16;
  static final int PER_ROW = 10;

  private final GameProject game;
  private final FontSet fonts;

  public DefaultBoard(GameProject game, FontSet fonts) {
    this.game = game;
    this.fonts = fonts;
  }

  /**
   * Whether the piece is drawn as a board: boards and tracks are, dice, counters and tokens not.
   */
  public static boolean drawn(TablePiece p) {
    return p.kind() == PieceKind.BOARD || p.kind() == PieceKind.TRACK;
  }

  public double width(TablePiece p) {
    return 2 * MARGIN + columns(p) * (cellW(p) + GAP) - GAP;
  }

  public double height(TablePiece p) {
    return 2 * MARGIN
        + TITLE
        + rows(p) * (cellH(p) + GAP)
        - GAP
        + (p.kind() == PieceKind.BOARD ? 6 : 0);
  }

  private int count(TablePiece p) {
    return p.kind() == PieceKind.BOARD ? p.spaces().size() : p.to() - p.from() + 1;
  }

  private int columns(TablePiece p) {
    int n = count(p);
    return p.kind() == PieceKind.BOARD ? (n <= 6 ? n : (n + 1) / 2) : Math.min(PER_ROW, n);
  }

  private int rows(TablePiece p) {
    return (count(p) + columns(p) - 1) / columns(p);
  }

  private double cellW(TablePiece p) {
    return p.kind() == PieceKind.BOARD ? game.cardWidth() + 4 : BOX;
  }

  private double cellH(TablePiece p) {
    return p.kind() == PieceKind.BOARD ? game.cardHeight() + 4 : BOX;
  }

  /** The centre of space {@code i} (0-based), from the board's top-left corner, in mm. */
  public double[] centre(TablePiece p, int i) {
    int c = i % columns(p);
    int r = i / columns(p);
    return new double[] {
      MARGIN + c * (cellW(p) + GAP) + cellW(p) / 2,
      MARGIN + TITLE + r * (cellH(p) + GAP) + cellH(p) / 2
    };
  }

  public void paint(Graphics2D g, TablePiece p) {
    Words.smooth(g);
    double w = width(p);
    double h = height(p);
    Color base = Ink.of(p.colour());
    Color ground = DefaultCardFace.mix(base, Ink.PARCHMENT, 0.18);
    g.setColor(ground);
    g.fill(new Rectangle2D.Double(0, 0, w, h));
    g.setColor(base);
    g.setStroke(new BasicStroke(1.2f));
    g.draw(new RoundRectangle2D.Double(3, 3, w - 6, h - 6, 4, 4));
    g.setColor(Ink.DARK);
    g.setFont(Words.fitted(g, fonts.font(FontFace.BOLD, 8f), p.label(), w - 2 * MARGIN, 8));
    Words.centred(g, p.label(), w / 2, MARGIN + 7);
    for (int i = 0; i < count(p); i++) {
      double[] c = centre(p, i);
      double cw = cellW(p);
      double ch = cellH(p);
      RoundRectangle2D cell =
          new RoundRectangle2D.Double(c[0] - cw / 2, c[1] - ch / 2, cw, ch, 3, 3);
      g.setColor(DefaultCardFace.mix(base, Ink.PAPER, 0.08));
      g.fill(cell);
      g.setColor(DefaultCardFace.mix(base, Ink.PAPER, 0.8));
      g.setStroke(
          new BasicStroke(
              0.6f,
              BasicStroke.CAP_ROUND,
              BasicStroke.JOIN_ROUND,
              1f,
              new float[] {2.5f, 1.5f},
              0));
      g.draw(cell);
      if (p.kind() == PieceKind.BOARD) {
        TablePiece.Space s = p.spaces().get(i);
        g.setColor(DefaultCardFace.mix(base, Ink.PAPER, 0.35));
        g.setFont(fonts.font(FontFace.BOLD, 22f));
        Words.centred(g, Integer.toString(i + 1), c[0], c[1] + 7);
        g.setColor(Ink.DARK);
        g.setFont(Words.fitted(g, fonts.font(FontFace.CONDENSED_BOLD, 4f), s.label(), cw, 4));
        Words.centred(g, s.label(), c[0], c[1] + ch / 2 + 5);
      } else {
        g.setColor(Ink.DARK);
        String n = Integer.toString(p.from() + i);
        g.setFont(fonts.font(FontFace.BOLD, 6f));
        Words.centred(g, n, c[0], c[1] + 2.2);
      }
    }
  }
}
