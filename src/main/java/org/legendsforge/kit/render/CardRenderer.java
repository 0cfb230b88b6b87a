package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.util.Optional;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.card.Marked;
import org.legendsforge.kit.card.PrintedCard;

/**
 * The one drawing path for every card: print PDFs, PNG previews, SVG exports and Tabletop Simulator
 * sheets all call this. The caller prepares {@code g} so that one user unit is one millimetre and
 * the origin is the top-left corner of the card's bleed area; the renderer draws the whole bleed
 * area ({@link #size} of the card's deck) and leaves {@code g}'s transform, clip and paint as it
 * found them.
 */
public interface CardRenderer {
  CardSize size(CardDeck deck);

  void paintFace(PrintedCard card, Graphics2D g);

  /** The full-colour back. */
  default void paintBack(CardDeck deck, Graphics2D g) {
    paintBack(deck, BackStyle.FULL, g);
  }

  /** The back inked as {@code style} asks (see {@link BackStyle}). */
  void paintBack(CardDeck deck, BackStyle style, Graphics2D g);

  /** The look of the printed pieces that go with these cards (see {@link PieceLook}). */
  PieceLook pieceLook();

  /**
   * The fonts this renderer draws with: the built-in faces and the theme's own. Writers that embed
   * fonts (PDF, SVG) must use these.
   */
  default FontSet fonts() {
    return FontSet.load();
  }

  /**
   * The rules text printed on the card, as its text templates write it (markup with {@code {icons}}
   * and {@code **bold**}, paragraphs on lines of their own), so other outputs can show the same
   * words; empty from a renderer without text templates.
   */
  default String rulesText(Face face) {
    return "";
  }

  /**
   * The look of the cards for figures that explain them (the rulebook's); empty from a renderer
   * without templates.
   */
  default java.util.Optional<CardLook> look() {
    return java.util.Optional.empty();
  }

  /**
   * How {@code hero} is marked on its cards (initials and colour), for every other piece that
   * stands for it, so they match its cards; a renderer without a theme marks it in grey.
   */
  default HeroMark heroMark(Marked hero) {
    return new HeroMark(HeroMark.initials(hero.name()), Color.GRAY, Color.WHITE);
  }

  /** The concept {@code key} of the visual language, as {@link PieceLook#concept} gives it. */
  default Concept concept(String key) {
    return pieceLook().concept(key);
  }

  /** An icon of the theme by name; empty from a renderer without a theme. */
  default Optional<Icon> icon(String name) {
    return Optional.empty();
  }
}
