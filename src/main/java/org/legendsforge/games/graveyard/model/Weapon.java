package org.legendsforge.games.graveyard.model;

import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.kit.card.Art;

/**
 * A weapon: one attack per weapon action. {@code effects} are extra to its damage; {@code
 * modifiers} change its own attacks (more damage against a status, no move in a turn it attacks).
 * {@code text} is a reminder printed after the generated rules; the engine never reads it. {@code
 * type} is what the weapon is (the data's {@code kind:}), which only its look depends on.
 */
public record Weapon(
    String id,
    String name,
    WeaponKind kind,
    int damage,
    int range,
    Optional<AreaSpec> area,
    boolean over,
    List<Effect> effects,
    List<Modifier> modifiers,
    String text,
    String flavour,
    Optional<Art> art,
    WeaponType type)
    implements Card {
  public Weapon {
    effects = List.copyOf(effects);
    modifiers = List.copyOf(modifiers);
  }

  /**
   * A weapon made in code (tests, benchmarks), whose look does not matter: a blade unless its range
   * makes it a bow.
   */
  public Weapon(
      String id,
      String name,
      WeaponKind kind,
      int damage,
      int range,
      Optional<AreaSpec> area,
      boolean over,
      List<Effect> effects,
      List<Modifier> modifiers,
      String text,
      String flavour,
      Optional<Art> art) {
    this(
        id,
        name,
        kind,
        damage,
        range,
        area,
        over,
        effects,
        modifiers,
        text,
        flavour,
        art,
        range > 2 ? WeaponType.BOW : WeaponType.BLADE);
  }

  /** A weapon made in code with no modifiers. */
  public Weapon(
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
      Optional<Art> art) {
    this(id, name, kind, damage, range, area, over, effects, List.of(), text, flavour, art);
  }

  public Targeting targeting() {
    return Targeting.of(range, area);
  }
}
