package org.legendsforge.games.graveyard.model;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.TerrainCard;

/**
 * How the map's coordinates are cut into printed rulers, each short enough for a sheet: the ten
 * columns in rulers of five, the nine rows in rulers of one terrain card's length. The components
 * PDF prints these and the rulebook counts them, so both say the same.
 */
public final class MapRulers {
  static final int COLUMNS_PER_RULER = 5;
  static final int ROWS_PER_RULER = TerrainCard.LENGTH;

  private MapRulers() {}

  /** The column letters of each column ruler, in order from the map's left edge. */
  public static List<List<String>> columns() {
    List<String> all = new ArrayList<>();
    for (int c = 0; c < Cell.COLUMNS; c++) {
      all.add(String.valueOf((char) ('A' + c)));
    }
    return cut(all, COLUMNS_PER_RULER);
  }

  /** The row numbers of each row ruler, in order from the map's top edge. */
  public static List<List<String>> rows() {
    List<String> all = new ArrayList<>();
    for (int r = 1; r <= Cell.ROWS; r++) {
      all.add(Integer.toString(r));
    }
    return cut(all, ROWS_PER_RULER);
  }

  public static int count() {
    return columns().size() + rows().size();
  }

  private static List<List<String>> cut(List<String> all, int per) {
    List<List<String>> out = new ArrayList<>();
    for (int i = 0; i < all.size(); i += per) {
      out.add(List.copyOf(all.subList(i, Math.min(all.size(), i + per))));
    }
    return out;
  }
}
