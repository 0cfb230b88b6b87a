package org.legendsforge.model;

import java.util.List;

/**
 * The ability a hero has while it holds a hyper orb. {@code when} says when and on whom it works
 * ("Once per turn, on an enemy within 2"), printed before the effects; {@code text} adds what the
 * effects cannot say. Both may be empty.
 */
public record HyperAbility(String name, String when, List<Effect> effects, String text) {
  public HyperAbility {
    effects = List.copyOf(effects);
  }

  /** An ability with no trigger line. */
  public HyperAbility(String name, List<Effect> effects, String text) {
    this(name, "", effects, text);
  }
}
