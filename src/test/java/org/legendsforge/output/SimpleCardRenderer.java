package org.legendsforge.output;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.legendsforge.model.Catalog.DeckCard;
import org.legendsforge.model.Deck;
import org.legendsforge.render.CardRenderer;
import org.legendsforge.render.CardSize;
import org.legendsforge.render.FontFace;
import org.legendsforge.render.FontSet;

/**
 * A stand-in for the real card painter: a sleeve-coloured frame, the card name, a red corner mark
 * on the trim's top-left so tests can check the crop. Draws in millimetres like the real one.
 */
final class SimpleCardRenderer implements CardRenderer {
  private final FontSet fonts;

  SimpleCardRenderer(FontSet fonts) {
    this.fonts = fonts;
  }

  @Override
  public CardSize size(Deck deck) {
    return deck.contents().indexCardSize() ? CardSize.INDEX_CARD : CardSize.POKER;
  }

  @Override
  public void paintFace(DeckCard card, Graphics2D g) {
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
    g.setColor(Color.RED);
    g.fill(new Rectangle2D.Double(s.bleed(), s.bleed(), 3, 3));
    g.setColor(Color.BLACK);
    g.setFont(fonts.font(FontFace.BOLD, 5f));
    g.drawString(card.card().name(), (float) s.bleed() + 5, (float) s.bleed() + 12);
    g.setPaint(savedPaint);
    g.setFont(savedFont);
    g.setStroke(savedStroke);
  }

  @Override
  public void paintBack(Deck deck, Graphics2D g) {
    CardSize s = size(deck);
    var saved = g.getPaint();
    g.setColor(new Color(deck.sleeve().rgb()));
    g.fill(new Rectangle2D.Double(0, 0, s.bleedWidth(), s.bleedHeight()));
    g.setColor(Color.WHITE);
    g.setStroke(new BasicStroke(1));
    g.draw(
        new Rectangle2D.Double(
            s.bleed() + 4, s.bleed() + 4, s.trimWidth() - 8, s.trimHeight() - 8));
    g.setPaint(saved);
  }
}
