package org.legendsforge.games.graveyard.rules;

import java.util.List;

/**
 * A terrain index card: 2 cells wide and 3 long (docs/rules-model.md §1). {@code cells} holds the 6
 * cells row by row as the card lies upright: (0,0) (1,0) / (0,1) (1,1) / (0,2) (1,2).
 */
public record TerrainCard(String id, List<TerrainCell> cells) {
  public static final int WIDTH = 2;
  public static final int LENGTH = 3;

  public TerrainCard {
    cells = List.copyOf(cells);
    if (cells.size() != WIDTH * LENGTH) {
      throw new IllegalArgumentException("a terrain card has 2 x 3 cells, got " + cells.size());
    }
  }

  /** The cell at card position (col, row) when the card lies upright. */
  public TerrainCell cell(int col, int row) {
    return cells.get(row * WIDTH + col);
  }

  /** The cell at (col, row) of the card's slot, with the card turned 180° when {@code turned}. */
  public TerrainCell cell(int col, int row, boolean turned) {
    return turned ? cell(WIDTH - 1 - col, LENGTH - 1 - row) : cell(col, row);
  }
}
