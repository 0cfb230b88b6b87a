package org.legendsforge.games.graveyard.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The 15 terrain cards of a map in their slots: 5 across and 3 down, slot 0 in the north-west
 * corner, in reading order (docs/rules-model.md §1). Slot {@code s} covers columns {@code 2*(s%5)}
 * and {@code 2*(s%5)+1} and rows {@code 3*(s/5)} to {@code 3*(s/5)+2}.
 */
public record TerrainLayout(List<Placed> slots) {
  public static final int SLOT_COLUMNS = 5;
  public static final int SLOT_ROWS = 3;
  public static final int SLOTS = SLOT_COLUMNS * SLOT_ROWS;

  /** One card in its slot, upright or turned 180°. */
  public record Placed(TerrainCard card, int slot, boolean turned) {
    public Placed {
      if (slot < 0 || slot >= SLOTS) {
        throw new IllegalArgumentException("no terrain slot " + slot);
      }
    }

    /** Zero-based slot column, 0 (west) to 4. */
    public int col() {
      return slot % SLOT_COLUMNS;
    }

    /** Zero-based slot row, 0 (north) to 2. */
    public int row() {
      return slot / SLOT_COLUMNS;
    }
  }

  public TerrainLayout {
    slots = List.copyOf(slots);
    if (slots.size() != SLOTS) {
      throw new IllegalArgumentException("a layout has 15 terrain cards, got " + slots.size());
    }
    for (int i = 0; i < SLOTS; i++) {
      if (slots.get(i).slot() != i) {
        throw new IllegalArgumentException("layout slots out of order at " + i);
      }
    }
  }

  /**
   * Draws a layout from a terrain deck (at least 15 cards, in the order given): 1. shuffle a copy
   * of the deck; 2. the first 15 cards fill slots 0..14; 3. for slot 0..14 in order, {@code turned
   * = below(2) == 1}.
   */
  public static TerrainLayout draw(List<TerrainCard> deck, MinStd rng) {
    if (deck.size() < SLOTS) {
      throw new IllegalArgumentException(
          "a map needs 15 terrain cards, the deck has " + deck.size());
    }
    List<TerrainCard> shuffled = new ArrayList<>(deck);
    rng.shuffle(shuffled);
    List<Placed> placed = new ArrayList<>(SLOTS);
    for (int s = 0; s < SLOTS; s++) {
      placed.add(new Placed(shuffled.get(s), s, rng.below(2) == 1));
    }
    return new TerrainLayout(placed);
  }
}
