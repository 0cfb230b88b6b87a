package org.legendsforge.games.graveyard.validate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Test pairs published by Sharma, Wu and Dalal (2005) with their CIEDE2000 differences. */
class Ciede2000Test {
  @ParameterizedTest(name = "pair {0}")
  @CsvSource({
    "1, 50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425",
    "2, 50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615",
    "3, 50, 2.8361, -74.0200, 50, 0, -82.7485, 3.4412",
    "7, 50, 0, 0, 50, -1, 2, 2.3669",
    "17, 50, 2.5, 0, 73, 25, -18, 27.1492",
    "25, 60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644",
  })
  void matchesPublishedValues(
      int pair, double l1, double a1, double b1, double l2, double a2, double b2, double expected) {
    Lab one = new Lab(l1, a1, b1);
    Lab two = new Lab(l2, a2, b2);
    assertThat(Ciede2000.delta(one, two)).isCloseTo(expected, within(1e-4));
    assertThat(Ciede2000.delta(two, one)).isCloseTo(expected, within(1e-4));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"FFFFFF, 100, 0, 0", "000000, 0, 0, 0", "FF0000, 53.24, 80.09, 67.20"})
  void srgbToLab(String hex, double l, double a, double b) {
    Lab lab = Lab.fromRgb(Integer.parseInt(hex, 16));
    assertThat(lab.l()).isCloseTo(l, within(0.05));
    assertThat(lab.a()).isCloseTo(a, within(0.05));
    assertThat(lab.b()).isCloseTo(b, within(0.05));
  }
}
