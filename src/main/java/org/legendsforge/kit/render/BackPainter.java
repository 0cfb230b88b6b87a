package org.legendsforge.kit.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import org.legendsforge.kit.card.DeckLook;
import org.legendsforge.kit.render.TextFitter.Fitted;

/**
 * A deck's back: sleeve-colour border into the bleed, a darker field with the deck's pattern, a
 * medallion with the deck icon, the deck name and the game's name; or the deck's own back image
 * over the whole back, bleed included (when it cannot be read, the generated back). Nothing
 * card-specific, so a back never gives a face away.
 *
 * <p>Low-ink backs keep the same parts on white paper: the sleeve colour only in a band round the
 * edge (into the bleed, {@link #LOW_INK_BAND} mm inside the trim), the pattern as thin outlines,
 * the medallion and plaques outlined, the words in dark ink. A designer's back image is printed as
 * it is (it is the designer's picture).
 */
final class BackPainter {
  private final Theme theme;
  private final TextPainter text;
  private final TextFitter fitter;
  private final ArtPainter art;

  BackPainter(Theme theme, TextPainter text, TextFitter fitter, ArtPainter art) {
    this.theme = theme;
    this.text = text;
    this.fitter = fitter;
    this.art = art;
  }

  /** How far the deck colour reaches inside the trim of a low-ink back, in mm. */
  static final double LOW_INK_BAND = 2.5;

  void paint(Graphics2D g, DeckLook deck, String gameName, CardLayout l, BackStyle style) {
    if (style == BackStyle.LOW_INK && deck.backImage().isEmpty()) {
      paintLowInk(g, deck, gameName, l);
    } else {
      paint(g, deck, gameName, l);
    }
  }

  void paint(Graphics2D g, DeckLook deck, String gameName, CardLayout l) {
    CardSize size = l.size();
    double b = size.bleed();
    Color sleeve = new Color(deck.sleeve().rgb());
    Rectangle2D whole = new Rectangle2D.Double(-b, -b, size.bleedWidth(), size.bleedHeight());
    if (deck.backImage().isPresent() && art.paint(g, deck.backImage().get(), whole, sleeve)) {
      return; // the designer's own back, alone: nothing of forge's is drawn over it
    }
    g.setColor(sleeve);
    g.fill(whole);
    Rectangle2D field = l.get("border").rect();
    Color fieldColour = Colours.mix(sleeve, Colours.DARK, 0.45);
    g.setColor(fieldColour);
    g.fill(field);
    Graphics2D pg = (Graphics2D) g.create();
    try {
      pg.clip(field);
      pg.setColor(Colours.mix(fieldColour, Colours.textOn(fieldColour), 0.16));
      BackPattern.of(deck.backPattern()).ifPresent(p -> p.paint(pg, field));
    } finally {
      pg.dispose();
    }
    g.setColor(theme.colour("paper"));
    g.setStroke(new BasicStroke(0.6f));
    g.draw(
        new Rectangle2D.Double(
            field.getX() + 1, field.getY() + 1, field.getWidth() - 2, field.getHeight() - 2));
    Region m = l.get("medallion");
    double d = Math.min(m.w(), m.h());
    double x = m.centerX() - d / 2;
    double y = m.centerY() - d / 2;
    g.setColor(sleeve);
    g.fill(new Ellipse2D.Double(x - 1.2, y - 1.2, d + 2.4, d + 2.4));
    g.setColor(theme.colour("paper"));
    g.fill(new Ellipse2D.Double(x, y, d, d));
    Color iconInk =
        Colours.contrast(sleeve, theme.colour("paper")) >= 3
            ? sleeve
            : Colours.darker(sleeve, 0.45);
    theme
        .icon(deck.icon())
        .ifPresent(i -> i.paint(g, x + d * 0.18, y + d * 0.18, d * 0.64, iconInk));
    plaque(g, deck.name(), l.get("deck-name"), "back-title", fieldColour);
    plaque(g, gameName, l.get("game-name"), "back-game", fieldColour);
  }

  private void paintLowInk(Graphics2D g, DeckLook deck, String gameName, CardLayout l) {
    CardSize size = l.size();
    double b = size.bleed();
    Color sleeve = new Color(deck.sleeve().rgb());
    Color ink =
        Colours.contrast(sleeve, Colours.LIGHT) >= 3 ? sleeve : Colours.darker(sleeve, 0.45);
    Rectangle2D whole = new Rectangle2D.Double(-b, -b, size.bleedWidth(), size.bleedHeight());
    Rectangle2D inner =
        new Rectangle2D.Double(
            LOW_INK_BAND,
            LOW_INK_BAND,
            size.trimWidth() - 2 * LOW_INK_BAND,
            size.trimHeight() - 2 * LOW_INK_BAND);
    java.awt.geom.Area band = new java.awt.geom.Area(whole);
    band.subtract(new java.awt.geom.Area(inner));
    g.setColor(Colours.LIGHT);
    g.fill(whole);
    g.setColor(sleeve);
    g.fill(band);
    Rectangle2D field = l.get("border").rect();
    Graphics2D pg = (Graphics2D) g.create();
    try {
      pg.clip(field);
      pg.setColor(Colours.mix(ink, Colours.LIGHT, 0.35));
      BackPattern.of(deck.backPattern()).ifPresent(p -> p.paint(pg, field, true));
    } finally {
      pg.dispose();
    }
    g.setColor(ink);
    g.setStroke(new BasicStroke(0.35f));
    g.draw(field);
    Region m = l.get("medallion");
    double d = Math.min(m.w(), m.h());
    double x = m.centerX() - d / 2;
    double y = m.centerY() - d / 2;
    Ellipse2D disc = new Ellipse2D.Double(x, y, d, d);
    g.setColor(Colours.LIGHT);
    g.fill(disc);
    g.setColor(ink);
    g.setStroke(new BasicStroke(0.6f));
    g.draw(disc);
    theme.icon(deck.icon()).ifPresent(i -> i.paint(g, x + d * 0.18, y + d * 0.18, d * 0.64, ink));
    outlinedPlaque(g, deck.name(), l.get("deck-name"), "back-title", ink);
    outlinedPlaque(g, gameName, l.get("game-name"), "back-game", ink);
  }

  /** The words on white, in dark ink, in a thin frame of the deck's colour. */
  private void outlinedPlaque(Graphics2D g, String words, Region r, String role, Color frame) {
    Fitted f = fitter.fit(words, r, r.role(theme, role));
    double w = Math.min(r.w(), f.block().widest() + 4);
    java.awt.geom.RoundRectangle2D plate =
        new java.awt.geom.RoundRectangle2D.Double(r.centerX() - w / 2, r.y(), w, r.h(), 2, 2);
    g.setColor(Colours.LIGHT);
    g.fill(plate);
    g.setColor(frame);
    g.setStroke(new BasicStroke(0.3f));
    g.draw(plate);
    double top = r.y() + (r.h() - f.block().height()) / 2;
    text.draw(g, f.block(), r.x(), top, theme.colour("ink"), true);
  }

  private void plaque(Graphics2D g, String words, Region r, String role, Color fieldColour) {
    Fitted f = fitter.fit(words, r, r.role(theme, role));
    Color fill = Colours.mix(fieldColour, Colours.DARK, 0.35);
    double w = Math.min(r.w(), f.block().widest() + 4);
    g.setColor(fill);
    g.fill(new java.awt.geom.RoundRectangle2D.Double(r.centerX() - w / 2, r.y(), w, r.h(), 2, 2));
    double top = r.y() + (r.h() - f.block().height()) / 2;
    text.draw(g, f.block(), r.x(), top, Colours.textOn(fill), true);
  }
}
