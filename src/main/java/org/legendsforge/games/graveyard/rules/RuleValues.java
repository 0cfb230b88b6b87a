package org.legendsforge.games.graveyard.rules;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;

/**
 * Every rule value of one game (docs/rules-model.md §14): the designer's rules or a variant's. The
 * engine, the rulebook, the print and the table read the numbers from here, so a variant changes
 * them all at once.
 */
public final class RuleValues {
  private final int[] values;

  private RuleValues(int[] values) {
    this.values = values;
  }

  /** The designer's rules with game.yaml's mana income and setup compensation. */
  public static RuleValues designer(int startingMana, int manaPerTurn, boolean compensateSetup) {
    int[] v = new int[RuleValue.values().length];
    for (RuleValue r : RuleValue.values()) {
      v[r.ordinal()] = r.designerDefault();
    }
    v[RuleValue.STARTING_MANA.ordinal()] = startingMana;
    v[RuleValue.MANA_PER_TURN.ordinal()] = manaPerTurn;
    v[RuleValue.COMPENSATE_SETUP.ordinal()] = compensateSetup ? 1 : 0;
    return new RuleValues(v);
  }

  /** The designer's rules with the defaults game.yaml would have when silent. */
  public static final RuleValues DESIGNER = designer(0, 1, false);

  public int get(RuleValue r) {
    return values[r.ordinal()];
  }

  public boolean on(RuleValue r) {
    return values[r.ordinal()] != 0;
  }

  /** These values with {@code changes} made (each within its rule value's range). */
  public RuleValues with(Map<RuleValue, Integer> changes) {
    int[] v = values.clone();
    changes.forEach(
        (r, value) -> {
          if (value < r.min() || value > r.max()) {
            throw new IllegalArgumentException(
                r.key() + " must be " + r.min() + " to " + r.max() + ", not " + value);
          }
          v[r.ordinal()] = value;
        });
    return new RuleValues(v);
  }

  /** The values that differ from {@code base}, in rule value order. */
  public Map<RuleValue, Integer> differencesFrom(RuleValues base) {
    Map<RuleValue, Integer> out = new EnumMap<>(RuleValue.class);
    for (RuleValue r : RuleValue.values()) {
      if (get(r) != base.get(r)) {
        out.put(r, get(r));
      }
    }
    return out;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RuleValues other && Arrays.equals(values, other.values);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("RuleValues{");
    for (RuleValue r : RuleValue.values()) {
      b.append(r.key())
          .append('=')
          .append(get(r))
          .append(r.ordinal() + 1 < values.length ? ", " : "}");
    }
    return b.toString();
  }
}
