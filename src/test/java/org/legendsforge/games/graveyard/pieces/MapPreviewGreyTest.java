package org.legendsforge.games.graveyard.pieces;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.rules.Terrain;

/** The map preview's terrain fills differ by at least 10 L*: readable from a grey printout. */
class MapPreviewGreyTest {
  @Test
  void everyTerrainFillHasALightnessOfItsOwn() {
    for (Terrain a : Terrain.values()) {
      for (Terrain b : Terrain.values()) {
        if (a.ordinal() < b.ordinal()) {
          assertThat(
                  Math.abs(lightness(MapPreviewPage.fill(a)) - lightness(MapPreviewPage.fill(b))))
              .as(a + " / " + b)
              .isGreaterThanOrEqualTo(10);
        }
      }
    }
  }

  private static double lightness(Color c) {
    double y = 0.2126 * lin(c.getRed()) + 0.7152 * lin(c.getGreen()) + 0.0722 * lin(c.getBlue());
    return y > 216.0 / 24389 ? 116 * Math.cbrt(y) - 16 : y * 24389 / 27;
  }

  private static double lin(int v) {
    double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }
}
