package org.legendsforge.games.graveyard.model;

import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.card.Art;

/**
 * A spirit: its player's ability, used at most once in each of its player turns ({@link
 * Trigger#PLAYER_TURN}), modifiers that hold all game, and the player's spell-hand limits. {@code
 * text} is a reminder printed after the generated rules.
 */
public record Spirit(
    String id,
    String name,
    String abilityName,
    Optional<Ability> ability,
    List<Modifier> modifiers,
    String text,
    HandLimits hand,
    String flavour,
    Optional<Art> art)
    implements Card {
  public Spirit {
    modifiers = List.copyOf(modifiers);
  }

  /** A spirit whose ability lands on one hero its effects suit (see {@link Ability#onOne}). */
  public Spirit(
      String id,
      String name,
      String abilityName,
      List<Effect> effects,
      String text,
      HandLimits hand,
      String flavour,
      Optional<Art> art) {
    this(
        id,
        name,
        abilityName,
        effects.isEmpty()
            ? Optional.empty()
            : Optional.of(Ability.onOne(Trigger.PLAYER_TURN, effects)),
        List.of(),
        text,
        hand,
        flavour,
        art);
  }

  /** The effects of its ability. */
  public List<Effect> effects() {
    return ability.map(Ability::effects).orElse(List.of());
  }
}
