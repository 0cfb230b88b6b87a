package org.legendsforge.games.graveyard.rules;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Small hand-made inputs for rules tests. */
final class Fixtures {
  private Fixtures() {}

  /** A board from 9 lines of 10 space-separated cells. */
  static Board board(String... rows) {
    List<List<TerrainCell>> out = new ArrayList<>();
    for (String row : rows) {
      List<TerrainCell> cells = new ArrayList<>();
      for (String word : row.strip().split("\\s+")) {
        try {
          cells.add(TerrainCell.parse(word));
        } catch (NotationException e) {
          throw new IllegalArgumentException(e.getMessage());
        }
      }
      out.add(cells);
    }
    return Board.ofRows(out);
  }

  /** An all-plains board with the given cells set to the given terrain ({@code "C4=F"}). */
  static Board plainsWith(String... assignments) {
    List<TerrainCell> cells = new ArrayList<>();
    for (int i = 0; i < 90; i++) {
      cells.add(new TerrainCell(Terrain.PLAINS, false));
    }
    for (String a : assignments) {
      String[] kv = a.split("=");
      try {
        cells.set(Cell.parse(kv[0]).index(), TerrainCell.parse(kv[1]));
      } catch (NotationException e) {
        throw new IllegalArgumentException(e.getMessage());
      }
    }
    return new Board(cells);
  }

  /** {@code n} distinct terrain cards t01..tNN, each with a different mix of cells. */
  static List<TerrainCard> terrainDeck(int n) {
    TerrainCell[] kinds = {
      new TerrainCell(Terrain.PLAINS, false),
      new TerrainCell(Terrain.HILLS, false),
      new TerrainCell(Terrain.FOREST, false),
      new TerrainCell(Terrain.MOUNTAIN, false),
      new TerrainCell(Terrain.SEA, false),
      new TerrainCell(Terrain.PLAINS, true),
      new TerrainCell(Terrain.FOREST, true),
    };
    List<TerrainCard> out = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      List<TerrainCell> cells = new ArrayList<>();
      for (int k = 0; k < 6; k++) {
        cells.add(kinds[(i * 3 + k * (i % 4 + 1)) % kinds.length]);
      }
      out.add(new TerrainCard(String.format(java.util.Locale.ROOT, "t%02d", i), cells));
    }
    return out;
  }

  static List<String> heroIds(int n) {
    List<String> out = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      out.add(String.format(java.util.Locale.ROOT, "hero-%02d", i));
    }
    return out;
  }

  /** The default pickups of docs/rules-model.md §6: 1 hyper, 1 healing, 3 mana, 2 item. */
  static Map<PickupKind, Integer> defaultPickups() {
    Map<PickupKind, Integer> m = new EnumMap<>(PickupKind.class);
    m.put(PickupKind.HYPER, 1);
    m.put(PickupKind.HEALING, 1);
    m.put(PickupKind.MANA, 3);
    m.put(PickupKind.ITEM, 2);
    return m;
  }
}
