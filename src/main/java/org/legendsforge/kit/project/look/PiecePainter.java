package org.legendsforge.kit.project.look;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import org.legendsforge.kit.project.TablePiece;
import org.legendsforge.kit.project.look.PrintedParts.Part;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * Draws the printed parts of a data-only game's tokens, counters and dice in millimetres from the
 * corner of the part's bleed: a token is a disc of its colour with its label; a counter's lower
 * disc carries its numbers round the rim and its upper disc, in its colour, the label and a window
 * to cut out; a six-sided die is a cross of six faces with pips, opposite faces adding up to seven;
 * a chit carries one number of a die that is not six-sided. A thin line marks each round cut.
 */
public final class PiecePainter {
  /** The side of a printed die's face: 18 mm, the size of a large die. */
  static final double FACE = 18;

  /** The faces of the net in its 4 × 3 grid (column, row, pips): 1-6, 2-5 and 3-4 opposite. */
  private static final int[][] NET = {
    {1, 0, 3}, {0, 1, 1}, {1, 1, 2}, {2, 1, 6}, {3, 1, 5}, {1, 2, 4}
  };

  private final FontSet fonts;

  public PiecePainter(FontSet fonts) {
    this.fonts = fonts;
  }

  public void paint(Graphics2D g, Part part) {
    Words.smooth(g);
    double b = part.shape().bleed();
    g.translate(b, b);
    switch (part.shape()) {
      case TOKEN -> disc(g, part.of(), part.shape().width() / 2, b, part.of().label(), "");
      case NUMBER_CHIT ->
          disc(
              g,
              part.of(),
              part.shape().width() / 2,
              b,
              Integer.toString(part.number()),
              "d" + part.of().to());
      case DIAL -> {
        if (part.top()) {
          dialTop(g, part.of(), part.shape().width() / 2, b);
        } else {
          dialBase(g, part.of(), part.shape().width() / 2);
        }
      }
      case CUBE_NET -> net(g, part.of());
    }
    g.translate(-b, -b);
  }

  /** A disc of the piece's colour out into the bleed, its cut marked, with words at its centre. */
  private void disc(Graphics2D g, TablePiece p, double r, double bleed, String big, String small) {
    g.setColor(Ink.of(p.colour()));
    g.fill(circle(r, r, r + bleed));
    g.setColor(DefaultCardFace.mix(Ink.of(p.colour()), Ink.LIGHT, 0.45));
    g.setStroke(new BasicStroke(0.5f));
    g.draw(circle(r, r, r - 2));
    cut(g, r, r, r);
    g.setColor(Ink.over(p.colour()));
    double size = small.isEmpty() ? r * 0.42 : r * 0.9;
    g.setFont(Words.fitted(g, fonts.font(FontFace.BOLD, (float) size), big, 2 * r - 6, size));
    Words.centred(g, big, r, r + g.getFont().getSize2D() * 0.35);
    if (!small.isEmpty()) {
      g.setFont(fonts.font(FontFace.CONDENSED, (float) (r * 0.3)));
      Words.centred(g, small, r, r + r * 0.72);
    }
  }

  /** The lower disc: light, the numbers round its rim, the centre marked for the fastener. */
  private void dialBase(Graphics2D g, TablePiece p, double r) {
    g.setColor(Ink.PAPER);
    g.fill(circle(r, r, r));
    cut(g, r, r, r);
    int n = p.to() - p.from() + 1;
    double ring = r * 0.78;
    // the numbers' size shrinks as they crowd the rim, never past legibility
    double size = Math.max(2.6, Math.min(6, 2 * Math.PI * ring / n * 0.55));
    g.setColor(Ink.DARK);
    g.setFont(fonts.font(FontFace.BOLD, (float) size));
    for (int i = 0; i < n; i++) {
      double a = 2 * Math.PI * i / n;
      double x = r + ring * Math.sin(a);
      double y = r - ring * Math.cos(a);
      Words.centred(g, Integer.toString(p.from() + i), x, y + size * 0.35);
    }
    centre(g, r);
  }

  /** The upper disc: the piece's colour, its label, and the window at the top to cut out. */
  private void dialTop(Graphics2D g, TablePiece p, double r, double bleed) {
    g.setColor(Ink.of(p.colour()));
    g.fill(circle(r, r, r + bleed));
    cut(g, r, r, r);
    int n = p.to() - p.from() + 1;
    double ring = r * 0.78;
    double size = Math.max(2.6, Math.min(6, 2 * Math.PI * ring / n * 0.55));
    Rectangle2D window =
        new Rectangle2D.Double(r - size * 1.1, r - ring - size * 0.75, size * 2.2, size * 1.5);
    g.setColor(Color.WHITE);
    g.fill(window);
    g.setColor(Ink.DARK);
    g.setStroke(
        new BasicStroke(
            0.3f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 4f, new float[] {1f, 0.8f}, 0));
    g.draw(window);
    g.setColor(Ink.over(p.colour()));
    g.setFont(fonts.font(FontFace.CONDENSED, 2.6f));
    Words.centred(g, "cut out", r, window.getMaxY() + 3.2);
    g.setFont(Words.fitted(g, fonts.font(FontFace.BOLD, 5f), p.label(), 1.5 * r, 5));
    Words.centred(g, p.label(), r, r + r * 0.45);
    centre(g, r);
  }

  /** The cross of six faces: fold lines dashed between faces, the outline solid. */
  private void net(Graphics2D g, TablePiece p) {
    Color face = Ink.of(p.colour());
    for (int[] f : NET) {
      Rectangle2D box = new Rectangle2D.Double(f[0] * FACE, f[1] * FACE, FACE, FACE);
      g.setColor(face);
      g.fill(box);
      pips(g, f[2], box.getX(), box.getY(), Ink.over(p.colour()));
    }
    g.setColor(Ink.DARK);
    g.setStroke(
        new BasicStroke(
            0.3f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 4f, new float[] {1.2f, 1f}, 0));
    // the fold lines: every edge two faces of the net share
    for (int[] a : NET) {
      for (int[] c : NET) {
        if (c[0] == a[0] + 1 && c[1] == a[1]) {
          g.draw(new Line2D.Double(c[0] * FACE, c[1] * FACE, c[0] * FACE, (c[1] + 1) * FACE));
        } else if (c[1] == a[1] + 1 && c[0] == a[0]) {
          g.draw(new Line2D.Double(c[0] * FACE, c[1] * FACE, (c[0] + 1) * FACE, c[1] * FACE));
        }
      }
    }
    g.setStroke(new BasicStroke(0.3f));
    for (int[] f : NET) {
      for (int side = 0; side < 4; side++) {
        int dx = side == 0 ? -1 : side == 1 ? 1 : 0;
        int dy = side == 2 ? -1 : side == 3 ? 1 : 0;
        if (!inNet(f[0] + dx, f[1] + dy)) {
          double x0 = (f[0] + (dx == 1 ? 1 : 0)) * FACE;
          double y0 = (f[1] + (dy == 1 ? 1 : 0)) * FACE;
          g.draw(new Line2D.Double(x0, y0, dx == 0 ? x0 + FACE : x0, dy == 0 ? y0 + FACE : y0));
        }
      }
    }
  }

  private static boolean inNet(int column, int row) {
    for (int[] f : NET) {
      if (f[0] == column && f[1] == row) {
        return true;
      }
    }
    return false;
  }

  /** A die face's pips in the usual pattern, on a 3 × 3 grid. */
  private static void pips(Graphics2D g, int n, double x, double y, Color ink) {
    g.setColor(ink);
    double step = FACE / 4;
    double pr = FACE * 0.08;
    boolean[] on = new boolean[9];
    switch (n) {
      case 1 -> on[4] = true;
      case 2 -> on[0] = on[8] = true;
      case 3 -> on[0] = on[4] = on[8] = true;
      case 4 -> on[0] = on[2] = on[6] = on[8] = true;
      case 5 -> on[0] = on[2] = on[4] = on[6] = on[8] = true;
      default -> on[0] = on[2] = on[3] = on[5] = on[6] = on[8] = true;
    }
    for (int i = 0; i < 9; i++) {
      if (on[i]) {
        g.fill(circle(x + step * (1 + i % 3), y + step * (1 + i / 3), pr));
      }
    }
  }

  private static void centre(Graphics2D g, double r) {
    g.setColor(Ink.DARK);
    g.setStroke(new BasicStroke(0.3f));
    g.draw(new Line2D.Double(r - 2, r, r + 2, r));
    g.draw(new Line2D.Double(r, r - 2, r, r + 2));
  }

  /** The line a round part is cut along. */
  private static void cut(Graphics2D g, double cx, double cy, double r) {
    g.setColor(Ink.QUIET);
    g.setStroke(new BasicStroke(0.2f));
    g.draw(circle(cx, cy, r));
  }

  private static Ellipse2D circle(double cx, double cy, double r) {
    return new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
  }
}
