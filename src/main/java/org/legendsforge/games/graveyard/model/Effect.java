package org.legendsforge.games.graveyard.model;

/**
 * One structured effect of a card: {@code damage 3 to target}, {@code stun}, {@code heal 2 to
 * self}.
 */
public record Effect(EffectKind kind, int amount, EffectTarget to) {
  public Effect {
    if (!kind.takesAmount() && amount != 1) {
      throw new IllegalArgumentException(kind + " takes no amount");
    }
  }

  /**
   * Whether the effect hurts whoever it lands on, so it may only land on enemies (no friendly
   * fire). Mana is helpful, except a negative amount, which drains it.
   */
  public boolean harmful() {
    return kind.harmful() || (kind == EffectKind.MANA && amount < 0);
  }

  public static Effect of(EffectKind kind, int amount) {
    return new Effect(kind, amount, EffectTarget.TARGET);
  }
}
