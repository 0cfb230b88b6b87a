package org.legendsforge.model;

import java.util.List;
import java.util.Optional;
import org.legendsforge.rules.AreaSpec;

/** A weapon: one attack per weapon action. {@code effects} are extra to its damage. */
public record Weapon(
    String id,
    String name,
    WeaponKind kind,
    int damage,
    int range,
    Optional<AreaSpec> area,
    boolean over,
    List<Effect> effects,
    String text,
    String flavour,
    Optional<Art> art)
    implements Card {
  public Weapon {
    effects = List.copyOf(effects);
  }

  public Targeting targeting() {
    return Targeting.of(range, area);
  }
}
