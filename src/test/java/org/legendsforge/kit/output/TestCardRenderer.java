package org.legendsforge.kit.output;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.CardSize;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * A plain card painter for output tests that need not depend on the real templates: deck colour
 * over the bleed, a white panel inside the trim, a border on the trim with a red mark in its
 * top-left corner, the card and deck names as text.
 */
public final class TestCardRenderer implements CardRenderer {
  private final FontSet fonts;

  public TestCardRenderer(FontSet fonts) {
    this.fonts = fonts;
  }

  @Override
  public CardSize size(CardDeck deck) {
    return deck.indexCardSize() ? CardSize.INDEX_CARD : CardSize.POKER;
  }

  @Override
  public void paintFace(PrintedCard card, Graphics2D g) {
    CardSize s = size(card.deck());
    var savedPaint = g.getPaint();
    var savedFont = g.getFont();
    var savedStroke = g.getStroke();
    g.setColor(new Color(card.deck().sleeve().rgb()));
    g.fill(new Rectangle2D.Double(0, 0, s.bleedWidth(), s.bleedHeight()));
    g.setColor(Color.WHITE);
    g.fill(
        new Rectangle2D.Double(
            s.bleed() + 3, s.bleed() + 3, s.trimWidth() - 6, s.trimHeight() - 6));
    g.setColor(Color.BLACK);
    g.setStroke(new BasicStroke(0.3f));
    g.draw(new Rectangle2D.Double(s.bleed(), s.bleed(), s.trimWidth(), s.trimHeight()));
    // A red mark in the trim's top-left corner lets sheet tests check where a card was cropped.
    g.setColor(Color.RED);
    g.fill(new Rectangle2D.Double(s.bleed(), s.bleed(), 3, 3));
    g.setColor(Color.BLACK);
    g.setFont(fonts.font(FontFace.BOLD, 3.5f));
    g.drawString(card.name(), (float) s.bleed() + 5, (float) s.bleed() + 10);
    g.setFont(fonts.font(FontFace.REGULAR, 2.5f));
    g.drawString(card.deck().name(), (float) s.bleed() + 5, (float) s.bleed() + 15);
    g.setPaint(savedPaint);
    g.setFont(savedFont);
    g.setStroke(savedStroke);
  }

  /** Plain pieces: a hero's colour from its id, its first letter, a filled disc for its emblem. */
  @Override
  public org.legendsforge.kit.render.PieceLook pieceLook() {
    return new org.legendsforge.kit.render.PieceLook() {
      @Override
      public org.legendsforge.kit.render.HeroMark heroMark(org.legendsforge.kit.card.Marked hero) {
        return new org.legendsforge.kit.render.HeroMark(
            hero.name().substring(0, 1),
            new Color(0x404040 + Math.floorMod(hero.id().hashCode(), 0x80) * 0x10101),
            Color.WHITE);
      }

      @Override
      public void paintHeroEmblem(
          org.legendsforge.kit.card.Marked hero, Graphics2D g, Rectangle2D box) {
        g.setColor(heroMark(hero).colour());
        g.fill(
            new java.awt.geom.Ellipse2D.Double(
                box.getX(), box.getY(), box.getWidth(), box.getHeight()));
      }

      @Override
      public java.util.Optional<org.legendsforge.kit.render.Icon> icon(String name) {
        return java.util.Optional.empty();
      }

      @Override
      public Color seat(String colourWord) {
        return Color.GRAY;
      }

      /** Every concept grey, drawn with the icon of its own name (none here, so a symbol). */
      @Override
      public org.legendsforge.kit.render.Concept concept(String key) {
        return new org.legendsforge.kit.render.Concept(key, key, Color.GRAY, key);
      }
    };
  }

  @Override
  public void paintBack(
      org.legendsforge.kit.card.CardDeck deck,
      org.legendsforge.kit.render.BackStyle style,
      Graphics2D g) {
    CardSize s = size(deck);
    var savedPaint = g.getPaint();
    var savedFont = g.getFont();
    g.setColor(new Color(deck.sleeve().rgb()));
    g.fill(new Rectangle2D.Double(0, 0, s.bleedWidth(), s.bleedHeight()));
    if (style == org.legendsforge.kit.render.BackStyle.LOW_INK) {
      // low ink: white inside a 2 mm band of the deck colour
      g.setColor(Color.WHITE);
      g.fill(new Rectangle2D.Double(5, 5, s.bleedWidth() - 10, s.bleedHeight() - 10));
    }
    g.setColor(style == org.legendsforge.kit.render.BackStyle.LOW_INK ? Color.BLACK : Color.WHITE);
    g.setFont(fonts.font(FontFace.BOLD, 4f));
    g.drawString(deck.name(), (float) s.bleed() + 5, (float) (s.bleedHeight() / 2));
    g.setPaint(savedPaint);
    g.setFont(savedFont);
  }
}
