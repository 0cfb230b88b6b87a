package org.legendsforge.games.graveyard.model;

import java.util.List;
import java.util.Optional;

/**
 * The ability a hero has while it holds a hyper orb: an {@code ability} that happens (at the start
 * of its turns, once per turn …), {@code modifiers} that hold while the orb is held, or both.
 * {@code text} is a reminder printed after them; the engine never reads it.
 */
public record HyperAbility(
    String name, Optional<Ability> ability, List<Modifier> modifiers, String text) {
  public HyperAbility {
    modifiers = List.copyOf(modifiers);
  }

  /**
   * An ability used once per turn at no cost on one hero its effects suit (see {@link
   * Ability#onOne}); no ability at all when {@code effects} is empty.
   */
  public HyperAbility(String name, List<Effect> effects, String text) {
    this(
        name,
        effects.isEmpty()
            ? Optional.empty()
            : Optional.of(Ability.onOne(Trigger.ONCE_PER_TURN, effects)),
        List.of(),
        text);
  }

  /** The effects of its ability (none when it only has modifiers). */
  public List<Effect> effects() {
    return ability.map(Ability::effects).orElse(List.of());
  }
}
