package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.TerrainCardFace;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.image.PngCardWriter;
import org.legendsforge.testing.ShippedData;

/**
 * A black-and-white printer prints lightness only: every shipped terrain card is drawn, each cell
 * without a river measured as a printer would grey it (CIE L* of its pixels, pattern included), and
 * the five terrains must differ by at least 10 L* from each other.
 */
class TerrainGreyTest {
  private static final double MIN_STEP = 10;

  @Test
  void everyTerrainPrintsAGreyOfItsOwn() {
    Catalog c =
        new CardDataLoader(Path.of("").toAbsolutePath())
            .load(ShippedData.folder())
            .catalog()
            .orElseThrow();
    CardRenderer r =
        RenderResources.load(
                Path.of("templates"),
                Optional.of(ShippedData.folder()),
                "Graveyard of Legends",
                TestResources.FONTS,
                new Diagnostics())
            .orElseThrow()
            .renderer();
    Map<Terrain, List<Double>> greys = new EnumMap<>(Terrain.class);
    PngCardWriter png = new PngCardWriter(100);
    for (DeckCard dc : c.printedCards().toList()) {
      if (!(dc.card() instanceof TerrainCardFace face)) {
        continue;
      }
      CardSize size = r.size(dc.deck());
      BufferedImage img = png.image(size, g -> r.paintFace(dc, g));
      double px = img.getWidth() / size.bleedWidth();
      double cw = size.trimWidth() / TerrainCard.WIDTH;
      double ch = size.trimHeight() / TerrainCard.LENGTH;
      for (int row = 0; row < TerrainCard.LENGTH; row++) {
        for (int col = 0; col < TerrainCard.WIDTH; col++) {
          TerrainCell cell = face.terrain().cell(col, row);
          if (cell.river()) {
            continue;
          }
          // The cell's lower right part: its letter disc sits top left, its id and tab at the
          // card's bottom corners.
          double x0 = size.bleed() + col * cw + cw * 0.45;
          double y0 = size.bleed() + row * ch + ch * 0.4;
          double x1 = size.bleed() + (col + 1) * cw - cw * 0.1;
          double y1 =
              size.bleed() + (row + 1) * ch - ch * (row == TerrainCard.LENGTH - 1 ? 0.3 : 0.1);
          greys
              .computeIfAbsent(cell.terrain(), t -> new ArrayList<>())
              .add(
                  lightness(
                      img, (int) (x0 * px), (int) (y0 * px), (int) (x1 * px), (int) (y1 * px)));
        }
      }
    }
    assertThat(greys.keySet()).containsExactlyInAnyOrder(Terrain.values());
    Map<Terrain, Double> mean = new EnumMap<>(Terrain.class);
    greys.forEach(
        (t, v) -> mean.put(t, v.stream().mapToDouble(Double::doubleValue).average().orElseThrow()));
    for (Terrain a : Terrain.values()) {
      for (Terrain b : Terrain.values()) {
        if (a.ordinal() < b.ordinal()) {
          assertThat(Math.abs(mean.get(a) - mean.get(b)))
              .as(a + " / " + b + " in " + mean)
              .isGreaterThanOrEqualTo(MIN_STEP);
        }
      }
    }
  }

  /** The mean CIE L* of the pixels in the box, each taken as sRGB. */
  static double lightness(BufferedImage img, int x0, int y0, int x1, int y1) {
    double sum = 0;
    int n = 0;
    for (int y = y0; y < y1; y++) {
      for (int x = x0; x < x1; x++) {
        int p = img.getRGB(x, y);
        double lum =
            0.2126 * lin((p >> 16) & 255) + 0.7152 * lin((p >> 8) & 255) + 0.0722 * lin(p & 255);
        sum += lum > 216.0 / 24389 ? 116 * Math.cbrt(lum) - 16 : lum * 24389 / 27;
        n++;
      }
    }
    return sum / n;
  }

  private static double lin(int v) {
    double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }
}
