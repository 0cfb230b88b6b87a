package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HeroTurnCard;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.testing.ShippedData;

/**
 * A hero looks the same wherever it appears: the mark the renderer gives other pieces (the table's
 * token) is the emblem on each of its cards, and no two heroes share initials and colour.
 */
class HeroMarkTest {
  private static final LayoutCardRenderer RENDERER =
      (LayoutCardRenderer) TestResources.load().renderer();
  private static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();

  private static boolean standsFor(DeckCard dc, Hero h) {
    return dc.card().equals(h)
        || dc.card() instanceof HeroTurnCard t && t.hero().equals(h)
        || dc.card() instanceof HyperOrb o && o.hero().equals(h);
  }

  @Test
  void everyCardOfAHeroShowsTheMarkItsTokenGets() {
    for (Hero h : SHIPPED.heroes()) {
      HeroMark mark = RENDERER.heroMark(h);
      List<DeckCard> cards = SHIPPED.printedCards().filter(dc -> standsFor(dc, h)).toList();
      assertThat(cards).as(h.id()).hasSizeGreaterThanOrEqualTo(3);
      for (DeckCard dc : cards) {
        FaceContent.Emblem e = RENDERER.plan(dc).content().emblem();
        assertThat(e.monogram()).as(dc.deck().id() + "/" + h.id()).isEqualTo(mark.initials());
        assertThat(e.colour()).as(dc.deck().id() + "/" + h.id()).isEqualTo(mark.colour());
      }
    }
  }

  @Test
  void initialsSkipSmallWordsAndALeadingThe() {
    assertThat(HeroMark.initials("Isolde, the Hollow Queen")).isEqualTo("IQ");
    assertThat(HeroMark.initials("The Pale Cartographer")).isEqualTo("PC");
    assertThat(HeroMark.initials("Orrin the Bell-Ringer")).isEqualTo("OB");
    assertThat(HeroMark.initials("Esk")).isEqualTo("E");
  }

  @Test
  void noTwoShippedHeroesShareInitialsAndColour() {
    Set<String> seen = new HashSet<>();
    for (Hero h : SHIPPED.heroes()) {
      HeroMark m = RENDERER.heroMark(h);
      assertThat(seen.add(m.initials() + m.colour())).as(h.id()).isTrue();
    }
  }
}
