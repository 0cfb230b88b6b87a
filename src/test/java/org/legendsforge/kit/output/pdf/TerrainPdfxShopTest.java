package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.outputs.GraveyardTerrain;
import org.legendsforge.kit.print.ShopPreset;

/**
 * The terrain's PDF/X-1a:2003 shop file, preflighted as the poker cards' one is: the standard and a
 * CMYK output intent named, PDF 1.4 without object streams, one index card per 3.25 x 5.25 in page
 * (the 3 x 5 in trim with 1/8 in bleed) back before front, fonts embedded, and no colour but
 * DeviceCMYK and no transparency in any page or form; and only its own folder written.
 */
class TerrainPdfxShopTest {
  @TempDir static Path out;
  static Path file;

  @BeforeAll
  static void print() throws IOException {
    TerrainShopPresetTest.printShop(out, ShopPreset.TERRAIN_PDFX);
    file = out.resolve("print/shop/terrain-pdfx/graveyard-terrain-pdfx.pdf");
  }

  @Test
  void thePresetIsNamedTerrainPdfxAndPrintsTheTerrainAlone() {
    assertThat(ShopPreset.byKey("terrain-pdfx")).contains(ShopPreset.TERRAIN_PDFX);
    assertThat(ShopPreset.TERRAIN_PDFX.terrain()).isTrue();
    assertThat(ShopPreset.PDFX.terrain()).isFalse();
  }

  @Test
  void theFileNamesItsStandardAndCarriesTheCmykOutputIntent() throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    assertThat(new String(bytes, 0, 9, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-1.4\n");
    assertThat(new String(bytes, StandardCharsets.ISO_8859_1)).doesNotContain("/ObjStm");
    try (PDDocument doc = Loader.loadPDF(file.toFile())) {
      assertThat(doc.getDocumentInformation().getCustomMetadataValue("GTS_PDFXVersion"))
          .isEqualTo("PDF/X-1a:2003");
      assertThat(doc.getDocumentInformation().getTitle()).contains("terrain");
      var intents = doc.getDocumentCatalog().getOutputIntents();
      assertThat(intents).hasSize(1);
      assertThat(intents.get(0).getCOSObject().getNameAsString(COSName.S)).isEqualTo("GTS_PDFX");
      try (var in = intents.get(0).getDestOutputIntent().createInputStream()) {
        assertThat(in.readAllBytes()).isEqualTo(CmykProfile.bytes());
      }
    }
  }

  @Test
  void everyPageIsOneIndexCardWithAnEighthInchBleedBackThenFront() throws IOException {
    int terrain = GraveyardTerrain.cards(PrintTargetTest.catalog).size();
    assertThat(terrain).as("the test catalogue has terrain").isPositive();
    try (PDDocument doc = Loader.loadPDF(file.toFile())) {
      assertThat(doc.getNumberOfPages()).isEqualTo(2 * terrain);
      for (PDPage p : doc.getPages()) {
        // 3.25 x 5.25 in is 234 x 378 pt; the trim 1/8 in (9 pt) in from every edge
        assertThat(p.getMediaBox().getWidth()).isCloseTo(234f, within(0.01f));
        assertThat(p.getMediaBox().getHeight()).isCloseTo(378f, within(0.01f));
        assertThat(p.getBleedBox().getHeight()).isCloseTo(378f, within(0.01f));
        assertThat(p.getTrimBox().getLowerLeftX()).isCloseTo(9f, within(0.01f));
        assertThat(p.getTrimBox().getLowerLeftY()).isCloseTo(9f, within(0.01f));
        assertThat(p.getTrimBox().getWidth()).isCloseTo(216f, within(0.01f));
        assertThat(p.getTrimBox().getHeight()).isCloseTo(360f, within(0.01f));
        assertThat(p.getCOSObject().containsKey(COSName.GROUP)).isFalse();
      }
      // one back form for the deck, on every odd page; each even page a face of its own
      var backs = new java.util.HashSet<Object>();
      var faces = new java.util.HashSet<Object>();
      for (int i = 0; i < doc.getNumberOfPages(); i++) {
        PDResources res = doc.getPage(i).getResources();
        for (COSName n : res.getXObjectNames()) {
          (i % 2 == 0 ? backs : faces).add(res.getXObject(n).getCOSObject());
        }
      }
      assertThat(backs).hasSize(1);
      assertThat(faces).hasSize(terrain);
    }
  }

  @Test
  void nothingIsRgbOrTransparentAndEveryFontIsEmbedded() throws IOException {
    try (PDDocument doc = Loader.loadPDF(file.toFile())) {
      for (PDPage page : doc.getPages()) {
        PdfxShopPdfTest.assertOnlyCmyk(new PDFStreamParser(page).parse(), "page");
        PdfxShopPdfTest.check(page.getResources(), 0);
        for (PDFont font : PdfProbe.fonts(page)) {
          assertThat(font.isEmbedded()).as(font.getName()).isTrue();
        }
      }
    }
  }

  @Test
  void aTerrainPdfxPrintWritesItsOwnFolderOnly() throws IOException {
    TerrainShopPresetTest.writesOnly(out, "shop/terrain-pdfx/", "graveyard-terrain-pdfx.pdf");
  }
}
