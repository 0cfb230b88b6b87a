package org.legendsforge.model;

import java.util.List;
import java.util.Optional;
import org.legendsforge.rules.AreaSpec;

/**
 * A spell. With an {@code area} it targets a cell within range; without one, range 0 means the
 * caster itself and any other range a single hero (rules-spec §3). {@code text} is extra rules text
 * printed after the text generated from {@code effects}.
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
    String text,
    String flavour,
    Optional<Art> art)
    implements Card {
  public Spell {
    effects = List.copyOf(effects);
  }

  public Targeting targeting() {
    return Targeting.of(range, area);
  }
}
