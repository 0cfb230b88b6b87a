package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.testing.ShippedData;

/**
 * Until the designer adds art, every card shows a generated emblem, and no two cards of a deck look
 * the same: cards that share a colour and an icon (the spells of one element, the spirits) differ
 * in the emblem's ground pattern, its rosette or its tone (light or dark), which are what the eye
 * takes in first.
 */
class EmblemVarietyTest {
  private static final RenderResources RESOURCES = TestResources.load();
  private static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();

  private static FaceContent.Emblem emblem(DeckCard dc) {
    return ((LayoutCardRenderer) RESOURCES.renderer()).plan(dc).content().emblem();
  }

  @Test
  void cardsOfADeckThatShareAColourAndIconDifferInGroundRosetteOrTone() {
    List<String> alike = new ArrayList<>();
    Map<String, List<DeckCard>> groups =
        SHIPPED
            .printedCards()
            .filter(
                dc ->
                    !(dc.card() instanceof org.legendsforge.games.graveyard.model.TerrainCardFace))
            .collect(
                Collectors.groupingBy(
                    dc -> {
                      FaceContent.Emblem e = emblem(dc);
                      return dc.deck().id() + e.colour() + e.icon() + e.monogram();
                    }));
    for (List<DeckCard> group : groups.values()) {
      for (int i = 0; i < group.size(); i++) {
        for (int j = i + 1; j < group.size(); j++) {
          EmblemDesign a = EmblemDesign.of(emblem(group.get(i)).seed());
          EmblemDesign b = EmblemDesign.of(emblem(group.get(j)).seed());
          if (a.ground() == b.ground() && a.rosette() == b.rosette() && a.tone() == b.tone()) {
            alike.add(
                group.get(i).deck().id()
                    + ": "
                    + group.get(i).card().id()
                    + " and "
                    + group.get(j).card().id()
                    + " "
                    + a
                    + " "
                    + b);
          }
        }
      }
    }
    assertThat(alike).isEmpty();
  }
}
