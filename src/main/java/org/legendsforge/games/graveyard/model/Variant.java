package org.legendsforge.games.graveyard.model;

import java.util.EnumMap;
import java.util.Map;
import org.legendsforge.games.graveyard.rules.RuleValue;

/**
 * A named set of changed rule values from variants.yaml (docs/rules-model.md §14): a way to play
 * that is not the designer's rules. {@code changes} holds only the values it sets, in rule value
 * order; {@code rules} (the designer's rules, the default) changes nothing.
 */
public record Variant(String id, String name, String description, Map<RuleValue, Integer> changes) {
  /** The id that names the designer's rules wherever a variant may be named. */
  public static final String RULES_ID = "rules";

  public Variant {
    EnumMap<RuleValue, Integer> sorted = new EnumMap<>(RuleValue.class);
    sorted.putAll(changes);
    changes = java.util.Collections.unmodifiableMap(sorted);
  }
}
