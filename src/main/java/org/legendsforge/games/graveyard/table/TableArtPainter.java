package org.legendsforge.games.graveyard.table;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.image.BufferedImage;
import java.util.Locale;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.kit.render.Colours;
import org.legendsforge.kit.render.Concept;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.HeroMark;
import org.legendsforge.kit.render.Icon;
import org.legendsforge.kit.render.PixelCanvas;
import org.legendsforge.kit.tts.Marker;

/**
 * Draws the round pieces of the table: a token per hero (its initials and colour as on its cards,
 * its name around the rim), the pickup coins and the damage/mana/decay/hyper tokens (an icon of the
 * cards and the word inside the ring). Every image is RGB and square; the game cuts each to the
 * circle inside it, so everything that matters stays inside that circle.
 */
public final class TableArtPainter {
  /** Measures as the cards do: anti-aliased, fractional metrics, no device transform. */
  private static final FontRenderContext FRC = new FontRenderContext(null, true, true);

  private final FontSet fonts;

  public TableArtPainter(FontSet fonts) {
    this.fonts = fonts;
  }

  /**
   * The hero's token: a disc of its colour, its initials on a paper medallion as on its cards, and
   * its name around the lower rim, as large as the rim allows.
   */
  public BufferedImage heroToken(Hero hero, HeroMark mark, int px) {
    BufferedImage img = coin(px, mark.colour());
    Graphics2D g = PixelCanvas.graphics(img);
    double c = px / 2.0;
    Color ink = Colours.textOn(mark.colour());
    g.setColor(ink);
    g.setStroke(new BasicStroke(px * 0.012f));
    g.draw(circle(c, c, px * 0.465));
    double m = px * 0.29;
    g.setColor(mark.paper());
    g.fill(circle(c, c, m));
    g.setColor(Colours.darker(mark.colour(), 0.35));
    g.setStroke(new BasicStroke(px * 0.014f));
    g.draw(circle(c, c, m));
    g.setColor(mark.ink());
    g.fill(mark.outline(fonts, c, c, m * 1.3, m * 0.95));
    g.setColor(ink);
    name(g, hero.name(), px);
    g.dispose();
    return img;
  }

  /** A pickup coin or a loose token: its colour, an icon of the cards and its word. */
  public BufferedImage disc(int px, Color fill, String word, Optional<Icon> icon) {
    BufferedImage img = coin(px, fill);
    Graphics2D g = PixelCanvas.graphics(img);
    double c = px / 2.0;
    Color ink = Colours.textOn(fill);
    g.setColor(ink);
    g.setStroke(new BasicStroke(px * 0.02f));
    g.draw(circle(c, c, px * 0.43));
    icon.ifPresent(i -> i.paint(g, c - px * 0.19, px * 0.17, px * 0.38, ink));
    // the word on one line inside the ring, shrunk until it fits the chord where it sits
    String label = word.toUpperCase(Locale.ROOT);
    double baseline = icon.isPresent() ? px * 0.75 : px * 0.57;
    float size = px * (icon.isPresent() ? 0.13f : 0.2f);
    g.setFont(fonts.font(FontFace.CONDENSED_BOLD, size));
    while (size > px * 0.05f && g.getFontMetrics().stringWidth(label) > chord(px, baseline)) {
      size -= px * 0.005f;
      g.setFont(fonts.font(FontFace.CONDENSED_BOLD, size));
    }
    g.setColor(ink);
    FontMetrics fm = g.getFontMetrics();
    g.drawString(label, (float) (c - fm.stringWidth(label) / 2.0), (float) baseline);
    g.dispose();
    return img;
  }

  /**
   * A pickup orb's coin in its concept's colour and icon, with its name ("Mana Orb"): the tokens
   * say only what they count.
   */
  public BufferedImage pickup(Concept orb, String name, Optional<Icon> icon, int px) {
    return disc(px, orb.colour(), name, icon);
  }

  /** A loose token in the colour and icon of the concept it counts. */
  public BufferedImage marker(Marker m, Concept counted, Optional<Icon> icon, int px) {
    return disc(px, counted.colour(), m.displayName(), icon);
  }

  /**
   * How wide a line of capitals may be whose baseline is at {@code baseline}: the ring's chord at
   * its cap height, less a margin.
   */
  private static double chord(int px, double baseline) {
    double r = px * 0.43 - px * 0.04;
    double capTop = baseline - px * 0.1;
    double dy = Math.max(Math.abs(baseline - px / 2.0), Math.abs(capTop - px / 2.0));
    return 2 * Math.sqrt(Math.max(0, r * r - dy * dy));
  }

  /** Where a token's name runs: the lower 150° of a circle of this share of the token's width. */
  static final double NAME_RADIUS = 0.42;

  private static final double NAME_SPAN = Math.toRadians(150);

  /** The name's font size on a token of {@code px}: a tenth of the token, less for long names. */
  public double nameSize(String name, int px) {
    double size = px * 0.10;
    while (size > px * 0.05 && nameWidth(name, size) > NAME_SPAN * NAME_RADIUS * px) {
      size *= 0.95;
    }
    return size;
  }

  private double nameWidth(String name, double size) {
    return fonts
        .font(FontFace.CONDENSED_BOLD, (float) size)
        .createGlyphVector(FRC, name)
        .getLogicalBounds()
        .getWidth();
  }

  /**
   * The name along the token's lower arc, read left to right with the tops of its letters towards
   * the centre: glyph outlines, so letters turn one by one.
   */
  private void name(Graphics2D g, String text, int px) {
    double cx = px / 2.0;
    double r = NAME_RADIUS * px;
    GlyphVector gv =
        fonts
            .font(FontFace.CONDENSED_BOLD, (float) nameSize(text, px))
            .createGlyphVector(FRC, text);
    double width = gv.getLogicalBounds().getWidth();
    // along the bottom, reading on means turning back towards the right: angles fall
    double start = Math.PI / 2 + width / r / 2;
    for (int i = 0; i < gv.getNumGlyphs(); i++) {
      double x = gv.getGlyphPosition(i).getX();
      double advance = gv.getGlyphMetrics(i).getAdvance();
      double a = start - (x + advance / 2) / r;
      Shape glyph = gv.getGlyphOutline(i, (float) -(x + advance / 2), 0f);
      AffineTransform at = new AffineTransform();
      at.translate(cx + r * Math.cos(a), cx + r * Math.sin(a));
      // glyphs rise towards -y; turned so, they rise towards the centre with the baseline on the
      // arc
      at.rotate(a - Math.PI / 2);
      g.fill(at.createTransformedShape(glyph));
    }
  }

  private static Ellipse2D circle(double cx, double cy, double r) {
    return new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
  }

  /** A square image with a disc of {@code fill} filling the circle the game cuts it to. */
  private static BufferedImage coin(int px, Color fill) {
    BufferedImage img = PixelCanvas.canvas(px, px, Colours.darker(fill, 0.5));
    Graphics2D g = PixelCanvas.graphics(img);
    g.setColor(fill);
    g.fill(circle(px / 2.0, px / 2.0, px * 0.49));
    g.dispose();
    return img;
  }

  static void centred(Graphics2D g, String text, double cx, double cy) {
    FontMetrics fm = g.getFontMetrics(g.getFont());
    float x = (float) (cx - fm.stringWidth(text) / 2.0);
    float y = (float) (cy + (fm.getAscent() - fm.getDescent()) / 2.0);
    g.drawString(text, x, y);
  }
}
