package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;

/**
 * A data-only game's PDF/X-1a:2003 shop file, {@code print/shop/<slug>-shop-pdfx.pdf}, written by
 * the shipped game's writer and preflighted as its file is: the standard and a CMYK output intent
 * named, PDF 1.4 without object streams, each copy of each card as a back page then a front page of
 * trim plus 1/8 in bleed, nothing RGB or transparent (a card with a half-transparent picture
 * becomes a CMYK image), every font embedded, the same bytes from a second build.
 */
class ProjectShopPdfxTest {
  /** The starter game: 2 + 2 heroes and 3 + 1 tricks, the three Sudden Storms with a picture. */
  static final String CARDS =
      """
      name,type,copies,power,cost,text,picture
      Brave Knight,hero,2,4,,"Draw a card, then discard one.",
      Swift Scout,hero,2,2,,Look at the top card of the draw deck.,
      Sudden Storm,trick,3,,2,"Every player discards a card, you too.",art/storm.png
      Lucky Find,trick,1,,1,Roll the die: on a 5 or 6 draw two cards.,
      """;

  static final int COPIES = 8;

  /** The trim (63 × 88 mm) and 1/8 in of bleed on every side, in points. */
  static final float PAGE_WIDTH = (float) ((63 + 25.4 / 4) * 72 / 25.4);

  static final float PAGE_HEIGHT = (float) ((88 + 25.4 / 4) * 72 / 25.4);

  @TempDir static Path tmp;
  static Path game;
  static Path file;

  @BeforeAll
  static void build() throws IOException {
    game = tmp.resolve("game");
    assertThat(ForgeRun.of("new", game.toString()).exitCode()).isZero();
    Path yaml = game.resolve("game.yaml");
    String types = Files.readString(yaml);
    String cost = "      cost: {kind: number, min: 0, max: 5}\n";
    assertThat(types).contains(cost);
    Files.writeString(yaml, types.replace(cost, cost + "      picture: art\n"));
    Files.writeString(game.resolve("cards/deck.csv"), CARDS);
    BufferedImage storm = new BufferedImage(40, 40, BufferedImage.TYPE_INT_ARGB);
    for (int i = 0; i < 1600; i++) {
      storm.setRGB(i % 40, i / 40, new Color(40, 60, 200, 128).getRGB());
    }
    Files.createDirectories(game.resolve("art"));
    ImageIO.write(storm, "png", game.resolve("art/storm.png").toFile());
    file = built(tmp.resolve("out"));
  }

  static Path built(Path out) {
    ForgeRun run = ForgeRun.of("build", "--project", game.toString(), "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    return out.resolve("print/shop/game-shop-pdfx.pdf");
  }

  @Test
  void theFileNamesItsStandardAndCarriesACmykOutputIntent() throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    assertThat(new String(bytes, 0, 9, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-1.4\n");
    assertThat(new String(bytes, StandardCharsets.ISO_8859_1))
        .doesNotContain("/ObjStm")
        .doesNotContain("/XRef");
    try (PDDocument doc = Loader.loadPDF(file.toFile())) {
      var info = doc.getDocumentInformation();
      assertThat(info.getCustomMetadataValue("GTS_PDFXVersion")).isEqualTo("PDF/X-1a:2003");
      assertThat(info.getTitle()).isEqualTo("Game cards (PDF/X-1a:2003)");
      assertThat(info.getTrapped()).isEqualTo("False");
      var intents = doc.getDocumentCatalog().getOutputIntents();
      assertThat(intents).hasSize(1);
      assertThat(intents.get(0).getCOSObject().getNameAsString(COSName.S)).isEqualTo("GTS_PDFX");
      assertThat(intents.get(0).getDestOutputIntent().getInt(COSName.N)).isEqualTo(4);
    }
  }

  @Test
  void eachCopyIsABackPageThenAFrontPageOfTrimAndAnEighthInchOfBleed() throws IOException {
    try (PDDocument doc = Loader.loadPDF(file.toFile())) {
      assertThat(doc.getNumberOfPages()).isEqualTo(2 * COPIES);
      for (PDPage page : doc.getPages()) {
        assertThat(page.getMediaBox().getWidth()).isCloseTo(PAGE_WIDTH, within(0.01f));
        assertThat(page.getMediaBox().getHeight()).isCloseTo(PAGE_HEIGHT, within(0.01f));
        assertThat(page.getTrimBox().getLowerLeftX()).isCloseTo(9f, within(0.01f));
        assertThat(page.getTrimBox().getUpperRightY()).isCloseTo(PAGE_HEIGHT - 9, within(0.01f));
        assertThat(page.getBleedBox().getWidth()).isCloseTo(PAGE_WIDTH, within(0.01f));
      }
      // the two Brave Knights (pages 1 to 4), then the first Swift Scout: its back, its face
      assertThat(text(doc, 5)).contains("Draw deck").doesNotContain("Swift Scout");
      assertThat(text(doc, 6)).contains("Swift Scout");
    }
  }

  @Test
  void nothingIsRgbOrTransparentAndEveryFontIsEmbedded() throws IOException {
    int images = 0;
    try (PDDocument doc = Loader.loadPDF(file.toFile())) {
      for (PDPage page : doc.getPages()) {
        PdfxShopPdfTest.assertOnlyCmyk(new PDFStreamParser(page).parse(), "page");
        images += PdfxShopPdfTest.check(page.getResources(), 0);
        for (PDFont font : PdfProbe.fonts(page)) {
          assertThat(font.isEmbedded()).as(font.getName()).isTrue();
        }
      }
    }
    // the Sudden Storms' faces, which hold a half-transparent picture, became CMYK images
    assertThat(images).isPositive();
  }

  @Test
  void aSecondBuildWritesTheSameBytes() throws IOException {
    assertThat(Files.readAllBytes(built(tmp.resolve("again")))).isEqualTo(Files.readAllBytes(file));
  }

  /** qpdf and Ghostscript read the file without a complaint, where they are installed. */
  @Test
  void qpdfAndGhostscriptReadTheFileCleanly() throws Exception {
    Assumptions.assumeTrue(
        onPath("qpdf") && onPath("gs"),
        "SKIPPED: qpdf and ghostscript are not installed (apt-get install qpdf ghostscript)");
    assertThat(run("qpdf", "--check", file.toString()))
        .contains("No syntax or stream encoding errors");
    assertThat(run("gs", "-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=nullpage", file.toString()))
        .isEmpty();
  }

  private static String text(PDDocument doc, int page) throws IOException {
    PDFTextStripper strip = new PDFTextStripper();
    strip.setStartPage(page);
    strip.setEndPage(page);
    return strip.getText(doc);
  }

  private static boolean onPath(String program) {
    String path = System.getenv().getOrDefault("PATH", "");
    return java.util.Arrays.stream(path.split(java.io.File.pathSeparator))
        .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
  }

  /** The program's output (both streams); fails the test unless it exits 0. */
  private static String run(String... command) throws Exception {
    Process p = new ProcessBuilder(List.of(command)).redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor()).as(String.join(" ", command) + ": " + output).isZero();
    return output;
  }
}
