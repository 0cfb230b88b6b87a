package org.legendsforge.games.graveyard.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.kit.card.Sleeve;
import org.legendsforge.kit.tts.CardState;
import org.legendsforge.kit.tts.CustomDeckSheet;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.DeckState;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.kit.tts.Marker;
import org.legendsforge.kit.tts.ObjectState;
import org.legendsforge.kit.tts.SheetPacker;
import org.legendsforge.kit.tts.TestCatalog;
import org.legendsforge.kit.tts.Transform;

/** The game's decks handed to the kit's sheet packer, and its deck objects built on the sheets. */
class DeckSheetsTest {
  private static final Deck DECK =
      new Deck(
          "chaos", "Chaos", DeckKind.CHAOS_ELEMENTS, new Sleeve("Grey", "#777777"), "orb", "dots");

  private static SheetPacker.Cards<Deck, DeckCard> deck(int n) {
    List<DeckCard> cards =
        IntStream.range(0, n)
            .mapToObj(
                i ->
                    new DeckCard(
                        DECK,
                        new ChaosElement(
                            "c" + i, "Chaos " + i, List.of(), "Text.", "", Optional.empty())))
            .toList();
    return new SheetPacker.Cards<>(DECK, DECK.id(), false, cards);
  }

  private static List<DeckSheet<Deck, DeckCard>> packed(int n) {
    return new SheetPacker().pack(List.of(deck(n)));
  }

  @Test
  void sheetKeysAreStableAndUniqueAcrossTheCatalog() {
    var catalog = TestCatalog.create();
    List<DeckSheet<Deck, DeckCard>> a = DeckSheets.of(catalog);
    List<DeckSheet<Deck, DeckCard>> b = DeckSheets.of(catalog);
    assertThat(a.stream().map(DeckSheet::key).toList())
        .isEqualTo(b.stream().map(DeckSheet::key).toList());
    Set<Integer> keys = new HashSet<>();
    a.forEach(s -> assertThat(keys.add(s.key())).isTrue());
    assertThat(keys).hasSize(a.size());
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
    ObjectState one = builder.build(DECK, packed(1), Transform.at(0, 1, 0, 0, 1));
    assertThat(one).isInstanceOf(CardState.class);

    List<DeckSheet<Deck, DeckCard>> plan = packed(150);
    DeckState deck = (DeckState) builder.build(DECK, plan, Transform.at(0, 1, 0, 0, 1));
    assertThat(deck.customDeck()).hasSize(3);
    assertThat(deck.containedObjects()).hasSize(150);
    for (CardState c : deck.containedObjects()) {
      CustomDeckSheet sheet = deck.customDeck().get(Integer.toString(c.sheetKey()));
      assertThat(sheet.faceUrl()).isEqualTo("face-" + c.sheetKey());
      assertThat(c.slot()).isLessThan(sheet.numWidth() * sheet.numHeight());
    }
  }
}
