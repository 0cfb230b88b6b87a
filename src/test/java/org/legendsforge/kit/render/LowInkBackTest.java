package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.image.PngCardWriter;
import org.legendsforge.testing.ShippedData;

/**
 * Low-ink backs print little ink and still sort by colour: for every shipped deck the low-ink back
 * covers well under half the ink of the full one, its band round the edge is the deck's sleeve
 * colour, and the middle of the card is paper.
 */
class LowInkBackTest {
  @Test
  void everyDecksLowInkBackIsMostlyPaperWithItsColourInABand() {
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
    PngCardWriter png = new PngCardWriter(60);
    for (Deck deck : c.decks()) {
      if (deck.backImage().isPresent()) {
        continue;
      }
      CardSize size = r.size(deck);
      BufferedImage full = png.image(size, g -> r.paintBack(deck, BackStyle.FULL, g));
      BufferedImage low = png.image(size, g -> r.paintBack(deck, BackStyle.LOW_INK, g));
      assertThat(ink(low)).as(deck.id()).isLessThan(ink(full) * 0.45);
      double px = low.getWidth() / size.bleedWidth();
      // 1 mm inside the trim, half-way down the long edge: the band
      Color band = new Color(low.getRGB((int) ((size.bleed() + 1) * px), low.getHeight() / 2));
      assertThat(distance(band, new Color(deck.sleeve().rgb()))).as(deck.id()).isLessThan(8);
      // between the band and the field's frame: paper
      Color paper =
          new Color(
              low.getRGB(
                  (int) ((size.bleed() + BackPainter.LOW_INK_BAND + 0.7) * px),
                  low.getHeight() / 2));
      assertThat(distance(paper, Color.WHITE)).as(deck.id()).isLessThan(8);
    }
  }

  /** The mean ink of an image: 0 white paper, 1 solid black, each channel taken alike. */
  private static double ink(BufferedImage img) {
    double sum = 0;
    for (int y = 0; y < img.getHeight(); y++) {
      for (int x = 0; x < img.getWidth(); x++) {
        int p = img.getRGB(x, y);
        sum += 3 * 255 - ((p >> 16) & 255) - ((p >> 8) & 255) - (p & 255);
      }
    }
    return sum / (3 * 255.0 * img.getWidth() * img.getHeight());
  }

  private static double distance(Color a, Color b) {
    return Math.abs(a.getRed() - b.getRed())
        + Math.abs(a.getGreen() - b.getGreen())
        + Math.abs(a.getBlue() - b.getBlue());
  }
}
