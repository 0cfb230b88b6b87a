package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.outputs.GraveyardTerrain;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Layout;
import org.legendsforge.kit.print.ShopPreset;

/**
 * A shop printing the terrain gets what it asks of index-card stock: one 3 x 5 in card per page
 * with its 3 mm bleed, the TrimBox on the cut and the BleedBox on the page edge, fronts and backs
 * in two files in the same order; and nothing else, so the poker cards' files stay as they were.
 */
class TerrainShopPresetTest {
  @TempDir static Path out;

  @BeforeAll
  static void print() throws IOException {
    printShop(out, ShopPreset.TERRAIN);
  }

  /** A shop print of the test catalogue with {@code preset}, into {@code out}. */
  static void printShop(Path out, ShopPreset preset) throws IOException {
    PrintTargetTest.fonts = org.legendsforge.kit.render.FontSet.load();
    PrintTargetTest.catalog = PrintTestCatalog.catalog();
    PrintTargetTest.write(
        out,
        PrintTargetTest.options(Duplex.LONG, Layout.SHOP, false, false)
            .withLayout(Layout.SHOP, preset));
  }

  /** The print wrote {@code file} in its preset's {@code folder}, and nothing outside it. */
  static void writesOnly(Path out, String folder, String file) throws IOException {
    try (Stream<Path> files = Files.walk(out.resolve("print"))) {
      assertThat(files.filter(Files::isRegularFile).map(f -> out.resolve("print").relativize(f)))
          .map(Path::toString)
          .allMatch(f -> f.startsWith(folder) || f.startsWith("previews/"))
          .anyMatch(f -> f.equals(folder + file));
    }
  }

  @Test
  void theTerrainPresetIsNamedOnTheCommandLineAsTerrain() {
    assertThat(ShopPreset.byKey("terrain")).contains(ShopPreset.TERRAIN);
  }

  @Test
  void everyTerrainCardIsOnePageAtItsBleedWithTheTrimThreeMillimetresIn() throws IOException {
    int terrain = GraveyardTerrain.cards(PrintTargetTest.catalog).size();
    assertThat(terrain).as("the test catalogue has terrain").isPositive();
    for (String file :
        List.of("graveyard-terrain-shop-fronts.pdf", "graveyard-terrain-shop-backs.pdf")) {
      try (PDDocument doc = Loader.loadPDF(out.resolve("print/shop/terrain/" + file).toFile())) {
        assertThat(doc.getNumberOfPages()).as(file).isEqualTo(terrain);
        for (PDPage p : doc.getPages()) {
          // 3 x 5 in (76.2 x 127 mm) upright, 3 mm of bleed all round
          assertThat(p.getMediaBox().getWidth() * PdfProbe.MM).isCloseTo(82.2, within(0.1));
          assertThat(p.getMediaBox().getHeight() * PdfProbe.MM).isCloseTo(133, within(0.1));
          assertThat(p.getBleedBox().getWidth() * PdfProbe.MM).isCloseTo(82.2, within(0.1));
          assertThat(p.getTrimBox().getLowerLeftX() * PdfProbe.MM).isCloseTo(3, within(0.1));
          assertThat(p.getTrimBox().getLowerLeftY() * PdfProbe.MM).isCloseTo(3, within(0.1));
          assertThat(p.getTrimBox().getWidth() * PdfProbe.MM).isCloseTo(76.2, within(0.1));
          assertThat(p.getTrimBox().getHeight() * PdfProbe.MM).isCloseTo(127, within(0.1));
          assertThat(PdfProbe.forms(p)).hasSize(1);
        }
      }
    }
  }

  @Test
  void aTerrainShopPrintWritesItsOwnFolderOnly() throws IOException {
    writesOnly(out, "shop/terrain/", "graveyard-terrain-shop-fronts.pdf");
  }
}
