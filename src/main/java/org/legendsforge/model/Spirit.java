package org.legendsforge.model;

import java.util.List;
import java.util.Optional;

/** A spirit: a player's once-per-player-turn ability and its spell-hand limits. */
public record Spirit(
    String id,
    String name,
    String abilityName,
    List<Effect> effects,
    String text,
    HandLimits hand,
    String flavour,
    Optional<String> art)
    implements Card {
  public Spirit {
    effects = List.copyOf(effects);
  }
}
