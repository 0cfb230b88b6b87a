package org.legendsforge.kit.tts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.table.DeckBuilder;
import org.legendsforge.games.graveyard.table.DeckSheets;
import org.legendsforge.games.graveyard.table.TableAssets;
import org.legendsforge.kit.card.Sleeve;

class SheetPackerTest {
  private static final Deck DECK =
      new Deck(
          "chaos", "Chaos", DeckKind.CHAOS_ELEMENTS, new Sleeve("Grey", "#777777"), "orb", "dots");

  static List<DeckCard> cards(int n) {
    return IntStream.range(0, n)
        .mapToObj(
            i ->
                new DeckCard(
                    DECK,
                    new ChaosElement(
                        "c" + i, "Chaos " + i, List.of(), "Text.", "", Optional.empty())))
        .toList();
  }

  /** The deck of {@code n} cards as the game hands it to the packer. */
  static SheetPacker.Cards<Deck, DeckCard> deck(int n) {
    return new SheetPacker.Cards<>(DECK, DECK.id(), false, cards(n));
  }

  @ParameterizedTest(name = "{0} cards")
  @CsvSource({
    "1, 1, 1x1, 500",
    "8, 1, 8x1, 500",
    "9, 1, 3x3, 500",
    "10, 1, 5x2, 500",
    "35, 1, 7x5, 500",
    "48, 1, 8x6, 485",
    "70, 1, 10x7, 405",
    "71, 2, 10x7, 405",
    "150, 3, 10x7, 405"
  })
  void sheetsHoldAtMostTenBySevenInTheSharpestCellsThatFit(
      int n, int sheets, String firstGrid, int cellWidth) {
    List<DeckSheet<Deck, DeckCard>> plan = new SheetPacker().packDeck(deck(n), new HashSet<>());
    assertThat(plan).hasSize(sheets);
    assertThat(plan.get(0).columns() + "x" + plan.get(0).rows()).isEqualTo(firstGrid);
    // 500 px across a 2.5 in card is 200 dpi, the most a cell gets
    assertThat(plan.get(0).cell().width()).isEqualTo(cellWidth);
    assertThat(plan.stream().mapToInt(s -> s.cards().size()).sum()).isEqualTo(n);
    for (DeckSheet<Deck, DeckCard> s : plan) {
      assertThat(s.widthPx()).isLessThanOrEqualTo(4096);
      assertThat(s.heightPx()).isLessThanOrEqualTo(4096);
    }
    assertThat(plan.stream().map(DeckSheet::key).distinct()).hasSize(sheets);
  }

  @Test
  void smallDecksGetCellsAtTheCapAndNoCellPassesIt() {
    assertThat(CellSize.MAX_DPI).isEqualTo(200);
    assertThat(CellSize.fitting(false, 4, 2)).isEqualTo(new CellSize(500, 700));
    assertThat(CellSize.fitting(true, 1, 1)).isEqualTo(new CellSize(600, 1000));
    assertThat(CellSize.fitting(true, 6, 3)).isEqualTo(new CellSize(600, 1000));
    assertThat(CellSize.fitting(false, 8, 6)).isEqualTo(new CellSize(485, 679));
    assertThat(CellSize.fitting(false, 10, 7)).isEqualTo(CellSize.POKER);
    assertThat(CellSize.fitting(true, 10, 7)).isEqualTo(CellSize.INDEX_CARD);
    for (int c = 1; c <= 10; c++) {
      for (int r = 1; r <= 7; r++) {
        for (boolean index : new boolean[] {false, true}) {
          CellSize cell = CellSize.fitting(index, c, r);
          assertThat(cell.dpi(index ? 3.0 : 2.5)).isLessThanOrEqualTo(CellSize.MAX_DPI);
          assertThat(cell.width() * c).isLessThanOrEqualTo(CellSize.MAX_TEXTURE);
          assertThat(cell.height() * r).isLessThanOrEqualTo(CellSize.MAX_TEXTURE);
          assertThat(cell.width() * (index ? 5 : 7)).isEqualTo(cell.height() * (index ? 3 : 5));
        }
      }
    }
  }

  @Test
  void cellSizesKeepTheCardAspectExactly() {
    assertThat(CellSize.POKER.width() * 7).isEqualTo(CellSize.POKER.height() * 5);
    assertThat(CellSize.INDEX_CARD.width() * 5).isEqualTo(CellSize.INDEX_CARD.height() * 3);
    assertThat(CellSize.INDEX_CARD.height() * 7).isLessThanOrEqualTo(4096);
    assertThat(CellSize.POKER.width() * 10).isLessThanOrEqualTo(4096);
  }

  @Test
  void keysAreStableAndUniqueAcrossTheCatalog() {
    var catalog = TestCatalog.create();
    List<DeckSheet<Deck, DeckCard>> a = DeckSheets.of(catalog);
    List<DeckSheet<Deck, DeckCard>> b = DeckSheets.of(catalog);
    assertThat(a.stream().map(DeckSheet::key).toList())
        .isEqualTo(b.stream().map(DeckSheet::key).toList());
    Set<Integer> keys = new HashSet<>();
    a.forEach(s -> assertThat(keys.add(s.key())).isTrue());
    assertThat(keys)
        .allMatch(
            k -> k >= SheetPacker.FIRST_KEY && k < SheetPacker.FIRST_KEY + SheetPacker.KEY_SPAN);
  }

  @Test
  void aOneCardDeckBecomesALoneCardAndBigDecksSpanSheets() {
    TableAssets urls =
        new TableAssets() {
          public String sheetFace(DeckSheet<Deck, DeckCard> s) {
            return "face-" + s.key();
          }

          public String deckBack(Deck d) {
            return "back";
          }

          public String mat() {
            return "mat";
          }

          public String heroToken(org.legendsforge.games.graveyard.model.Hero h) {
            return "h";
          }

          public String pickup(PickupKind k) {
            return "p";
          }

          public String marker(Marker m) {
            return "m";
          }

          public int markerColour(Marker m) {
            return 0;
          }
        };
    DeckBuilder builder = new DeckBuilder(new GuidAllocator(), urls);
    ObjectState one =
        builder.build(
            DECK,
            new SheetPacker().packDeck(deck(1), new HashSet<>()),
            Transform.at(0, 1, 0, 0, 1));
    assertThat(one).isInstanceOf(CardState.class);

    List<DeckSheet<Deck, DeckCard>> plan = new SheetPacker().packDeck(deck(150), new HashSet<>());
    DeckState deck = (DeckState) builder.build(DECK, plan, Transform.at(0, 1, 0, 0, 1));
    assertThat(deck.customDeck()).hasSize(3);
    assertThat(deck.containedObjects()).hasSize(150);
    for (CardState c : deck.containedObjects()) {
      CustomDeckSheet sheet = deck.customDeck().get(Integer.toString(c.sheetKey()));
      assertThat(sheet.faceUrl()).isEqualTo("face-" + c.sheetKey());
      assertThat(c.slot()).isLessThan(sheet.numWidth() * sheet.numHeight());
    }
  }

  @Test
  void guidsComeFromStableNamesAndNeverRepeat() {
    GuidAllocator a = new GuidAllocator();
    GuidAllocator b = new GuidAllocator();
    assertThat(a.guid("card:fire/fireball"))
        .isEqualTo(b.guid("card:fire/fireball"))
        .matches("[0-9a-f]{6}");
    assertThat(a.guid("card:fire/fireball")).isEqualTo(a.guid("card:fire/fireball"));
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < 20000; i++) {
      assertThat(seen.add(a.guid("n" + i)))
          .isTrue(); // about a dozen hash collisions get probed away
    }
  }
}
