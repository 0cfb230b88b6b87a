package org.legendsforge.kit.tts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;

/**
 * Cuts each deck's cards into sheets of at most 10 × 7 cells. A small deck gets a small sheet (ten
 * columns, as few rows as it needs; fewer columns when it has under ten cards). Sheet keys come
 * from a hash of the deck id and sheet number, so they stay put when other decks change and are
 * unlikely to collide with decks players import later; collisions inside the save are probed away
 * in deck order.
 */
public final class SheetPacker {
  static final int FIRST_KEY = 1100;
  static final int KEY_SPAN = 8900;

  public List<DeckSheet> pack(Catalog catalog) {
    List<DeckSheet> out = new ArrayList<>();
    Set<Integer> keys = new HashSet<>();
    for (Deck deck : catalog.decks()) {
      List<DeckCard> cards =
          catalog.cardsOf(deck.contents()).stream().map(c -> new DeckCard(deck, c)).toList();
      out.addAll(packDeck(deck, cards, keys));
    }
    return out;
  }

  List<DeckSheet> packDeck(Deck deck, List<DeckCard> cards, Set<Integer> keys) {
    CellSize cell = CellSize.of(deck.contents().indexCardSize());
    int perSheet = CellSize.MAX_COLUMNS * CellSize.MAX_ROWS;
    List<DeckSheet> sheets = new ArrayList<>();
    for (int from = 0, index = 0; from < cards.size(); from += perSheet, index++) {
      List<DeckCard> part = cards.subList(from, Math.min(cards.size(), from + perSheet));
      int columns = Math.min(CellSize.MAX_COLUMNS, part.size());
      int rows = (part.size() + columns - 1) / columns;
      int key = key(deck.id() + "/" + index, keys);
      sheets.add(new DeckSheet(deck, index, key, columns, rows, cell, part));
    }
    return sheets;
  }

  private static int key(String name, Set<Integer> used) {
    int h = Integer.parseInt(GuidAllocator.hash("sheet:" + name), 16) % KEY_SPAN;
    while (!used.add(FIRST_KEY + h)) {
      h = (h + 1) % KEY_SPAN;
    }
    return FIRST_KEY + h;
  }
}
