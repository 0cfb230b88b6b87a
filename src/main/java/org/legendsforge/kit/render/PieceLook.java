package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.Optional;
import org.legendsforge.kit.card.Marked;

/**
 * What the printed pieces (standees, tokens, player boards) borrow from the card templates, so a
 * piece looks like the cards it goes with: a hero's mark and emblem as its cards draw them, the
 * theme's icons and seat colours.
 */
public interface PieceLook {
  /** The colour and initials of {@code hero}'s cards. */
  HeroMark heroMark(Marked hero);

  /** The picture {@code hero}'s cards show when they have no art, filling {@code box}. */
  void paintHeroEmblem(Marked hero, Graphics2D g, Rectangle2D box);

  /** The theme's icon {@code name} ({@code mana}, {@code damage}, {@code health}, …). */
  Optional<Icon> icon(String name);

  /**
   * The concept {@code key} of the visual language ({@code damage}, {@code mana-orb}, …; see {@link
   * Theme#CONCEPTS}): the icon, colour and label every output gives it.
   */
  Concept concept(String key);

  /** The colour of a player's seat ({@code Red}, {@code Blue}, …). */
  Color seat(String colourWord);
}
