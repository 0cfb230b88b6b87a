package org.legendsforge.output;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.model.Catalog;
import org.legendsforge.print.Duplex;
import org.legendsforge.print.Layout;
import org.legendsforge.print.Paper;
import org.legendsforge.render.FontSet;

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
    write(SAMPLES.resolve("shop"), options(Duplex.LONG, Layout.SHOP, false, false));
  }

  static PrintOptions options(Duplex d, Layout l, boolean cutLines, boolean indexStock) {
    return new PrintOptions(TEMPLATES, List.of(Paper.LETTER, Paper.A4), d, l, cutLines, indexStock);
  }

  static BuildContext context() {
    return new BuildContext(catalog, new TestCardRenderer(fonts), fonts, 7, new Diagnostics());
  }

  static void write(Path dir, PrintOptions o) throws IOException {
    new PrintTarget(o).write(context(), dir);
  }

  static PDDocument open(String run, String file) throws IOException {
    return Loader.loadPDF(SAMPLES.resolve(run).resolve("print").resolve(file).toFile());
  }

  static int pokerCards() {
    return CardsPdf.pokerCards(catalog).size();
  }

  @Test
  void cardsPdfHasGuidePagesThenFrontsAndBacks() throws IOException {
    int sheets = (pokerCards() + 8) / 9;
    for (String paper : List.of("letter", "a4")) {
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
}
