package org.legendsforge.games.graveyard.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class LineOfSightTest {
  private static boolean sees(Board b, String from, String to) throws NotationException {
    return new LineOfSight(b).visible(Cell.parse(from), Cell.parse(to));
  }

  @ParameterizedTest(name = "{0}: {1} -> {2} = {3}")
  @CsvSource({
    // interior crossing
    "'C1=F', A1, E1, false",
    "'B1=M', A1, C2, false",
    "'B2=F~', A1, C2, false",
    "'B1=H', A1, C1, true",
    "'B1=W', A1, C1, true",
    // a single blocking cell touched only at its corner does not block
    "'B1=F', A1, C3, true",
    "'A2=M', A1, C3, true",
    "'C1=F', A1, D2, true",
    "'B2=F', A1, D2, true",
    // the diagonal squeeze: both cells of the pair at a corner block
    "'B1=F A2=F', A1, B2, false",
    "'B1=F A2=M', A1, C3, false",
    "'C1=F B2=M', A1, D2, false",
    "'B1=F C2=F', A1, D2, false",
    "'A1=F B2=F', A2, B1, false",
    "'B2=F C1=F', A2, B1, true",
    // the segment passes through B2's centre
    "'B2=M', A1, C3, false",
    // shooting into and out of forest and mountains
    "'A1=F', A1, E1, true",
    "'E1=F', A1, E1, true",
    "'A1=M E5=F', A1, E5, true",
    "'A1=F B1=F', A1, C1, false",
    "'B1=F', A1, B1, true",
    "'B1=F A2=F', B1, A2, true",
  })
  void cases(String blocks, String from, String to, boolean visible) throws NotationException {
    Board b = Fixtures.plainsWith(blocks.split(" "));
    assertThat(sees(b, from, to)).isEqualTo(visible);
    assertThat(sees(b, to, from)).isEqualTo(visible);
  }

  @Test
  void aCellAlwaysSeesItselfEvenInForest() throws NotationException {
    Board b = Fixtures.plainsWith("C3=F");
    assertThat(sees(b, "C3", "C3")).isTrue();
  }

  static LongStream seeds() {
    return LongStream.range(1, 41);
  }

  /** A random board, about a third of the cells blocking. */
  static Board randomBoard(long seed) {
    MinStd rng = new MinStd(seed);
    List<TerrainCell> cells = new ArrayList<>();
    for (int i = 0; i < 90; i++) {
      Terrain t = Terrain.values()[rng.below(5)];
      cells.add(new TerrainCell(t, t.isLand() && rng.below(4) == 0));
    }
    return new Board(cells);
  }

  @ParameterizedTest(name = "random map seed {0}")
  @MethodSource("seeds")
  void symmetricAndAgreesWithASamplingOracle(long seed) {
    Board b = randomBoard(seed);
    LineOfSight los = new LineOfSight(b);
    for (Cell from : Cell.all()) {
      for (Cell to : Cell.all()) {
        boolean v = los.visible(from, to);
        assertThat(los.visible(to, from)).as("%s %s", from, to).isEqualTo(v);
        assertThat(v).as("oracle %s %s", from, to).isEqualTo(oracle(b, from, to));
      }
      for (Cell n : from.orthogonalNeighbours()) {
        assertThat(los.visible(from, n)).isTrue();
      }
    }
  }

  /**
   * An independent check: every place the segment crosses a grid line is a multiple of 1/D of the
   * way along it (D = 2|dx||dy| in doubled units), so sampling at odd multiples of 1/(2D) visits
   * every cell whose interior the segment crosses, and the multiples of 1/D find every corner.
   */
  private static boolean oracle(Board b, Cell from, Cell to) {
    if (from.equals(to)) {
      return true;
    }
    long x0 = 2L * from.col() + 1;
    long y0 = 2L * from.row() + 1;
    long dx = 2L * (to.col() - from.col());
    long dy = 2L * (to.row() - from.row());
    long d = Math.max(1, Math.abs(dx)) * Math.max(1, Math.abs(dy)) * 2;
    for (long k = 0; k < 2 * d; k++) {
      // the point at t = k / (2d): coordinates times 2d
      long xs = x0 * 2 * d + dx * k;
      long ys = y0 * 2 * d + dy * k;
      if (k % 2 == 1) {
        Cell c = new Cell((int) Math.floorDiv(xs, 4 * d), (int) Math.floorDiv(ys, 4 * d));
        if (!c.equals(from) && !c.equals(to) && b.at(c).blocksSight()) {
          return false;
        }
      } else if (xs % (4 * d) == 0 && ys % (4 * d) == 0 && k > 0) {
        int i = (int) (xs / (4 * d));
        int j = (int) (ys / (4 * d));
        boolean same = Long.signum(dx) == Long.signum(dy);
        Cell p = same ? new Cell(i, j - 1) : new Cell(i - 1, j - 1);
        Cell q = same ? new Cell(i - 1, j) : new Cell(i, j);
        if (b.at(p).blocksSight() && b.at(q).blocksSight()) {
          return false;
        }
      }
    }
    return true;
  }
}
