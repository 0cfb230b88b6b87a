package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.RoundRectangle2D;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.kit.render.TextBlock.Piece;

/**
 * Draws a {@link TextBlock}: each run with one {@code drawString} (so PDFs keep real text), each
 * inline icon as a filled vector shape sitting on the baseline. Terrain letters {@code {P}} become
 * a small tile in the terrain's colour with its letter.
 */
final class TextPainter {
  private final Typesetter setter;
  private final Theme theme;
  private final FontSet fonts;

  TextPainter(Typesetter setter, Theme theme, FontSet fonts) {
    this.setter = setter;
    this.theme = theme;
    this.fonts = fonts;
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
    if (p.icon().length() == 1 && Terrain.fromLetter(p.icon().charAt(0)).isPresent()) {
      terrainTile(g, Terrain.fromLetter(p.icon().charAt(0)).get(), left, top, s);
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

  /** A small square in the terrain's colour with its letter: readable in grayscale too. */
  void terrainTile(Graphics2D g, Terrain t, double left, double top, double s) {
    Color fill = theme.terrain(t);
    g.setColor(fill);
    RoundRectangle2D tile = new RoundRectangle2D.Double(left, top, s, s, s * 0.3, s * 0.3);
    g.fill(tile);
    g.setColor(theme.terrain("grid"));
    g.setStroke(new java.awt.BasicStroke((float) (s * 0.06)));
    g.draw(tile);
    Font f = fonts.font(FontFace.BOLD, (float) (s * 0.78));
    String letter = String.valueOf(t.letter());
    double w = Typesetter.width(f, letter);
    // the letter is part of the icon, drawn as its outline like every other icon shape
    g.setColor(Colours.textOn(fill));
    g.fill(
        f.createGlyphVector(Typesetter.FRC, letter)
            .getOutline((float) (left + (s - w) / 2), (float) (top + s * 0.5 + s * 0.78 * 0.36)));
  }
}
