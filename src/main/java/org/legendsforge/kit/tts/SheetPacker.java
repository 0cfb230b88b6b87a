package org.legendsforge.kit.tts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Cuts each deck's cards into sheets of at most 10 × 7 cells. A small deck gets a small sheet, its
 * grid chosen for the sharpest cells the texture limit allows (see {@link #grid}). Sheet keys come
 * from a hash of the deck id and sheet number, so they stay put when other decks change and are
 * unlikely to collide with decks players import later; collisions inside the save are probed away
 * in deck order. The decks are the game's, handed over as {@link Cards}: the packer needs only each
 * deck's id, card size and cards in order.
 */
public final class SheetPacker {
  static final int FIRST_KEY = 1100;
  static final int KEY_SPAN = 8900;

  /** A deck to pack: the game's deck, its id, whether its cards are index-card size, its cards. */
  public record Cards<D, C>(D deck, String id, boolean indexCardSize, List<C> cards) {
    public Cards {
      cards = List.copyOf(cards);
    }
  }

  public <D, C> List<DeckSheet<D, C>> pack(List<Cards<D, C>> decks) {
    List<DeckSheet<D, C>> out = new ArrayList<>();
    Set<Integer> keys = new HashSet<>();
    for (Cards<D, C> deck : decks) {
      out.addAll(packDeck(deck, keys));
    }
    return out;
  }

  <D, C> List<DeckSheet<D, C>> packDeck(Cards<D, C> deck, Set<Integer> keys) {
    boolean index = deck.indexCardSize();
    List<C> cards = deck.cards();
    int perSheet = CellSize.MAX_COLUMNS * CellSize.MAX_ROWS;
    List<DeckSheet<D, C>> sheets = new ArrayList<>();
    for (int from = 0, n = 0; from < cards.size(); from += perSheet, n++) {
      List<C> part = cards.subList(from, Math.min(cards.size(), from + perSheet));
      int[] grid = grid(part.size(), index);
      int key = key(deck.id() + "/" + n, keys);
      sheets.add(
          new DeckSheet<>(
              deck.deck(),
              deck.id(),
              n,
              key,
              grid[0],
              grid[1],
              CellSize.fitting(index, grid[0], grid[1]),
              part));
    }
    return sheets;
  }

  /**
   * The grid of a sheet of {@code cards} cards: the one whose cells can be largest (up to {@link
   * CellSize#MAX_DPI}) in the texture limit, then the one with the fewest empty cells, then the
   * widest. Ten poker cards get 5 × 2 at 200 dpi rather than a strip of 10 × 1 at 162.
   */
  static int[] grid(int cards, boolean indexCards) {
    int[] best = null;
    int bestCell = -1;
    for (int columns = 1; columns <= CellSize.MAX_COLUMNS; columns++) {
      for (int rows = 1; rows <= CellSize.MAX_ROWS; rows++) {
        if (columns * rows < cards || (columns - 1) * rows >= cards) {
          continue; // too few cells, or a whole column unused
        }
        int cell = CellSize.fitting(indexCards, columns, rows).width();
        boolean better =
            best == null
                || cell > bestCell
                || cell == bestCell && columns * rows < best[0] * best[1]
                || cell == bestCell && columns * rows == best[0] * best[1] && columns > best[0];
        if (better) {
          best = new int[] {columns, rows};
          bestCell = cell;
        }
      }
    }
    return best;
  }

  private static int key(String name, Set<Integer> used) {
    int h = Integer.parseInt(GuidAllocator.hash("sheet:" + name), 16) % KEY_SPAN;
    while (!used.add(FIRST_KEY + h)) {
      h = (h + 1) % KEY_SPAN;
    }
    return FIRST_KEY + h;
  }
}
