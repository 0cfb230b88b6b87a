package org.legendsforge.games.graveyard.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The square picture of an area, as the rules draw it (docs/rules-model.md §3): (2X+1) rows of
 * (2X+1) characters, {@code X} inside and {@code O} outside, the centre in the middle.
 */
public final class AreaPicture {
  private AreaPicture() {}

  public static List<String> of(AreaSpec area) {
    int x = area.steps();
    List<String> rows = new ArrayList<>(2 * x + 1);
    for (int dy = -x; dy <= x; dy++) {
      StringBuilder row = new StringBuilder(2 * x + 1);
      for (int dx = -x; dx <= x; dx++) {
        row.append(area.contains(dx, dy) ? 'X' : 'O');
      }
      rows.add(row.toString());
    }
    return rows;
  }
}
