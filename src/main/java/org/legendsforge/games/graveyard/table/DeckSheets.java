package org.legendsforge.games.graveyard.table;

import java.util.List;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.SheetPacker;

/**
 * The game's decks handed to the kit's {@link SheetPacker}: each deck in catalog order with its id,
 * its card size and its cards, so the packer knows nothing of the catalog.
 */
public final class DeckSheets {
  private DeckSheets() {}

  /** Every deck's face sheets, in deck order. */
  public static List<DeckSheet<Deck, DeckCard>> of(Catalog catalog) {
    List<SheetPacker.Cards<Deck, DeckCard>> decks =
        catalog.decks().stream()
            .map(
                deck ->
                    new SheetPacker.Cards<>(
                        deck,
                        deck.id(),
                        deck.contents().indexCardSize(),
                        catalog.cardsOf(deck.contents()).stream()
                            .map(c -> new DeckCard(deck, c))
                            .toList()))
            .toList();
    return new SheetPacker().pack(decks);
  }
}
