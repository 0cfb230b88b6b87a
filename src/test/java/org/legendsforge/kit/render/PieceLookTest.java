package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.testing.ShippedData;

/** A printed piece marks a hero as its cards do: the same colour and the same initials. */
class PieceLookTest {
  @Test
  void everyHerosMarkIsTheEmblemItsCardsShow() {
    Catalog c =
        new CardDataLoader(Path.of("").toAbsolutePath())
            .load(ShippedData.folder())
            .catalog()
            .orElseThrow();
    RenderResources res =
        RenderResources.load(
                Path.of("templates"),
                Optional.of(ShippedData.folder()),
                "Graveyard of Legends",
                TestResources.FONTS,
                new Diagnostics())
            .orElseThrow();
    LayoutCardRenderer cards = (LayoutCardRenderer) res.renderer();
    PieceLook look = res.renderer().pieceLook();
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (DeckCard dc : c.printedCards().toList()) {
      Optional<Hero> hero =
          dc.card() instanceof Hero h
              ? Optional.of(h)
              : dc.card() instanceof org.legendsforge.games.graveyard.model.HeroTurnCard t
                  ? Optional.of(t.hero())
                  : Optional.empty();
      if (hero.isEmpty()) {
        continue;
      }
      FaceContent.Emblem shown = cards.plan(dc).content().emblem();
      HeroMark mark = look.heroMark(hero.get());
      assertThat(mark.colour()).as(dc.card().id()).isEqualTo(shown.colour());
      assertThat(mark.initials()).as(dc.card().id()).isEqualTo(shown.monogram());
      seen.add(hero.get().id());
    }
    assertThat(seen).hasSize(c.heroes().size());
  }
}
