package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import org.legendsforge.kit.render.TextBlock.Piece;

/**
 * Draws a {@link TextBlock}: each run with one {@code drawString} (so PDFs keep real text), each
 * inline icon as a filled vector shape sitting on the baseline: the game's own icons (see {@link
 * GameFaces#ownIcons}) as the game draws them, the others as the theme's.
 */
final class TextPainter {
  /** Draws an icon the game draws itself and says true, or says false for any other name. */
  interface OwnIcons {
    boolean paint(Graphics2D g, String name, double x, double y, double size);

    /** None: every icon is the theme's. */
    OwnIcons NONE = (g, name, x, y, size) -> false;

    /** The icons {@code game} draws itself, through {@code painter}. */
    static OwnIcons of(GameFaces game, GameFaces.Painter painter) {
      java.util.Set<String> own = java.util.Set.copyOf(game.ownIcons());
      return (g, name, x, y, size) -> {
        if (!own.contains(name)) {
          return false;
        }
        painter.paintIcon(g, name, x, y, size);
        return true;
      };
    }
  }

  private final Typesetter setter;
  private final Theme theme;
  private final OwnIcons own;

  TextPainter(Typesetter setter, Theme theme, OwnIcons own) {
    this.setter = setter;
    this.theme = theme;
    this.own = own;
  }

  /**
   * Draws {@code block} with its top-left at (x, y). Icons take their theme colour, or {@code ink}
   * when {@code monochrome} (icons on coloured bands).
   */
  void draw(Graphics2D g, TextBlock block, double x, double y, Color ink, boolean monochrome) {
    for (Piece p : block.pieces()) {
      if (p.isIcon()) {
        drawIcon(g, p, x, y, ink, monochrome);
      } else {
        g.setColor(ink);
        drawString(
            g,
            setter.font(block.role(), p.style(), p.fontMm()),
            p.text(),
            x + p.x(),
            y + p.baseline());
      }
    }
  }

  /** Scale of the font in {@link #drawString}: 1/100 mm keeps sizes exact where writers round. */
  private static final double FINE = 100;

  /**
   * Draws one run of text with one drawString. The font is set 100 times larger under a 1/100
   * scale, because some writers (jfreesvg) round font sizes to whole user units, which at
   * millimetre units would turn 2.7 mm type into 3 mm.
   */
  static void drawString(Graphics2D g, Font font, String text, double x, double y) {
    java.awt.geom.AffineTransform saved = g.getTransform();
    Font savedFont = g.getFont();
    g.translate(x, y);
    g.scale(1 / FINE, 1 / FINE);
    g.setFont(font.deriveFont((float) (font.getSize2D() * FINE)));
    g.drawString(text, 0f, 0f);
    g.setTransform(saved);
    g.setFont(savedFont);
  }

  private void drawIcon(Graphics2D g, Piece p, double x, double y, Color ink, boolean mono) {
    double s = p.iconSize();
    double left = x + p.x();
    // centre the icon on the capitals, so it sits on the baseline like a letter
    double top = y + p.baseline() - p.fontMm() * Typesetter.CAP_HEIGHT / 2 - s / 2;
    if (own.paint(g, p.icon(), left, top, s)) {
      return;
    }
    Icon icon = theme.icon(p.icon()).orElse(null);
    if (icon == null) {
      // unknown names are reported by the fit check; draw a visible marker, not nothing
      g.setColor(ink);
      g.draw(new java.awt.geom.Rectangle2D.Double(left, top, s, s));
      return;
    }
    icon.paint(g, left, top, s, mono ? ink : icon.colour());
  }
}
