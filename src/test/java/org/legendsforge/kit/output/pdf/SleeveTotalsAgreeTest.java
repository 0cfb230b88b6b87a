package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.data.RulesTextLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.pieces.DeckSummary;
import org.legendsforge.games.graveyard.table.NotebookTabs;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.GalleryTarget;
import org.legendsforge.kit.output.TestCardRenderer;
import org.legendsforge.kit.print.SleeveGuide;
import org.legendsforge.kit.print.pages.SleeveGuidePage;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.testing.ShippedData;

/**
 * A player buys sleeves once: the gallery's sleeve table, the cards PDF's sleeve guide and the deck
 * summary give the same number of sleeves in all. Only the poker-size cards are sleeved; the
 * terrain's 3 x 5 in index cards are played bare and are in no total, and no output names a sleeve
 * colour for them.
 */
class SleeveTotalsAgreeTest {
  @TempDir Path out;

  private final Catalog catalog =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();

  /** Every printed card that is not an index card: the sleeves a player puts cards in. */
  private int pokerSizeCards() {
    return (int) catalog.printedCards().filter(dc -> !dc.deck().contents().indexCardSize()).count();
  }

  @Test
  void theGalleryTheSleeveGuideAndTheDeckSummaryCountTheSameSleeves() throws IOException {
    int sleeves = pokerSizeCards();
    // the shipped data has terrain, so leaving it out is a real difference
    assertThat(sleeves).isLessThan((int) catalog.printedCards().count());

    assertThat(gallerysTotal()).as("gallery").isEqualTo(sleeves);
    assertThat(guidesTotal()).as("sleeve guide page").isEqualTo(sleeves);
    assertThat(summarysTotal()).as("deck summary").isEqualTo(sleeves);
  }

  @Test
  void noOutputNamesASleeveColourForADeckPlayedBare() throws IOException {
    List<Deck> bare = catalog.decks().stream().filter(d -> d.contents().indexCardSize()).toList();
    assertThat(bare).as("the shipped data has a deck of index cards").isNotEmpty();
    String gallery = galleryPage();
    String notebook =
        new NotebookTabs()
                .tabs(
                    catalog,
                    new RulesTextLoader(Path.of(""))
                        .load(ShippedData.folder(), catalog, new Diagnostics())
                        .orElseThrow())
                .values()
                .stream()
                .map(t -> t.body())
                .collect(Collectors.joining("\n"));
    String summary = new DeckSummary().text(catalog);
    String guide = guideText();
    for (Deck d : bare) {
      String colour = d.sleeve().name();
      // the bare deck's colour name must be its own, or finding it would prove nothing
      assertThat(catalog.decks().stream().filter(o -> o != d).map(o -> o.sleeve().name()))
          .doesNotContain(colour);
      assertThat(gallery).as("gallery").doesNotContain(colour);
      assertThat(notebook).as("TTS notebook").doesNotContain(colour);
      assertThat(summary).as("deck summary").doesNotContain(colour);
      assertThat(guide).as("sleeve guide page").doesNotContain(colour);
      assertThat(gallery)
          .as("the deck's heading says it is played bare")
          .containsPattern(
              Pattern.quote(d.name()) + " <small>\\d+ cards · played without sleeves</small>");
      assertThat(notebook).contains(d.name() + "[/b] — ").contains("played without sleeves");
    }
  }

  private String galleryPage() throws IOException {
    FontSet fonts = FontSet.load();
    new GalleryTarget()
        .write(
            new BuildContext(catalog, new TestCardRenderer(fonts), fonts, 1, new Diagnostics()),
            out);
    return Files.readString(out.resolve(GalleryTarget.PAGE));
  }

  private int gallerysTotal() throws IOException {
    String page = galleryPage();
    Matcher total = Pattern.compile("<tr class=\"total\">(.*?)</tr>", Pattern.DOTALL).matcher(page);
    assertThat(total.find()).isTrue();
    Matcher sleeves = Pattern.compile("<td class=\"num\">(\\d+)</td>").matcher(total.group(1));
    assertThat(sleeves.find()).isTrue();
    return Integer.parseInt(sleeves.group(1));
  }

  private int guidesTotal() throws IOException {
    String text = guideText();
    Matcher total =
        Pattern.compile("In all, " + SleeveGuide.SLEEVE_NAME + " sleeves\\s+(\\d+)\\s+(\\d+)")
            .matcher(text);
    assertThat(total.find()).as(text).isTrue();
    return Integer.parseInt(total.group(2));
  }

  private String guideText() throws IOException {
    FontSet fonts = FontSet.load();
    SleeveGuidePage page = new SleeveGuidePage(fonts, "Game", SleeveGuide.of(catalog));
    Path pdf = out.resolve("guide.pdf");
    try (PdfDocumentWriter w = new PdfDocumentWriter(fonts, "guide", "guide")) {
      try (PageCanvas canvas = w.newPage(210, 297)) {
        canvas.full(w.form(210, 297, g -> page.paint(g, 210, 297)));
      }
      w.save(pdf);
    }
    try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
      return new PDFTextStripper().getText(doc);
    }
  }

  private int summarysTotal() {
    String text = new DeckSummary().text(catalog);
    Matcher total = Pattern.compile("(?m)^(\\d+) sleeves\\b").matcher(text);
    assertThat(total.find()).as(text).isTrue();
    return Integer.parseInt(total.group(1));
  }
}
