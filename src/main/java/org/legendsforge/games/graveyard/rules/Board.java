package org.legendsforge.games.graveyard.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The 10 × 9 terrain of a map, one {@link TerrainCell} per {@link Cell} (docs/rules-model.md §1).
 */
public record Board(List<TerrainCell> cells) {
  public Board {
    cells = List.copyOf(cells);
    if (cells.size() != Cell.COLUMNS * Cell.ROWS) {
      throw new IllegalArgumentException("a board has 90 cells, got " + cells.size());
    }
  }

  /** The board a layout makes: each cell comes from the card of its slot, turned as laid. */
  public static Board of(TerrainLayout layout) {
    List<TerrainCell> out = new ArrayList<>(Cell.COLUMNS * Cell.ROWS);
    for (Cell c : Cell.all()) {
      int slot =
          (c.row() / TerrainCard.LENGTH) * TerrainLayout.SLOT_COLUMNS + c.col() / TerrainCard.WIDTH;
      TerrainLayout.Placed p = layout.slots().get(slot);
      out.add(p.card().cell(c.col() % TerrainCard.WIDTH, c.row() % TerrainCard.LENGTH, p.turned()));
    }
    return new Board(out);
  }

  /** A board from rows of cells, north to south, each row west to east. */
  public static Board ofRows(List<List<TerrainCell>> rows) {
    if (rows.size() != Cell.ROWS || rows.stream().anyMatch(r -> r.size() != Cell.COLUMNS)) {
      throw new IllegalArgumentException("a board has 9 rows of 10 cells");
    }
    return new Board(rows.stream().flatMap(List::stream).toList());
  }

  public TerrainCell at(Cell c) {
    return cells.get(c.index());
  }

  /** Row {@code row} (0-based) as cell notation separated by single spaces: {@code P H F~ …}. */
  public String rowNotation(int row) {
    return cells.subList(row * Cell.COLUMNS, (row + 1) * Cell.COLUMNS).stream()
        .map(TerrainCell::notation)
        .collect(Collectors.joining(" "));
  }

  /** The 9 rows in notation, the format of a terrain file without comments. */
  public List<String> rowsNotation() {
    List<String> out = new ArrayList<>(Cell.ROWS);
    for (int r = 0; r < Cell.ROWS; r++) {
      out.add(rowNotation(r));
    }
    return out;
  }
}
