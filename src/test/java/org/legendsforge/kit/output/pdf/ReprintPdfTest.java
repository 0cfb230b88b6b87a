package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.PDFTextStripperByArea;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.output.OutputTree;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.ShownOutput;

/**
 * {@code forge diff OLD NEW --reprint}: the reprint PDF holds exactly the cards whose drawing
 * changed, fronts and backs placed as in the full cards PDF, read back with PDFBox; it is written
 * into reprint/, beside print/ and its full PDFs, byte for byte the same on a second run, and a
 * later build leaves it there.
 */
class ReprintPdfTest {
  static final String FIRE =
      """
      spells:
        - id: test-bolt
          name: Test Bolt
          cost: 2
          range: 3
          effects:
            - damage: 3
        - id: test-spark
          name: Test Spark
          cost: 1
          range: 2
          effects:
            - damage: 2
      """;
  static final String REPRINT = "graveyard-of-legends-reprint-a4.pdf";

  /** A4 sheet: 3 x 3 cards of 69.5 x 94.9 mm with their own bleed, the grid centred. */
  /** A4 at a 1/4 in margin: 3 x 3 butted cards, the first bleed box at (6.75, 12.15). */
  static final double LEFT = 6.75;

  static final double TOP = 12.15;
  static final double STEP = 63.5;
  static final double W = 69.5;
  static final double H = 94.9;

  @TempDir Path work;
  Path old;
  Path now;
  Path out;

  @BeforeEach
  void twoFoldersAndAnOutputWithTheFullPdfs() throws IOException {
    old = fixture(work.resolve("old"));
    now = fixture(work.resolve("new"));
    out = work.resolve("output");
    Files.createDirectories(out.resolve("print"));
    Files.writeString(out.resolve(OutputTree.MARKER), "forge\n");
    Files.writeString(out.resolve("print/graveyard-of-legends-cards-a4.pdf"), "the full cards PDF");
    Files.createDirectories(out.resolve("reprint"));
    Files.writeString(
        out.resolve("reprint/graveyard-of-legends-reprint-letter.pdf"), "an old reprint");
  }

  static Path fixture(Path parent) throws IOException {
    Files.createDirectories(parent);
    Path data = ShippedData.copyInto(parent);
    Files.writeString(data.resolve("spells/fire.yaml"), FIRE);
    return data;
  }

  private ForgeRun reprint() {
    return ForgeRun.of(
        "diff",
        old.toString(),
        now.toString(),
        "--reprint",
        "--paper",
        "a4",
        "--out",
        out.toString());
  }

  @Test
  void oneSpellEditGivesItsTwoFrontsAndTheirBacksBehindThem() throws IOException {
    ShippedData.edit(now, "spells/fire.yaml", "- damage: 3", "- damage: 4");
    ForgeRun run = reprint();
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("2 printed cards to reprint")
        .containsPattern("wrote \\S*reprint/" + REPRINT.replace(".", "\\.") + "\n");
    Path pdf = out.resolve("reprint").resolve(REPRINT);
    try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
      // The list page and its blank back, then one page of fronts and one of backs.
      assertThat(doc.getNumberOfPages()).isEqualTo(4);
      String list = text(doc, 1);
      assertThat(list)
          .contains("cards to reprint")
          .contains("Fire Spells")
          .contains("General Spells")
          .contains("face changed (effects[0].damage)");
      assertThat(list.split("Test Bolt", -1)).hasSize(3);
      assertThat(text(doc, 2).strip()).isEmpty();
      assertThat(PdfProbe.forms(doc.getPage(1))).isEmpty();

      List<PdfProbe.Drawn> fronts = PdfProbe.forms(doc.getPage(2));
      assertThat(fronts).hasSize(2);
      assertAt(fronts.get(0), 0);
      assertAt(fronts.get(1), 1);
      assertThat(inSlot(doc.getPage(2), 0))
          .contains("Test Bolt")
          .contains("Fire Spells")
          .contains("4");
      assertThat(inSlot(doc.getPage(2), 1)).contains("Test Bolt").contains("General Spells");
      assertThat(text(doc, 3)).doesNotContain("Test Spark");

      // Long-edge duplex: columns mirror, so the backs lie in columns 3 and 2.
      List<PdfProbe.Drawn> backs = PdfProbe.forms(doc.getPage(3));
      assertThat(backs).hasSize(2);
      assertThat(backs).anySatisfy(b -> assertAt(b, 2)).anySatisfy(b -> assertAt(b, 1));
      assertThat(inSlot(doc.getPage(3), 2)).contains("Fire Spells").doesNotContain("Test Bolt");
      assertThat(inSlot(doc.getPage(3), 1)).contains("General Spells");
      assertThat(inSlot(doc.getPage(3), 0)).isBlank();
    }
    assertThat(Files.readString(out.resolve("print/graveyard-of-legends-cards-a4.pdf")))
        .isEqualTo("the full cards PDF");
    assertThat(out.resolve("reprint/graveyard-of-legends-reprint-letter.pdf")).doesNotExist();
    assertThat(ShownOutput.leftoverBuilds(out)).isEmpty();

    byte[] first = Files.readAllBytes(pdf);
    assertThat(reprint().exitCode()).isZero();
    assertThat(Files.readAllBytes(pdf)).isEqualTo(first);

    // the next build of the new data writes every output but leaves the reprint alone
    ForgeRun build = ForgeRun.of("build", "--data", now.toString(), "--out", out.toString());
    assertThat(build.exitCode()).as(build.err()).isZero();
    assertThat(Files.readAllBytes(pdf)).isEqualTo(first);
    assertThat(out.resolve("print/graveyard-of-legends-cards-a4.pdf")).isRegularFile();
  }

  @Test
  void aTerrainCardComesOnItsOwnSheetWithABlankBackAndRemovedCardsAreListed() throws IOException {
    Files.writeString(
        now.resolve("spells/fire.yaml"), FIRE.substring(0, FIRE.indexOf("  - id: test-spark")));
    ShippedData.editLine(now, "terrain.yaml", "^(\\s+)- H  F$", "$1- H  H");
    ForgeRun run = reprint();
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("1 printed card to reprint, 2 to take out of the decks");
    try (PDDocument doc = Loader.loadPDF(out.resolve("reprint").resolve(REPRINT).toFile())) {
      assertThat(doc.getNumberOfPages()).isEqualTo(4);
      String list = text(doc, 1);
      assertThat(list).contains("Terrain").contains("face changed (cells[1])");
      assertThat(list.split("remove from the deck", -1)).hasSize(3);
      assertThat(list.split("Test Spark", -1)).hasSize(3);
      List<PdfProbe.Drawn> terrain = PdfProbe.forms(doc.getPage(2));
      assertThat(terrain)
          .singleElement()
          .satisfies(
              t -> {
                assertThat(t.width()).isCloseTo(76.2 + 6, within(0.1));
                assertThat(t.height()).isCloseTo(127 + 6, within(0.1));
              });
      assertThat(PdfProbe.forms(doc.getPage(3))).isEmpty();
      assertThat(text(doc, 4).strip()).isEmpty();
    }
  }

  @Test
  void nothingToReprintWritesNoPdfAndDropsTheOldOne() throws IOException {
    ShippedData.edit(now, "decks.yaml", "name: Crimson", "name: Scarlet");
    ForgeRun run = reprint();
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .endsWith(
            "nothing to reprint (3 drawings compared)\nno reprint PDF written: nothing to reprint\n");
    try (var files = Files.list(out.resolve("reprint"))) {
      assertThat(files).isEmpty();
    }
    assertThat(out.resolve("print/graveyard-of-legends-cards-a4.pdf")).exists();
  }

  @Test
  void aFolderForgeDidNotMakeIsRefused() throws IOException {
    Files.delete(out.resolve(OutputTree.MARKER));
    ForgeRun run = reprint();
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("not made by forge").contains("hint:");
  }

  private static void assertAt(PdfProbe.Drawn d, int column) {
    assertThat(d.x()).isCloseTo(LEFT + column * STEP, within(0.1));
    assertThat(d.y()).isCloseTo(297 - TOP - H, within(0.1));
    assertThat(d.width()).isCloseTo(W, within(0.1));
    assertThat(d.height()).isCloseTo(H, within(0.1));
  }

  private static String text(PDDocument doc, int page) throws IOException {
    PDFTextStripper s = new PDFTextStripper();
    s.setStartPage(page);
    s.setEndPage(page);
    return s.getText(doc);
  }

  /** The text inside the slot of the first row and {@code column} (y down, in points). */
  private static String inSlot(PDPage page, int column) throws IOException {
    double pt = 72 / 25.4;
    PDFTextStripperByArea s = new PDFTextStripperByArea();
    s.addRegion(
        "slot",
        new Rectangle2D.Double(
            (LEFT + 3 + column * STEP) * pt, (TOP + 3) * pt, STEP * pt, (H - 6) * pt));
    s.extractRegions(page);
    return s.getTextForRegion("slot");
  }
}
