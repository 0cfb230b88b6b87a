package org.legendsforge.games.graveyard.pieces;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.DeckKind;

class SleeveGuideTest {
  @Test
  void packsRoundUp() {
    assertThat(SleeveGuide.packs(0, 50)).isZero();
    assertThat(SleeveGuide.packs(50, 50)).isEqualTo(1);
    assertThat(SleeveGuide.packs(51, 50)).isEqualTo(2);
    assertThat(SleeveGuide.packs(51, 100)).isEqualTo(1);
  }

  @Test
  void theShippedDecksNeedPacksPerColourAndInAll() {
    org.legendsforge.games.graveyard.model.Catalog c =
        new org.legendsforge.games.graveyard.data.CardDataLoader(
                java.nio.file.Path.of("").toAbsolutePath())
            .load(org.legendsforge.testing.ShippedData.folder())
            .catalog()
            .orElseThrow();
    SleeveGuide guide = SleeveGuide.of(c);
    int poker =
        c.printedCards().filter(dc -> !dc.deck().contents().indexCardSize()).toList().size();
    assertThat(guide.sleevesInAll()).isEqualTo(poker);
    int of50 = 0;
    for (SleeveGuide.ColourTotal t : guide.byColour()) {
      of50 += (t.cards() + 49) / 50;
      assertThat(t.decks()).allMatch(d -> d.sleeve().hex().equalsIgnoreCase(t.sleeve().hex()));
    }
    assertThat(guide.packsOf50InAll()).isEqualTo(of50);
    assertThat(guide.byColour())
        .noneMatch(t -> t.decks().stream().anyMatch(d -> d.contents().indexCardSize()));
    assertThat(SleeveGuide.SLEEVE_WIDTH).isGreaterThan(63.5);
    assertThat(SleeveGuide.SLEEVE_HEIGHT).isGreaterThan(88.9);
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

  @Test
  void theClearSleevePlanSleevesEveryPokerCardInOneKindOfPack() {
    org.legendsforge.games.graveyard.model.Catalog c =
        new org.legendsforge.games.graveyard.data.CardDataLoader(
                java.nio.file.Path.of("").toAbsolutePath())
            .load(org.legendsforge.testing.ShippedData.folder())
            .catalog()
            .orElseThrow();
    SleeveGuide guide = SleeveGuide.of(c);
    int n = guide.sleevesInAll();
    assertThat(SleeveGuidePage.clearPlan(guide))
        .contains(n + " clear sleeves")
        .contains(((n + 49) / 50) + " packs of 50")
        .contains("back");
  }
}
