package org.legendsforge.games.graveyard.diff;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HyperAbility;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.kit.card.Sleeve;
import org.legendsforge.testing.ShippedData;

/**
 * The difference of two catalogs: what the derived cards inherit, and which printed faces may
 * change.
 */
class CatalogDifferTest {
  private static Catalog shipped() {
    return new CardDataLoader(Path.of("")).load(ShippedData.folder()).catalog().orElseThrow();
  }

  private static Catalog withHeroes(Catalog c, List<Hero> heroes) {
    // Hyper orbs hold their hero; point them at the edited one.
    List<HyperOrb> orbs = new ArrayList<>();
    for (HyperOrb o : c.hyperOrbs()) {
      Hero h = heroes.stream().filter(x -> x.id().equals(o.hero().id())).findFirst().orElseThrow();
      orbs.add(new HyperOrb(o.id(), o.name(), h, o.flavour(), o.art()));
    }
    return new Catalog(
        c.game(),
        heroes,
        c.spirits(),
        c.spells(),
        c.startingWeapons(),
        c.itemWeapons(),
        c.chaosElements(),
        orbs,
        c.playerCards(),
        c.terrainCards(),
        c.pickups(),
        c.decks(),
        c.components());
  }

  @Test
  void sameCatalogNoDifference() {
    Catalog c = shipped();
    DataDiff d = new CatalogDiffer().diff(c, c, Optional.empty(), Optional.empty());
    assertThat(d.isEmpty()).isTrue();
    assertThat(d.reprint().isEmpty()).isTrue();
  }

  @Test
  void aHyperAbilityChangeReachesTheHeroItsTurnOrderCardAndItsHyperOrb() {
    Catalog c = shipped();
    HyperOrb orb = c.hyperOrbs().get(0);
    List<Hero> heroes = new ArrayList<>();
    for (Hero h : c.heroes()) {
      heroes.add(
          h.id().equals(orb.hero().id())
              ? new Hero(
                  h.id(),
                  h.name(),
                  h.health(),
                  h.movement(),
                  h.customMovement(),
                  new HyperAbility(
                      h.hyper().name() + " Renamed",
                      h.hyper().ability(),
                      h.hyper().modifiers(),
                      h.hyper().text()),
                  h.flavour(),
                  h.art())
              : h);
    }
    DataDiff d =
        new CatalogDiffer().diff(c, withHeroes(c, heroes), Optional.empty(), Optional.empty());
    String hero = orb.hero().id();
    assertThat(d.decks())
        .extracting(DeckDiff::deckId)
        .containsExactlyInAnyOrder(
            deckId(c, DeckKind.HYPER_ORBS),
            deckId(c, DeckKind.TURN_ORDER),
            deckId(c, DeckKind.HERO_CONTROL));
    for (DeckDiff deck : d.decks()) {
      CardChange change = deck.cards().get(0);
      assertThat(change.fields())
          .singleElement()
          .satisfies(
              f -> {
                assertThat(f.path()).isEqualTo("hyper.name");
                assertThat(FieldChange.show(f.now()))
                    .isEqualTo("\"" + orb.hero().hyper().name() + " Renamed\"");
              });
    }
    assertThat(d.reprint().faces())
        .containsExactlyInAnyOrder(
            new PrintedFace(deckId(c, DeckKind.HYPER_ORBS), orb.id()),
            new PrintedFace(deckId(c, DeckKind.TURN_ORDER), hero),
            new PrintedFace(deckId(c, DeckKind.HERO_CONTROL), hero));
    assertThat(d.counts()).isEqualTo(new DataDiff.Counts(0, 0, 2));
  }

  @Test
  void aNewSleeveColourMayChangeEveryFaceOfTheDeckAndItsBack() {
    Catalog c = shipped();
    List<Deck> decks = new ArrayList<>();
    for (Deck d : c.decks()) {
      decks.add(
          d.contents() == DeckKind.SPIRITS
              ? new Deck(
                  d.id(),
                  d.name(),
                  d.contents(),
                  new Sleeve("Plum", "#5E2750"),
                  d.icon(),
                  d.backPattern())
              : d);
    }
    Catalog now =
        new Catalog(
            c.game(),
            c.heroes(),
            c.spirits(),
            c.spells(),
            c.startingWeapons(),
            c.itemWeapons(),
            c.chaosElements(),
            c.hyperOrbs(),
            c.playerCards(),
            c.terrainCards(),
            c.pickups(),
            decks,
            c.components());
    DataDiff d = new CatalogDiffer().diff(c, now, Optional.empty(), Optional.empty());
    String spirits = deckId(c, DeckKind.SPIRITS);
    assertThat(d.decks()).isEmpty();
    assertThat(d.deckChanges())
        .singleElement()
        .satisfies(
            ch -> {
              assertThat(ch.id()).isEqualTo(spirits);
              assertThat(ch.fields())
                  .extracting(FieldChange::path)
                  .containsExactly("sleeve.name", "sleeve.hex");
            });
    assertThat(d.reprint().backs()).containsExactly(spirits);
    assertThat(d.reprint().faces())
        .hasSize(c.spirits().size())
        .allMatch(f -> f.deckId().equals(spirits));
  }

  @Test
  void aNewBackPatternChangesOnlyTheBack() {
    Catalog c = shipped();
    List<Deck> decks = new ArrayList<>();
    for (Deck d : c.decks()) {
      decks.add(
          d.contents() == DeckKind.CHAOS_ELEMENTS
              ? new Deck(
                  d.id(),
                  d.name(),
                  d.contents(),
                  d.sleeve(),
                  d.icon(),
                  d.backPattern().equals("dots") ? "rings" : "dots")
              : d);
    }
    Catalog now =
        new Catalog(
            c.game(),
            c.heroes(),
            c.spirits(),
            c.spells(),
            c.startingWeapons(),
            c.itemWeapons(),
            c.chaosElements(),
            c.hyperOrbs(),
            c.playerCards(),
            c.terrainCards(),
            c.pickups(),
            decks,
            c.components());
    DataDiff d = new CatalogDiffer().diff(c, now, Optional.empty(), Optional.empty());
    assertThat(d.reprint().backs()).containsExactly(deckId(c, DeckKind.CHAOS_ELEMENTS));
    assertThat(d.reprint().faces()).isEmpty();
  }

  private static String deckId(Catalog c, DeckKind k) {
    return c.deck(k).orElseThrow().id();
  }
}
