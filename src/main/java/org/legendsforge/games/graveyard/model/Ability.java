package org.legendsforge.games.graveyard.model;

import java.util.List;

/**
 * A rule of a card that does something: when it happens ({@code trigger}), what it takes ({@code
 * cost}), what must hold for its user ({@code user}: "while it stands on H or M"), whom it lands on
 * ({@code target}) and what it does ({@code effects}, in order). The engine executes it as
 * docs/card-rules.md says; the printed sentence is generated from it.
 */
public record Ability(
    Trigger trigger, Cost cost, HeroCondition user, Target target, List<Effect> effects) {
  public Ability {
    effects = List.copyOf(effects);
  }

  /** An ability at no cost, with no condition on its user. */
  public static Ability of(Trigger trigger, Target target, List<Effect> effects) {
    return new Ability(trigger, Cost.NONE, HeroCondition.ANY, target, effects);
  }

  /**
   * An ability on one hero of the side its effects suit, anywhere on the map (enemies when any
   * effect on the target is harmful, else friends), or on its user when every effect says {@code
   * to: self}: what a card written without a target means.
   */
  public static Ability onOne(Trigger trigger, List<Effect> effects) {
    boolean onTarget = effects.stream().anyMatch(e -> e.to() == EffectTarget.TARGET);
    boolean harmful = effects.stream().anyMatch(e -> e.to() == EffectTarget.TARGET && e.harmful());
    Target target =
        !onTarget
            ? Target.SELF
            : new Target.OneHero(HeroFilter.of(harmful ? Side.ENEMY : Side.FRIEND));
    return of(trigger, target, effects);
  }
}
