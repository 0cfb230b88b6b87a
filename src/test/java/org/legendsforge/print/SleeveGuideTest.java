package org.legendsforge.print;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.legendsforge.model.DeckKind;

class SleeveGuideTest {
  @Test
  void packsRoundUp() {
    assertThat(SleeveGuide.packs(0, 50)).isZero();
    assertThat(SleeveGuide.packs(50, 50)).isEqualTo(1);
    assertThat(SleeveGuide.packs(51, 50)).isEqualTo(2);
    assertThat(SleeveGuide.packs(51, 100)).isEqualTo(1);
  }

  @Test
  void theRulesKeepTheseDecksApart() {
    assertThat(SleeveGuide.mustDiffer(DeckKind.GENERAL_SPELLS, DeckKind.FIRE_SPELLS)).isTrue();
    assertThat(SleeveGuide.mustDiffer(DeckKind.BLACK_SPELLS, DeckKind.GENERAL_SPELLS)).isTrue();
    assertThat(SleeveGuide.mustDiffer(DeckKind.TURN_ORDER, DeckKind.HERO_CONTROL)).isTrue();
    assertThat(SleeveGuide.mustDiffer(DeckKind.ITEM_WEAPONS, DeckKind.STARTING_WEAPONS)).isTrue();
    assertThat(SleeveGuide.mustDiffer(DeckKind.FIRE_SPELLS, DeckKind.WATER_SPELLS)).isFalse();
    assertThat(SleeveGuide.mustDiffer(DeckKind.SPIRITS, DeckKind.SPIRITS)).isFalse();
  }
}
