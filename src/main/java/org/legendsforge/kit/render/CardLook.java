package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.Map;
import org.legendsforge.kit.card.PrintedCard;

/**
 * What the rulebook's figures borrow from the card templates, so a figure looks like the cards and
 * names what the cards show: where each part of a face lies, the icons as card text draws them, and
 * the theme's colours.
 */
public interface CardLook {
  /**
   * The parts the face of {@code card} shows ({@code title}, {@code badge}, {@code art}, {@code
   * type}, {@code stats}, {@code text}, {@code hand}, {@code band}, {@code id}), each the box it is
   * drawn in, in millimetres from the top-left corner of the card's bleed (where {@link
   * CardRenderer#paintFace} puts its origin). A part the card does not show is absent.
   */
  Map<String, Rectangle2D> parts(PrintedCard card);

  /**
   * The layout kind a face is drawn with ({@code hero}, {@code spell}, {@code weapon-starting},
   * {@code spirit}, …; {@code terrain} for a terrain card).
   */
  String kind(PrintedCard card);

  /** The icon of a badge: {@code health}, {@code mana} or {@code damage}; empty for none. */
  java.util.Optional<String> badgeIcon(PrintedCard card);

  /** Whether {@link #paintIcon} knows {@code name}: a theme icon or one the game draws itself. */
  boolean hasIcon(String name);

  /**
   * Draws the icon {@code name} in the square at ({@code x}, {@code y}) of side {@code size}, as
   * rules text on a card draws it (one of the game's own icons as the game draws it).
   */
  void paintIcon(Graphics2D g, String name, double x, double y, double size);

  /** Draws the concept {@code key}'s icon in its colour in the square at (x, y) of side size. */
  void paintConcept(Graphics2D g, String key, double x, double y, double size);

  /**
   * A colour of the theme: {@code ink}, {@code paper}, {@code panel}, {@code rule}, {@code muted}.
   */
  Color colour(String name);

  /** The concept {@code key} of the visual language, as {@link PieceLook#concept} gives it. */
  Concept concept(String key);

  /** A terrain colour of the theme ({@code river}, {@code river-edge}, {@code grid}, …). */
  Color terrainColour(String key);
}
