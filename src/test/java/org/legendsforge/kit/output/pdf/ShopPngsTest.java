package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.outputs.GraveyardParts;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.TestCardRenderer;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Layout;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.ShopPreset;
import org.legendsforge.kit.render.FontSet;

/**
 * The shops' PNG sets: every face and back exactly the size the shop asks for at 300 dpi, the trim
 * at the pixel where the shop cuts (the test renderer marks the trim's top-left corner red), and no
 * white at the edges (the bleed beyond the painted 3 mm repeats the card's edge).
 */
class ShopPngsTest {
  @ParameterizedTest
  @EnumSource(
      value = ShopPreset.class,
      names = {"PNG_825", "PNG_822"})
  void everyImageIsExactlyTheShopsSizeWithItsTrimWhereTheShopCuts(
      ShopPreset preset, @TempDir Path out) throws IOException {
    FontSet fonts = FontSet.load();
    Catalog catalog = PrintTestCatalog.catalog();
    PrintOptions options =
        new PrintOptions(
                Path.of("templates/print"),
                List.of(Paper.A4),
                Duplex.LONG,
                Layout.SHOP,
                false,
                false)
            .withLayout(Layout.SHOP, preset);
    new PrintTarget(options, new GraveyardParts())
        .write(
            new BuildContext(catalog, new TestCardRenderer(fonts), fonts, 7, new Diagnostics()),
            out);
    Path dir = out.resolve("print/shop/" + preset.key() + "/graveyard-cards-" + preset.key());
    List<Path> files;
    try (Stream<Path> walk = Files.walk(dir)) {
      files = walk.filter(p -> p.toString().endsWith(".png")).sorted().toList();
    }
    long decks = catalog.decks().stream().filter(d -> !d.contents().indexCardSize()).count();
    assertThat(files).hasSize(CardsPdf.pokerCards(catalog).size() + (int) decks);
    int w = preset == ShopPreset.PNG_825 ? 825 : 822;
    int h = preset == ShopPreset.PNG_825 ? 1125 : 1122;
    int bleed = preset == ShopPreset.PNG_825 ? 38 : 36;
    for (Path f : files) {
      BufferedImage img = ImageIO.read(f.toFile());
      assertThat(img.getWidth()).as(f.toString()).isEqualTo(w);
      assertThat(img.getHeight()).as(f.toString()).isEqualTo(h);
      for (int[] p : new int[][] {{0, 0}, {w - 1, 0}, {0, h - 1}, {w - 1, h - 1}, {w / 2, 0}}) {
        assertThat(img.getRGB(p[0], p[1]) & 0xFFFFFF).as(f + " edge").isNotEqualTo(0xFFFFFF);
      }
      assertThat(dpi(f)).isEqualTo(300);
      if (!f.getFileName().toString().equals("back.png")) {
        // Just inside the trim's corner: the red mark; just outside: the deck's colour.
        assertThat(new Color(img.getRGB(bleed + 2, bleed + 2))).isEqualTo(Color.RED);
        assertThat(new Color(img.getRGB(bleed - 3, bleed - 3))).isNotEqualTo(Color.RED);
      }
    }
  }

  /** The resolution the PNG's pHYs chunk gives, in dots per inch. */
  private static long dpi(Path png) throws IOException {
    try (ImageInputStream in = ImageIO.createImageInputStream(png.toFile())) {
      var reader = ImageIO.getImageReaders(in).next();
      reader.setInput(in);
      IIOMetadata meta = reader.getImageMetadata(0);
      var root = (org.w3c.dom.Element) meta.getAsTree("javax_imageio_1.0");
      var size = (org.w3c.dom.Element) root.getElementsByTagName("HorizontalPixelSize").item(0);
      double mmPerPixel = Double.parseDouble(size.getAttribute("value"));
      return Math.round(25.4 / mmPerPixel);
    }
  }
}
