package org.legendsforge.games.graveyard.model;

import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.kit.card.Art;

/**
 * A spell. With an {@code area} it targets a cell within range; without one, range 0 means the
 * caster itself and any other range a single hero (docs/rules-model.md §3); with an area and range
 * 0 the area is centred on the caster. {@code modifiers} change its own effects. {@code text} is a
 * reminder printed after the text generated from the structure; the engine never reads it.
 */
public record Spell(
    String id,
    String name,
    Element element,
    int cost,
    int range,
    Optional<AreaSpec> area,
    boolean over,
    boolean noAction,
    List<Effect> effects,
    List<Modifier> modifiers,
    String text,
    String flavour,
    Optional<Art> art)
    implements Card {
  public Spell {
    effects = List.copyOf(effects);
    modifiers = List.copyOf(modifiers);
  }

  /** A spell with no modifiers. */
  public Spell(
      String id,
      String name,
      Element element,
      int cost,
      int range,
      Optional<AreaSpec> area,
      boolean over,
      boolean noAction,
      List<Effect> effects,
      String text,
      String flavour,
      Optional<Art> art) {
    this(
        id, name, element, cost, range, area, over, noAction, effects, List.of(), text, flavour,
        art);
  }

  public Targeting targeting() {
    return Targeting.of(range, area);
  }
}
