package org.legendsforge.model;

import java.util.List;

/** The ability a hero has while it holds a hyper orb. */
public record HyperAbility(String name, List<Effect> effects, String text) {
  public HyperAbility {
    effects = List.copyOf(effects);
  }
}
