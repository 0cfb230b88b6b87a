package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.Map;
import org.legendsforge.kit.card.Art;
import org.legendsforge.kit.card.CardDeck;

/**
 * The kit's drawing tools a game's own painters ({@link GameFaces.Painter}) draw with, so what a
 * game draws itself is set in the cards' theme, fonts and layouts, with their art and their tabs.
 */
public final class DrawingTools {
  /** The height of capitals as a fraction of the font size, to centre a letter on a point. */
  public static final double CAP_HEIGHT = Typesetter.CAP_HEIGHT;

  private final Theme theme;
  private final FontSet fonts;
  private final Map<String, CardLayout> layouts;
  private final ArtPainter art;
  private final TextFitter fitter;
  private final TextPainter text;

  DrawingTools(
      Theme theme,
      FontSet fonts,
      Map<String, CardLayout> layouts,
      ArtPainter art,
      TextFitter fitter,
      TextPainter text) {
    this.theme = theme;
    this.fonts = fonts;
    this.layouts = Map.copyOf(layouts);
    this.art = art;
    this.fitter = fitter;
    this.text = text;
  }

  public Theme theme() {
    return theme;
  }

  public FontSet fonts() {
    return fonts;
  }

  /** The layout {@code name} of the templates ({@code terrain}, …). */
  public CardLayout layout(String name) {
    return layouts.get(name);
  }

  /**
   * Draws {@code picture} filling {@code box} over {@code backdrop}; false, drawing nothing, when
   * its file cannot be read.
   */
  public boolean paintArt(Graphics2D g, Art picture, Rectangle2D box, Color backdrop) {
    return art.paint(g, picture, box, backdrop);
  }

  /** Draws one run of text as card text draws it (see {@link TextPainter#drawString}). */
  public static void drawString(Graphics2D g, Font font, String s, double x, double y) {
    TextPainter.drawString(g, font, s, x, y);
  }

  /** How wide {@code s} is set in {@code font}, in the font's units (millimetres on cards). */
  public static double width(Font font, String s) {
    return Typesetter.width(font, s);
  }

  /** The outline of {@code s} set in {@code font} with its baseline starting at (x, y). */
  public static Shape outline(Font font, String s, double x, double y) {
    return font.createGlyphVector(Typesetter.FRC, s).getOutline((float) x, (float) y);
  }

  /**
   * The card id and the deck tab (sleeve colour and icon) in the bottom corners, in the layout's
   * {@code id} and {@code deck-tab} regions.
   */
  public void paintTabs(Graphics2D g, String cardId, CardDeck deck, CardLayout l) {
    Region idr = l.get("id");
    TextFitter.Fitted f = fitter.fit(cardId, idr, idr.role(theme, "small"));
    double w = f.block().widest() + 2.4;
    double x0 =
        idr.align() == Region.Align.RIGHT
            ? idr.x() + idr.w() - w
            : idr.align() == Region.Align.CENTER ? idr.centerX() - w / 2 : idr.x();
    g.setColor(theme.colour("panel"));
    g.fill(new RoundRectangle2D.Double(x0, idr.y(), w, idr.h(), 1.5, 1.5));
    text.draw(
        g,
        f.block(),
        x0
            + 1.2
            - (idr.align() == Region.Align.LEFT
                ? 0
                : (idr.w() - f.block().widest()) / (idr.align() == Region.Align.CENTER ? 2 : 1)),
        idr.y() + (idr.h() - f.block().height()) / 2,
        theme.colour("ink"),
        true);
    Region tab = l.get("deck-tab");
    Color sleeve = new Color(deck.sleeve().rgb());
    g.setColor(sleeve);
    g.fill(new RoundRectangle2D.Double(tab.x(), tab.y(), tab.w(), tab.h(), 1.5, 1.5));
    double s = Math.min(tab.w(), tab.h()) - 1.2;
    theme
        .icon(deck.icon())
        .ifPresent(
            i ->
                i.paint(
                    g, tab.centerX() - s / 2, tab.centerY() - s / 2, s, Colours.textOn(sleeve)));
  }
}
