package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.outputs.GraveyardParts;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Layout;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.SleeveGuide;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.RenderResources;
import org.legendsforge.testing.ShippedData;

/** The print set of the shipped card data drawn by the real renderer: guide pages, card text. */
class ShippedDataPrintTest {
  @Test
  void theShippedSetPrintsOnBothPapers() throws IOException {
    LoadResult loaded = new CardDataLoader(Path.of("").toAbsolutePath()).load(ShippedData.folder());
    assertThat(loaded.catalog()).as(loaded.diagnostics().sorted().toString()).isPresent();
    Catalog catalog = loaded.catalog().get();
    FontSet fonts = FontSet.load();
    Diagnostics sink = new Diagnostics();
    CardRenderer renderer =
        RenderResources.load(
                Path.of("templates"),
                Optional.of(ShippedData.folder()),
                catalog.game().name(),
                fonts,
                sink)
            .map(RenderResources::renderer)
            .orElseThrow(() -> new AssertionError(sink.sorted().toString()));
    Path out = Path.of("target/print-samples/shipped");
    new PrintTarget(
            new PrintOptions(
                Path.of("templates/print"),
                List.of(Paper.LETTER, Paper.A4),
                Duplex.LONG,
                Layout.HOME,
                false,
                false),
            new GraveyardParts())
        .write(new BuildContext(catalog, renderer, fonts, 1, sink), out);
    assertThat(sink.hasErrors()).as(sink.sorted().toString()).isFalse();
    int cards = CardsPdf.pokerCards(catalog).size();
    String slug = catalog.game().slug();
    try (PDDocument doc = Loader.loadPDF(out.resolve("print/" + slug + "-cards-a4.pdf").toFile())) {
      // each deck keeps to sheets of its own
      assertThat(doc.getNumberOfPages())
          .isEqualTo(
              CardsPdf.GUIDE_PAGES + 2 * PrintTargetTest.sheets(CardsPdf.pokerCards(catalog), 9));
      PDFTextStripper strip = new PDFTextStripper();
      strip.setEndPage(CardsPdf.GUIDE_PAGES);
      String guide = strip.getText(doc);
      for (SleeveGuide.Row row : SleeveGuide.of(catalog).rows()) {
        // a sleeved deck is named with its sleeve's colour; terrain's index cards lie bare
        if (row.sleeved()) {
          assertThat(guide).contains(row.deck().name(), row.deck().sleeve().hex());
        } else {
          assertThat(guide).contains(row.deck().name(), "no sleeve");
          assertThat(guide).doesNotContain(row.deck().sleeve().hex());
        }
        assertThat(row.clash()).as(row.deck().name()).isEmpty();
      }
      // what no sheet prints (the dice) is named to fetch; printed pieces are named as printed
      catalog.components().stream()
          .filter(c -> c.piece().isEmpty())
          .forEach(c -> assertThat(guide).contains(c.name()));
      strip.setStartPage(CardsPdf.GUIDE_PAGES + 1);
      strip.setEndPage(CardsPdf.GUIDE_PAGES + 1);
      String firstSheet = strip.getText(doc);
      // the first sheet holds the first deck's first cards, and no other deck's
      var first = CardsPdf.pokerCards(catalog).get(0).deck();
      CardsPdf.pokerCards(catalog).stream()
          .filter(c -> c.deck().equals(first))
          .limit(9)
          .forEach(c -> assertThat(firstSheet).contains(c.name()));
    }
  }
}
