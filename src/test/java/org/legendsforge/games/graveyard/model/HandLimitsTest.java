package org.legendsforge.games.graveyard.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HandLimitsTest {
  /** Its text feeds render-cache keys and the gallery's build id, which must not change per run. */
  @Test
  void elementsIterateInElementOrderWhateverTheInputMap() {
    Map<Element, Integer> given = new HashMap<>();
    List<Element> all = List.of(Element.values());
    for (int i = all.size() - 1; i >= 0; i--) {
      given.put(all.get(i), i);
    }
    HandLimits limits = new HandLimits(given, 2);
    assertThat(List.copyOf(limits.elements().keySet())).containsExactlyElementsOf(all);
    assertThat(limits.total()).isEqualTo(2 + all.size() * (all.size() - 1) / 2);
  }
}
