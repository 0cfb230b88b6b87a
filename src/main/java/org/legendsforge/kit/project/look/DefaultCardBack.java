package org.legendsforge.kit.project.look;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * A deck's back when the project brings none: the back colour to the bleed, a double rule inside
 * the cut, the deck's back words large in the middle and the game's name small under them. It is
 * symmetric, so a back printed a little off still looks intended.
 */
public final class DefaultCardBack {
  private final GameProject game;
  private final FontSet fonts;

  public DefaultCardBack(GameProject game, FontSet fonts) {
    this.game = game;
    this.fonts = fonts;
  }

  public void paint(Graphics2D g, DeckSpec deck, double bleed) {
    Words.smooth(g);
    double w = game.cardWidth();
    double h = game.cardHeight();
    Color back = Ink.of(deck.backColour());
    Color ink = Ink.over(deck.backColour());
    g.setColor(back);
    g.fill(new Rectangle2D.Double(0, 0, w + 2 * bleed, h + 2 * bleed));
    g.translate(bleed, bleed);
    g.setColor(DefaultCardFace.mix(ink, back, 0.55));
    g.setStroke(new BasicStroke(0.6f));
    g.draw(new RoundRectangle2D.Double(4.5, 4.5, w - 9, h - 9, 3, 3));
    g.setStroke(new BasicStroke(0.25f));
    g.draw(new RoundRectangle2D.Double(6, 6, w - 12, h - 12, 2, 2));
    g.setColor(ink);
    String words = deck.backText();
    g.setFont(Words.fitted(g, fonts.font(FontFace.BOLD, 7f), words, w - 16, 7));
    Words.centred(g, words, w / 2, h / 2 + 1.5);
    g.setColor(DefaultCardFace.mix(ink, back, 0.75));
    g.setFont(Words.fitted(g, fonts.font(FontFace.CONDENSED, 3f), game.name(), w - 16, 3));
    Words.centred(g, game.name(), w / 2, h / 2 + 7.5);
    g.translate(-bleed, -bleed);
  }
}
