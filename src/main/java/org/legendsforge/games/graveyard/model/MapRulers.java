package org.legendsforge.games.graveyard.model;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.rules.Cell;

/**
 * How the map's coordinates are cut into printed rulers: each edge in two, the d10's faces 1 to 5
 * and 6 to 10, so four rulers name every column and row and fit one sheet. The components PDF
 * prints these and the rulebook counts them, so both say the same.
 */
public final class MapRulers {
  /** Half a d10's faces: an edge of at most ten cells is two rulers, laid end to end. */
  public static final int FACES_PER_RULER = 5;

  private MapRulers() {}

  /** The column letters of each column ruler, in order from the map's left edge. */
  public static List<List<String>> columns() {
    List<String> all = new ArrayList<>();
    for (int c = 0; c < Cell.COLUMNS; c++) {
      all.add(String.valueOf((char) ('A' + c)));
    }
    return cut(all);
  }

  /** The row numbers of each row ruler, in order from the map's top edge. */
  public static List<List<String>> rows() {
    List<String> all = new ArrayList<>();
    for (int r = 1; r <= Cell.ROWS; r++) {
      all.add(Integer.toString(r));
    }
    return cut(all);
  }

  public static int count() {
    return columns().size() + rows().size();
  }

  private static List<List<String>> cut(List<String> all) {
    List<List<String>> out = new ArrayList<>();
    for (int i = 0; i < all.size(); i += FACES_PER_RULER) {
      out.add(List.copyOf(all.subList(i, Math.min(all.size(), i + FACES_PER_RULER))));
    }
    return out;
  }
}
