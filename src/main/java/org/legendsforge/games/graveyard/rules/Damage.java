package org.legendsforge.games.graveyard.rules;

import java.util.List;

/**
 * Damage and health arithmetic (docs/rules-model.md §5): multipliers and divisors first, then
 * additions and subtractions; a division rounds down; damage never below 0; health never above the
 * hero's starting health (nor below 0).
 *
 * <p>Decisions where the spec is silent, chosen so the result never depends on the order in which
 * modifiers are listed: every multiplier applies before any divisor (so ×2 ÷3 and ÷3 ×2 both give
 * ⌊2d/3⌋), and the floor at 0 applies once, to the final sum, not after each subtraction.
 */
public final class Damage {
  private Damage() {}

  public static int apply(int base, List<DamageModifier> modifiers) {
    long d = Math.max(0, base);
    for (DamageModifier m : modifiers) {
      if (m.kind() == DamageModifier.Kind.MULTIPLY) {
        d *= m.amount();
      }
    }
    for (DamageModifier m : modifiers) {
      if (m.kind() == DamageModifier.Kind.DIVIDE) {
        d = Math.floorDiv(d, m.amount());
      }
    }
    for (DamageModifier m : modifiers) {
      if (m.kind() == DamageModifier.Kind.ADD) {
        d += m.amount();
      } else if (m.kind() == DamageModifier.Kind.SUBTRACT) {
        d -= m.amount();
      }
    }
    return (int) Math.max(0, Math.min(d, Integer.MAX_VALUE));
  }

  /** Health left after {@code damage}; a hero at 0 dies (§8). */
  public static int afterDamage(int health, int damage) {
    return Math.max(0, health - Math.max(0, damage));
  }

  /** Health after healing {@code amount}, capped at the starting health. */
  public static int afterHealing(int health, int amount, int startingHealth) {
    return Math.min(startingHealth, health + Math.max(0, amount));
  }
}
