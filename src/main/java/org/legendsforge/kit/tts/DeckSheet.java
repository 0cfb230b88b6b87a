package org.legendsforge.kit.tts;

import java.util.List;

/**
 * One face sheet of a deck: its unique {@code key} (CardIDs are key × 100 + slot), its grid, and
 * the cards in slot order (row by row). {@code index} counts the deck's sheets from 0. The deck and
 * its cards are the game's own values ({@code D}, {@code C}); the sheet only holds them in order.
 */
public record DeckSheet<D, C>(
    D deck,
    String deckId,
    int index,
    int key,
    int columns,
    int rows,
    CellSize cell,
    List<C> cards) {

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

  /** The cards in row {@code row} of the sheet, left to right (none in an unused row). */
  public List<C> rowCards(int row) {
    int from = Math.min(row * columns, cards.size());
    int to = Math.min(from + columns, cards.size());
    return cards.subList(from, to);
  }

  /** The image's base name without hash or extension: {@code fire-1}. */
  public String baseName() {
    return deckId + "-" + (index + 1);
  }
}
