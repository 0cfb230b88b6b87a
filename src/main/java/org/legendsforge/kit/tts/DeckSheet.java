package org.legendsforge.kit.tts;

import java.util.List;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;

/**
 * One face sheet of a deck: its unique {@code key} (CardIDs are key × 100 + slot), its grid, and
 * the cards in slot order (row by row). {@code index} counts the deck's sheets from 0.
 */
public record DeckSheet(
    Deck deck, int index, int key, int columns, int rows, CellSize cell, List<DeckCard> cards) {

  public DeckSheet {
    cards = List.copyOf(cards);
    if (columns > CellSize.MAX_COLUMNS || rows > CellSize.MAX_ROWS) {
      throw new IllegalArgumentException("sheet grid over 10 x 7: " + columns + " x " + rows);
    }
    if (cards.size() > columns * rows) {
      throw new IllegalArgumentException("more cards than cells");
    }
  }

  public int widthPx() {
    return columns * cell.width();
  }

  public int heightPx() {
    return rows * cell.height();
  }

  public int cardId(int slot) {
    return key * 100 + slot;
  }

  /** The image's base name without hash or extension: {@code fire-1}. */
  public String baseName() {
    return deck.id() + "-" + (index + 1);
  }
}
