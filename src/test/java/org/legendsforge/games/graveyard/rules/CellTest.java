package org.legendsforge.games.graveyard.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CellTest {
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5})
  void distanceIsAMetric(long seed) {
    MinStd rng = new MinStd(seed);
    for (int i = 0; i < 500; i++) {
      Cell a = rng.cell();
      Cell b = rng.cell();
      Cell c = rng.cell();
      assertThat(a.distanceTo(b)).isEqualTo(b.distanceTo(a));
      assertThat(a.distanceTo(b) == 0).isEqualTo(a.equals(b));
      assertThat(a.distanceTo(c)).isLessThanOrEqualTo(a.distanceTo(b) + b.distanceTo(c));
      assertThat(a.touches(b)).isEqualTo(b.touches(a));
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"A1", "J9", "c4", "E5"})
  void namesRoundTrip(String name) throws NotationException {
    assertThat(Cell.parse(name).name()).isEqualTo(name.toUpperCase(java.util.Locale.ROOT));
  }

  @ParameterizedTest(name = "\"{0}\"")
  @ValueSource(
      strings = {"K1", "A0", "A10", "1A", "", "B", "C04", "C+4", "C٤", "Ｃ4", "C4\u00A0", "ı5"})
  void badNamesAreNotationErrors(String name) {
    assertThatThrownBy(() -> Cell.parse(name)).isInstanceOf(NotationException.class);
  }

  @org.junit.jupiter.api.Test
  void onlyAsciiSpacesAroundACellAreIgnored() throws NotationException {
    assertThat(Cell.parse(" \tc4\n")).isEqualTo(new Cell(2, 3));
    assertThat(Cell.parse("i5")).isEqualTo(new Cell(8, 4));
  }

  @org.junit.jupiter.api.Test
  void readingOrderAndNeighbours() throws NotationException {
    assertThat(Cell.all()).hasSize(90);
    assertThat(Cell.all().get(10)).isEqualTo(Cell.parse("A2"));
    assertThat(Cell.parse("A1").orthogonalNeighbours())
        .isEqualTo(List.of(Cell.parse("B1"), Cell.parse("A2")));
    assertThat(Cell.parse("B2").touches(Cell.parse("C3"))).isTrue();
    assertThat(Cell.parse("B2").touches(Cell.parse("B2"))).isFalse();
  }
}
