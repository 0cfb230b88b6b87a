package org.legendsforge.games.graveyard.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The precomputed sight lines give exactly what {@link LineOfSight} gives, for every pair of cells
 * of seeded random boards from open to crowded with forests and mountains (where lines squeezed at
 * corners are common).
 */
class SightLinesTest {
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
  void agreeWithLineOfSightOnEveryPair(long seed) {
    MinStd rng = new MinStd(seed);
    int blockingPercent = (int) (seed * 7 % 80) + 5;
    List<TerrainCell> cells = new ArrayList<>();
    for (int i = 0; i < Cell.COLUMNS * Cell.ROWS; i++) {
      boolean blocks = rng.below(100) < blockingPercent;
      Terrain t =
          blocks
              ? (rng.below(2) == 0 ? Terrain.FOREST : Terrain.MOUNTAIN)
              : Terrain.values()[new int[] {0, 1, 4}[rng.below(3)]];
      cells.add(new TerrainCell(t, t != Terrain.SEA && rng.below(5) == 0));
    }
    Board board = new Board(cells);
    LineOfSight los = new LineOfSight(board);
    long[] blocking = SightLines.blocking(board);
    List<String> differ = new ArrayList<>();
    for (Cell a : Cell.all()) {
      for (Cell b : Cell.all()) {
        if (los.visible(a, b) != SightLines.table().visible(a.index(), b.index(), blocking)) {
          differ.add(a.name() + "-" + b.name());
        }
      }
    }
    assertThat(differ).isEmpty();
  }
}
