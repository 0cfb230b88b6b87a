package org.legendsforge.games.graveyard.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SetupTest {
  private static final List<TerrainCard> DECK = Fixtures.terrainDeck(18);
  private static final List<String> HEROES = Fixtures.heroIds(16);

  private static SetupResult setup(long seed) {
    return Setup.run(seed, DECK, HEROES, Fixtures.defaultPickups());
  }

  @Test
  void tenThousandSeedsGiveLegalSetups() {
    for (long seed = 0; seed < 10_000; seed++) {
      SetupResult r = setup(seed);
      List<Cell> heroes = r.heroCells();
      assertThat(heroes).as("seed %d", seed).hasSize(8);
      for (int i = 0; i < heroes.size(); i++) {
        for (int j = i + 1; j < heroes.size(); j++) {
          Cell a = heroes.get(i);
          Cell b = heroes.get(j);
          assertThat(a.equals(b) || a.touches(b)).as("seed %d heroes %s %s", seed, a, b).isFalse();
        }
      }
      List<Cell> pickups = r.pickupCells();
      assertThat(pickups).as("seed %d", seed).hasSize(7).doesNotHaveDuplicates();
      assertThat(pickups).as("seed %d", seed).doesNotContainAnyElementsOf(heroes);
      assertThat(r.startPlayer()).isBetween(1, 2);
      Set<String> ids = new HashSet<>();
      r.heroes().forEach(h -> ids.add(h.hero()));
      ids.addAll(r.offMap());
      assertThat(ids).containsExactlyInAnyOrderElementsOf(HEROES);
      Set<String> cards = new HashSet<>();
      r.layout().slots().forEach(p -> cards.add(p.card().id()));
      assertThat(cards).hasSize(15);
    }
  }

  @Test
  void sameSeedSameSetupDifferentSeedsDiffer() {
    for (long seed = 0; seed < 200; seed++) {
      assertThat(setup(seed)).isEqualTo(setup(seed));
    }
    Set<List<Cell>> distinct = new HashSet<>();
    for (long seed = 0; seed < 200; seed++) {
      distinct.add(setup(seed).heroCells());
    }
    assertThat(distinct).hasSizeGreaterThan(190);
  }

  @Test
  void pickupsArePlacedInTheDocumentedKindOrder() {
    SetupResult r = setup(77);
    assertThat(r.pickups().stream().map(p -> p.kind().key()).toList())
        .containsExactly("hyper", "healing", "mana", "mana", "mana", "item", "item");
  }

  @Test
  void boardCellsComeFromTheCardOfTheirSlotTurnedAsLaid() {
    SetupResult r = setup(3);
    for (TerrainLayout.Placed p : r.layout().slots()) {
      for (int dc = 0; dc < 2; dc++) {
        for (int dr = 0; dr < 3; dr++) {
          Cell c = new Cell(p.col() * 2 + dc, p.row() * 3 + dr);
          assertThat(r.board().at(c)).isEqualTo(p.card().cell(dc, dr, p.turned()));
        }
      }
    }
  }

  @Test
  void turnedCardIsRotatedHalfATurn() {
    TerrainCard card = DECK.get(0);
    assertThat(card.cell(0, 0, true)).isEqualTo(card.cell(1, 2));
    assertThat(card.cell(1, 1, true)).isEqualTo(card.cell(0, 1));
  }
}
