package org.legendsforge.games.graveyard.pieces;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.kit.print.SleeveGuide;
import org.legendsforge.kit.print.pages.SleeveGuidePage;

/**
 * The kit's sleeve guide over this game's decks: the shipped set, and the decks its rules keep
 * apart.
 */
class SleeveGuideTest {
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
        .noneMatch(t -> t.decks().stream().anyMatch(d -> d.indexCardSize()));
    assertThat(SleeveGuide.SLEEVE_WIDTH).isGreaterThan(63.5);
    assertThat(SleeveGuide.SLEEVE_HEIGHT).isGreaterThan(88.9);
  }

  @Test
  void theRulesKeepTheseDecksApart() {
    assertThat(DeckKind.GENERAL_SPELLS.sleevedApartFrom(DeckKind.FIRE_SPELLS)).isTrue();
    assertThat(DeckKind.BLACK_SPELLS.sleevedApartFrom(DeckKind.GENERAL_SPELLS)).isTrue();
    assertThat(DeckKind.TURN_ORDER.sleevedApartFrom(DeckKind.HERO_CONTROL)).isTrue();
    assertThat(DeckKind.ITEM_WEAPONS.sleevedApartFrom(DeckKind.STARTING_WEAPONS)).isTrue();
    assertThat(DeckKind.FIRE_SPELLS.sleevedApartFrom(DeckKind.WATER_SPELLS)).isFalse();
    assertThat(DeckKind.SPIRITS.sleevedApartFrom(DeckKind.SPIRITS)).isFalse();
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
