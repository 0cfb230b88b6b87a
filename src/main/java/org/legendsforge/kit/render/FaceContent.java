package org.legendsforge.kit.render;

import java.awt.Color;
import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.card.Art;
import org.legendsforge.kit.card.DeckLook;
import org.legendsforge.kit.card.Face.Badge;
import org.legendsforge.kit.card.Face.HandCell;
import org.legendsforge.kit.card.Face.Stat;

/**
 * What goes on one card face, before measuring: words from the templates, colours from the theme,
 * the optional art path and what the generated emblem shows when there is no art.
 */
record FaceContent(
    String id,
    String kind,
    DeckLook deck,
    Color header,
    String title,
    Optional<Badge> badge,
    List<Stat> stats,
    CardText.Words words,
    String flavour,
    Optional<Art> art,
    List<HandCell> hand,
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
}
