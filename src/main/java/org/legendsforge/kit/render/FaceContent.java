package org.legendsforge.kit.render;

import java.awt.Color;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.HandLimits;
import org.legendsforge.kit.card.Art;

/**
 * What goes on one card face, before measuring: words from the templates, colours from the theme,
 * the optional art path and what the generated emblem shows when there is no art.
 */
record FaceContent(
    String id,
    String kind,
    Deck deck,
    Color header,
    String title,
    Optional<Badge> badge,
    List<Stat> stats,
    CardText.Words words,
    String flavour,
    Optional<Art> art,
    Optional<HandLimits> hand,
    Emblem emblem) {

  /**
   * What the generated picture shows: a rosette from {@code seed} in {@code colour} with an icon,
   * or with the initials of a hero (the same on its control, turn-order and orb cards).
   */
  record Emblem(String seed, Color colour, String icon, String monogram) {}

  /** Whether the art runs under the whole card (a hero's {@code fullBleed} art). */
  boolean fullBleed() {
    return art.map(Art::fullBleed).orElse(false);
  }

  /** The card's cost, in a disc with its icon: the top-right corner means cost and only cost. */
  record Badge(String value, String icon) {}

  /**
   * A number on the card's stat strip, shown by its concept's icon and colour with the concept's
   * label under it ({@code health}, {@code damage}, {@code range}), or the area's diagram.
   *
   * @param concept the theme concept that names the number
   * @param value what is printed ("4", "Self"); empty for an area, which is drawn, not written
   * @param area the area's cells when the stat is an area
   */
  record Stat(String concept, String value, Optional<AreaCells> area) {
    static Stat number(String concept, String value) {
      return new Stat(concept, value, Optional.empty());
    }
  }

  /**
   * The cells an area covers, as offsets from its centre within a square of side {@code 2 * reach +
   * 1}; {@code onCaster} when it lies around the one who uses the card, not a cell aimed at.
   */
  record AreaCells(int reach, java.util.Set<List<Integer>> offsets, boolean onCaster) {
    boolean contains(int dx, int dy) {
      return offsets.contains(List.of(dx, dy));
    }
  }
}
