package org.legendsforge.games.graveyard.model;

import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.card.Art;

/** A player's card in the Turn Order deck: when drawn, that player takes a player turn. */
public record PlayerCard(String id, String name, String colour, String text, Optional<Art> art)
    implements Card {
  /**
   * The seat colours of Tabletop Simulator: a player's colour names its seat at the table, whose
   * hand zone would belong to no one under any other colour.
   */
  public static final List<String> SEAT_COLOURS =
      List.of(
          "White", "Brown", "Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple", "Pink");

  /** A player card without art (it shows its generated emblem). */
  public PlayerCard(String id, String name, String colour, String text) {
    this(id, name, colour, text, Optional.empty());
  }
}
