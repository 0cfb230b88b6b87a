package org.legendsforge.model;

import java.util.List;
import java.util.Optional;

/**
 * A spirit: a player's once-per-player-turn ability and its spell-hand limits. {@code when} says
 * when and on whom the ability works, printed before its effects; it may be empty.
 */
public record Spirit(
    String id,
    String name,
    String abilityName,
    String when,
    List<Effect> effects,
    String text,
    HandLimits hand,
    String flavour,
    Optional<Art> art)
    implements Card {
  public Spirit {
    effects = List.copyOf(effects);
  }

  /** A spirit whose ability has no trigger line. */
  public Spirit(String id, String name, String abilityName, List<Effect> effects, String text, HandLimits hand, String flavour, Optional<Art> art) {
    this(id, name, abilityName, "", effects, text, hand, flavour, art);
  }
}
