package org.legendsforge.kit.tts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The sheet packer knows no game: its decks and cards here are plain names (a deck of {@code n}
 * poker-size cards), as any game's would be to it.
 */
class SheetPackerTest {
  /** A deck of {@code n} poker-size cards named {@code <deck>-0, <deck>-1, ...}. */
  static SheetPacker.Cards<String, String> deck(String id, int n) {
    return new SheetPacker.Cards<>(
        id, id, false, IntStream.range(0, n).mapToObj(i -> id + "-" + i).toList());
  }

  static SheetPacker.Cards<String, String> deck(int n) {
    return deck("chaos", n);
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
    List<DeckSheet<String, String>> plan = new SheetPacker().packDeck(deck(n), new HashSet<>());
    assertThat(plan).hasSize(sheets);
    assertThat(plan.get(0).columns() + "x" + plan.get(0).rows()).isEqualTo(firstGrid);
    // 500 px across a 2.5 in card is 200 dpi, the most a cell gets
    assertThat(plan.get(0).cell().width()).isEqualTo(cellWidth);
    assertThat(plan.stream().mapToInt(s -> s.cards().size()).sum()).isEqualTo(n);
    for (DeckSheet<String, String> s : plan) {
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
  void keysAreStableAndUniqueAcrossDecks() {
    List<SheetPacker.Cards<String, String>> decks =
        List.of(deck("spells", 150), deck("weapons", 12), deck("heroes", 1));
    List<DeckSheet<String, String>> a = new SheetPacker().pack(decks);
    List<DeckSheet<String, String>> b = new SheetPacker().pack(decks);
    assertThat(a.stream().map(DeckSheet::key).toList())
        .isEqualTo(b.stream().map(DeckSheet::key).toList());
    Set<Integer> keys = new HashSet<>();
    a.forEach(s -> assertThat(keys.add(s.key())).isTrue());
    assertThat(keys)
        .hasSize(5)
        .allMatch(
            k -> k >= SheetPacker.FIRST_KEY && k < SheetPacker.FIRST_KEY + SheetPacker.KEY_SPAN);
  }

  @Test
  void eachSheetHoldsItsDecksCardsInOrder() {
    List<DeckSheet<String, String>> plan = new SheetPacker().packDeck(deck(75), new HashSet<>());
    assertThat(plan).hasSize(2);
    assertThat(plan.get(0).cards()).hasSize(70).startsWith("chaos-0", "chaos-1");
    assertThat(plan.get(1).cards())
        .containsExactly("chaos-70", "chaos-71", "chaos-72", "chaos-73", "chaos-74");
    assertThat(plan).allMatch(sheet -> sheet.deck().equals("chaos"));
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
