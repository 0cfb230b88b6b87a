package org.legendsforge.games.graveyard.model;

import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.card.Art;

/**
 * A chaos element: a table-wide twist. The rules never say when one is drawn; this project's
 * decision (docs/card-data.md) is that one is revealed whenever the Turn Order deck is reshuffled
 * and stays in force until the next reshuffle. Its {@code ability} happens when it is revealed or
 * whenever a hero dies, on every hero it names; its {@code modifiers} hold while it is in force. It
 * belongs to no side, so its effects land on friend and enemy alike.
 */
public record ChaosElement(
    String id,
    String name,
    Optional<Ability> ability,
    List<Modifier> modifiers,
    String text,
    String flavour,
    Optional<Art> art)
    implements Card {
  public ChaosElement {
    modifiers = List.copyOf(modifiers);
  }

  /** A chaos element whose effects land on every hero in play when it is revealed. */
  public ChaosElement(
      String id,
      String name,
      List<Effect> effects,
      String text,
      String flavour,
      Optional<Art> art) {
    this(
        id,
        name,
        effects.isEmpty()
            ? Optional.empty()
            : Optional.of(
                Ability.of(
                    Trigger.REVEALED, new Target.EveryHero(HeroFilter.of(Side.ANY)), effects)),
        List.of(),
        text,
        flavour,
        art);
  }

  /** The effects of its ability. */
  public List<Effect> effects() {
    return ability.map(Ability::effects).orElse(List.of());
  }
}
