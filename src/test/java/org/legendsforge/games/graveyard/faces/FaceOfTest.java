package org.legendsforge.games.graveyard.faces;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.card.Face.HandCell;
import org.legendsforge.kit.card.Face.Themed;
import org.legendsforge.testing.ShippedData;

/**
 * One card, one face: what the shipped cards show comes from their own data, the same values for
 * the printed face, the table's notes and the tooltip.
 */
class FaceOfTest {
  private static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();

  @Test
  void heroMovementUsesTerrainIcons() throws Exception {
    assertThat(FaceOf.movement(MovementSpec.DEFAULT.allowances()))
        .isEqualTo("1 any + 2 {P} {H} {F}");
    assertThat(FaceOf.movement(MovementSpec.parse("3 W").allowances())).isEqualTo("3 {W}");
  }

  @Test
  void aSpellIsInItsElementsColourWithItsCostOnTheBadgeAndInItsNotes() {
    for (Spell s : SHIPPED.spells()) {
      Face f = FaceOf.card(s);
      assertThat(f.kind()).isEqualTo("spell");
      assertThat(f.look().header())
          .isEqualTo(new Themed(Themed.Palette.ELEMENT, s.element().key()));
      assertThat(f.badge().orElseThrow().value()).isEqualTo(Integer.toString(s.cost()));
      assertThat(f.table().data()).containsEntry("cost", s.cost()).containsEntry("kind", "spell");
      assertThat(f.table().tooltip().head()).contains("Cost " + s.cost() + " mana");
    }
  }

  @Test
  void aSpiritPrintsOneHandCellPerSpellDeckAndOneForGeneralSpells() {
    for (Spirit s : SHIPPED.spirits()) {
      List<HandCell> hand = FaceOf.card(s).hand();
      assertThat(hand).hasSize(Element.values().length + 1);
      for (int i = 0; i < Element.values().length; i++) {
        Element e = Element.values()[i];
        assertThat(hand.get(i)).isEqualTo(new HandCell(e.key(), s.hand().of(e), e.displayName()));
      }
      assertThat(hand.get(hand.size() - 1).limit()).isEqualTo(s.hand().general());
      @SuppressWarnings("unchecked")
      Map<String, Object> noted = (Map<String, Object>) FaceOf.card(s).table().data().get("hand");
      assertThat(noted).containsEntry("general", s.hand().general());
    }
  }

  @Test
  void cardsOfAHeroCarryItsMarkAndOtherCardsNone() {
    SHIPPED
        .printedCards()
        .forEach(
            dc -> {
              Face f = FaceOf.card(dc.card());
              boolean ofAHero =
                  f.kind().equals("hero")
                      || f.kind().equals("turn-hero")
                      || f.kind().equals("hyper-orb");
              assertThat(f.look().bearer().isPresent()).as(f.id()).isEqualTo(ofAHero);
            });
  }
}
