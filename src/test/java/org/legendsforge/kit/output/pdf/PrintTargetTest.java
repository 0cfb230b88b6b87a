package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.outputs.GraveyardParts;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.TestCardRenderer;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Layout;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.render.FontSet;

class PrintTargetTest {
  static final Path TEMPLATES = Path.of("templates/print");
  static final Path SAMPLES = Path.of("target/print-samples");
  static FontSet fonts;
  static Catalog catalog;

  @BeforeAll
  static void load() throws IOException {
    fonts = FontSet.load();
    catalog = PrintTestCatalog.catalog();
    write(SAMPLES.resolve("long"), options(Duplex.LONG, Layout.HOME, true, false));
    write(SAMPLES.resolve("short"), options(Duplex.SHORT, Layout.HOME, false, false));
    write(SAMPLES.resolve("none"), options(Duplex.NONE, Layout.HOME, false, true));
    write(
        SAMPLES.resolve("pdfx"),
        options(Duplex.LONG, Layout.SHOP, false, false)
            .withLayout(Layout.SHOP, org.legendsforge.kit.print.ShopPreset.PDFX));
    write(SAMPLES.resolve("shop"), options(Duplex.LONG, Layout.SHOP, false, false));
  }

  static PrintOptions options(Duplex d, Layout l, boolean cutLines, boolean indexStock) {
    return new PrintOptions(TEMPLATES, List.of(Paper.LETTER, Paper.A4), d, l, cutLines, indexStock);
  }

  static BuildContext context() {
    return new BuildContext(catalog, new TestCardRenderer(fonts), fonts, 7, new Diagnostics());
  }

  static void write(Path dir, PrintOptions o) throws IOException {
    new PrintTarget(o, new GraveyardParts()).write(context(), dir);
  }

  static PDDocument open(String run, String file) throws IOException {
    return Loader.loadPDF(SAMPLES.resolve(run).resolve("print").resolve(file).toFile());
  }

  static int pokerCards() {
    return CardsPdf.pokerCards(catalog).size();
  }

  @Test
  void cardsPdfHasGuidePagesThenFrontsAndBacks() throws IOException {
    // At a 1/4 in margin Letter holds 8 cards a page, A4 9.
    for (String paper : List.of("letter", "a4")) {
      int perPage = paper.equals("letter") ? 8 : 9;
      int sheets = sheets(CardsPdf.pokerCards(catalog), perPage);
      try (PDDocument doc = open("long", "graveyard-cards-" + paper + ".pdf")) {
        assertThat(doc.getNumberOfPages()).isEqualTo(CardsPdf.GUIDE_PAGES + 2 * sheets);
      }
    }
  }

  @Test
  void pagesAreExactlyLetterAndA4() throws IOException {
    try (PDDocument doc = open("long", "graveyard-cards-letter.pdf")) {
      for (PDPage p : doc.getPages()) {
        assertThat(p.getMediaBox().getWidth()).isCloseTo(612f, within(0.01f));
        assertThat(p.getMediaBox().getHeight()).isCloseTo(792f, within(0.01f));
      }
    }
    try (PDDocument doc = open("long", "graveyard-cards-a4.pdf")) {
      PDPage p = doc.getPage(0);
      assertThat(p.getMediaBox().getWidth() * PdfProbe.MM).isCloseTo(210, within(0.05));
      assertThat(p.getMediaBox().getHeight() * PdfProbe.MM).isCloseTo(297, within(0.05));
    }
  }

  static final double LETTER_W = 215.9;
  static final double LETTER_H = 279.4;

  @Test
  void cardsLieExactlyWhereTheSheetPutsThem() throws IOException {
    try (PDDocument doc = open("long", "graveyard-cards-letter.pdf")) {
      List<PdfProbe.Drawn> forms = fullestFront(doc);
      assertThat(forms).hasSizeGreaterThanOrEqualTo(3);
      // Letter: 2 x 4 cards on their side, 6 mm apart across and butted down: 183.8 x 254 mm
      // centred, so the first trim at (16.05, 12.7) from the top left, its bleed box 3 mm out.
      assertAt(forms.get(0), 13.05, LETTER_H - 9.7 - 69.5, 94.9, 69.5);
      assertThat(forms.get(0).turns()).isEqualTo(1);
      assertAt(forms.get(1), 13.05 + 94.9, LETTER_H - 9.7 - 69.5, 94.9, 69.5);
      assertAt(forms.get(2), 13.05, LETTER_H - 9.7 - 63.5 - 69.5, 94.9, 69.5);
    }
    try (PDDocument doc = open("long", "graveyard-cards-a4.pdf")) {
      List<PdfProbe.Drawn> forms = fullestFront(doc);
      assertThat(forms).hasSizeGreaterThanOrEqualTo(5);
      // A4: 3 x 3 butted, 190.5 x 266.7 mm centred: first trim at (9.75, 15.15).
      assertAt(forms.get(0), 6.75, 297 - 12.15 - 94.9, 69.5, 94.9);
      assertAt(forms.get(4), 6.75 + 63.5, 297 - 12.15 - 88.9 - 94.9, 69.5, 94.9);
    }
  }

  /**
   * The front page holding the most cards: each deck starts a sheet of its own, so the first sheet
   * may hold only a small deck.
   */
  private static List<PdfProbe.Drawn> fullestFront(PDDocument doc) throws IOException {
    List<PdfProbe.Drawn> best = List.of();
    for (int p = CardsPdf.GUIDE_PAGES; p < doc.getNumberOfPages(); p += 2) {
      List<PdfProbe.Drawn> forms = PdfProbe.forms(doc.getPage(p));
      if (forms.size() > best.size()) {
        best = forms;
      }
    }
    return best;
  }

  /** Sheets a list of cards takes when each deck keeps to sheets of its own. */
  static int sheets(List<org.legendsforge.kit.card.PrintedCard> cards, int per) {
    int sheets = 0;
    int run = 0;
    Object deck = null;
    for (var dc : cards) {
      if (!dc.deck().equals(deck) || run == per) {
        sheets++;
        run = 0;
        deck = dc.deck();
      }
      run++;
    }
    return sheets;
  }

  private static void assertAt(PdfProbe.Drawn d, double x, double y, double w, double h) {
    assertThat(d.x()).as("x of " + d).isCloseTo(x, within(0.1));
    assertThat(d.y()).as("y of " + d).isCloseTo(y, within(0.1));
    assertThat(d.width()).as("width of " + d).isCloseTo(w, within(0.1));
    assertThat(d.height()).as("height of " + d).isCloseTo(h, within(0.1));
  }

  @Test
  void textStaysTextWithoutLigatures() throws IOException {
    try (PDDocument doc = open("long", "graveyard-cards-a4.pdf")) {
      PDFTextStripper strip = new PDFTextStripper();
      strip.setStartPage(CardsPdf.GUIDE_PAGES + 1);
      strip.setEndPage(doc.getNumberOfPages());
      assertThat(strip.getText(doc)).contains("Fire spell 0 (office)", "Water spell 1 (office)");
      strip.setStartPage(1);
      strip.setEndPage(CardsPdf.GUIDE_PAGES);
      assertThat(strip.getText(doc))
          .contains(
              "50 mm",
              "2 in",
              "Sleeve colours",
              "SAME COLOUR",
              "Component checklist",
              "Player aid",
              "Figurine pair",
              "front of card 1",
              "back of card 1");
    }
  }

  @Test
  void theSleeveGuideHeaderKeepsEveryWordApart() throws IOException {
    try (PDDocument doc = open("long", "graveyard-cards-letter.pdf")) {
      PDFTextStripper strip = new PDFTextStripper();
      strip.setSortByPosition(true);
      strip.setStartPage(2);
      strip.setEndPage(2);
      String[] lines = strip.getText(doc).split("\\R");
      int head = 0;
      while (!lines[head].startsWith("Deck")) {
        head++;
      }
      // Two header lines; text drawn into its neighbour would read as one run-together word.
      String header = lines[head] + " " + lines[head + 1];
      assertThat(header.split("\\s+"))
          .containsExactlyInAnyOrder(
              "Deck", "Sleeve", "Cards", "Sleeves", "Packs", "Packs", "Keep", "apart", "from",
              "colour", "of", "50", "of", "100");
    }
  }

  @Test
  void componentChecklistMultipliesPerHeroCounts() throws IOException {
    try (PDDocument doc = open("long", "graveyard-cards-letter.pdf")) {
      PDFTextStripper strip = new PDFTextStripper();
      strip.setStartPage(5);
      strip.setEndPage(5);
      String text = strip.getText(doc);
      assertThat(text).containsPattern("8\\s+Figurine pair").contains("1 per hero");
      assertThat(text).containsPattern("12\\s+General Spells deck");
    }
  }

  @Test
  void everyFontIsEmbeddedAsASubset() throws IOException {
    Pattern subset = Pattern.compile("[A-Z]{6}\\+DejaVuSans.*");
    for (String file :
        List.of(
            "graveyard-cards-letter.pdf", "graveyard-cards-a4.pdf", "graveyard-terrain-a4.pdf")) {
      try (PDDocument doc = open("long", file)) {
        int seen = 0;
        for (PDPage page : doc.getPages()) {
          for (PDFont font : PdfProbe.fonts(page)) {
            assertThat(font.isEmbedded()).as(font.getName()).isTrue();
            assertThat(font.getName()).matches(subset);
            seen++;
          }
        }
        assertThat(seen).isPositive();
      }
    }
  }

  @Test
  void rebuildingGivesByteIdenticalFiles(@TempDir Path again) throws IOException {
    write(again, options(Duplex.LONG, Layout.HOME, true, false));
    for (String file :
        List.of(
            "graveyard-cards-letter.pdf",
            "graveyard-cards-a4.pdf",
            "graveyard-terrain-letter.pdf")) {
      assertThat(Files.readAllBytes(again.resolve("print").resolve(file)))
          .as(file)
          .isEqualTo(Files.readAllBytes(SAMPLES.resolve("long/print").resolve(file)));
    }
  }

  @Test
  void shopFilesHaveOneCardPerPageWithTrimAndBleedBoxes() throws IOException {
    for (String file :
        List.of("graveyard-cards-shop-fronts.pdf", "graveyard-cards-shop-backs.pdf")) {
      try (PDDocument doc = open("shop", "shop/generic/" + file)) {
        assertThat(doc.getNumberOfPages()).isEqualTo(pokerCards());
        for (PDPage p : doc.getPages()) {
          assertThat(p.getMediaBox().getWidth() * PdfProbe.MM).isCloseTo(69.5, within(0.1));
          assertThat(p.getMediaBox().getHeight() * PdfProbe.MM).isCloseTo(94.9, within(0.1));
          assertThat(p.getBleedBox().getWidth() * PdfProbe.MM).isCloseTo(69.5, within(0.1));
          assertThat(p.getTrimBox().getLowerLeftX() * PdfProbe.MM).isCloseTo(3, within(0.1));
          assertThat(p.getTrimBox().getLowerLeftY() * PdfProbe.MM).isCloseTo(3, within(0.1));
          assertThat(p.getTrimBox().getWidth() * PdfProbe.MM).isCloseTo(63.5, within(0.1));
          assertThat(p.getTrimBox().getHeight() * PdfProbe.MM).isCloseTo(88.9, within(0.1));
          assertAt(PdfProbe.forms(p).get(0), 0, 0, 69.5, 94.9);
        }
      }
    }
  }

  @Test
  void terrainPrintsFourIndexCardsAPageEachPageOfBacksBehindItThenTheMapPreview()
      throws IOException {
    try (PDDocument doc = open("long", "graveyard-terrain-letter.pdf")) {
      // 15 cards, 4 + 4 + 4 + 3, each page of fronts followed by its backs; the preview last.
      assertThat(doc.getNumberOfPages()).isEqualTo(9);
      PDFTextStripper strip = new PDFTextStripper();
      strip.setStartPage(9);
      assertThat(strip.getText(doc)).contains("Map preview, seed 7", "Dormant heroes", "Orbs");
      assertThat(PdfProbe.forms(doc.getPage(1))).hasSize(4);
      List<PdfProbe.Drawn> forms = PdfProbe.forms(doc.getPage(0));
      assertThat(forms).hasSize(4);
      // Trims 2 x 76.2 + 9 = 161.4 mm across (3 mm of clear paper between two full bleeds) and
      // 2 x 127 + 6 = 260 mm down (Letter is short: 1.5 mm of bleed each, 3 mm clear), centred;
      // each card drawn over its bleed box, 3 mm beyond its trim.
      assertAt(
          forms.get(0),
          (LETTER_W - 161.4) / 2 - 3,
          LETTER_H - ((LETTER_H - 260) / 2 - 3) - 133,
          82.2,
          133);
      assertThat(PdfProbe.forms(doc.getPage(6))).hasSize(3);
      assertThat(PdfProbe.forms(doc.getPage(7))).hasSize(3);
    }
  }

  @Test
  void indexStockPrintsOneUprightCardPerPortraitThreeByFivePage() throws IOException {
    try (PDDocument doc = open("none", "graveyard-terrain-index.pdf")) {
      // 15 fronts, then (printed without duplex) their 15 backs
      assertThat(doc.getNumberOfPages()).isEqualTo(30);
      for (PDPage p : doc.getPages()) {
        assertThat(p.getMediaBox().getWidth() * PdfProbe.MM).isCloseTo(76.2, within(0.05));
        assertThat(p.getMediaBox().getHeight() * PdfProbe.MM).isCloseTo(127, within(0.05));
        PdfProbe.Drawn card = PdfProbe.forms(p).get(0);
        assertThat(card.turns()).isZero();
        assertAt(card, -3, -3, 82.2, 133);
      }
    }
    // The map preview has a page of its own, on paper, with its key.
    try (PDDocument doc = open("none", "graveyard-map-preview-a4.pdf")) {
      assertThat(doc.getNumberOfPages()).isEqualTo(1);
      PDFTextStripper strip = new PDFTextStripper();
      assertThat(strip.getText(doc))
          .contains("Map preview, seed 7", "Dormant heroes", "Orbs", "Terrain");
    }
  }

  @Test
  void aCardSetTooSmallForASetupPrintsNoPreviewAndSaysWhy(@TempDir Path dir) throws IOException {
    Diagnostics sink = new Diagnostics();
    Catalog small = PrintTestCatalog.catalog(4, 5);
    new PrintTarget(options(Duplex.LONG, Layout.HOME, false, false), new GraveyardParts())
        .write(new BuildContext(small, new TestCardRenderer(fonts), fonts, 7, sink), dir);
    try (PDDocument doc = Loader.loadPDF(dir.resolve("print/graveyard-terrain-a4.pdf").toFile())) {
      // the 5 cards' two pages of fronts (4 + 1), each followed by its backs; no preview
      assertThat(doc.getNumberOfPages()).isEqualTo(4);
    }
    assertThat(sink.sorted()).extracting(d -> d.checkId()).contains("print-map-preview");
    assertThat(sink.hasErrors()).isFalse();
  }
}
