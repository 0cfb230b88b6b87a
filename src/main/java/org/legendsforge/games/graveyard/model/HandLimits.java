package org.legendsforge.games.graveyard.model;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * How many spells a spirit's player keeps in hand from each spell deck (docs/rules-model.md §9).
 */
public record HandLimits(Map<Element, Integer> elements, int general) {
  public HandLimits {
    EnumMap<Element, Integer> copy = new EnumMap<>(Element.class);
    for (Element e : Element.values()) {
      copy.put(e, elements.getOrDefault(e, 0));
    }
    // In element order, not Map.copyOf's per-run order: toString() feeds the render cache keys.
    elements = Collections.unmodifiableMap(copy);
  }

  public int of(Element e) {
    return elements.get(e);
  }

  public int total() {
    return general + elements.values().stream().mapToInt(Integer::intValue).sum();
  }
}
