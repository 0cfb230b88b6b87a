package org.legendsforge.games.graveyard.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.rules.MovementSpec;

/**
 * A card's text form keys the render cache, so it must not depend on hash order: collections of
 * enums keep their declaration order.
 */
class StableTextTest {
  @Test
  void handLimitsListTheElementsInTheirOrder() {
    Map<Element, Integer> m = new EnumMap<>(Element.class);
    m.put(Element.BLACK, 2);
    m.put(Element.FIRE, 3);
    assertThat(new HandLimits(m, 0).toString())
        .isEqualTo(
            "HandLimits[elements={FIRE=3, WATER=0, AIR=0, EARTH=0, WHITE=0, BLACK=2}, general=0]");
  }

  @Test
  void anAllowanceListsItsTerrainsInTheirOrder() throws Exception {
    assertThat(MovementSpec.parse("2 F P H").allowances().get(0).terrains().toString())
        .isEqualTo("[PLAINS, HILLS, FOREST]");
  }
}
