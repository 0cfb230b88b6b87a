package org.legendsforge.kit.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.render.SampleCatalog;
import org.legendsforge.kit.render.TestResources;

class GalleryTargetTest {
  @TempDir Path tmp;
  private final Catalog catalog = SampleCatalog.build();

  private String write(Path out, Diagnostics diagnostics) throws IOException {
    Files.createDirectories(out.resolve("print"));
    Files.writeString(out.resolve("print/b-terrain-a4.pdf"), "%PDF");
    Files.writeString(out.resolve("print/a-cards-a4.pdf"), "%PDF");
    Files.createDirectories(out.resolve("reports"));
    Files.writeString(
        out.resolve(ReportsTarget.BALANCE_PAGE),
        "<html><body><figure class=\"chart\" id=\"chart-x\">\n<svg><rect/></svg></figure><p>table</p></body></html>");
    new GalleryTarget()
        .write(
            new BuildContext(
                catalog, TestResources.load().renderer(), TestResources.FONTS, 1, diagnostics),
            out);
    return Files.readString(out.resolve(GalleryTarget.PAGE));
  }

  @Test
  void showsEveryDeckCardAndBackWithLazySmallImagesLinkedToFullSize() throws IOException {
    String page = write(tmp.resolve("a"), new Diagnostics());
    for (Deck deck : catalog.decks()) {
      assertThat(page)
          .contains(
              "id=\"deck-" + deck.id() + "\"",
              deck.sleeve().hex(),
              "src=\"cards/png/" + deck.id() + "/back.png\"");
      for (var card : catalog.cardsOf(deck.contents())) {
        String png = "cards/png/" + deck.id() + "/" + card.id() + ".png";
        assertThat(page)
            .contains(
                "<a href=\""
                    + png
                    + "\" target=\"_blank\"><img loading=\"lazy\" src=\""
                    + png
                    + "?v=");
      }
    }
    assertThat(page).contains("✔ No problems");
  }

  @Test
  void linksThePdfsInOrderAndEmbedsTheBalanceCharts() throws IOException {
    String page = write(tmp.resolve("a"), new Diagnostics());
    assertThat(page.indexOf("print/a-cards-a4.pdf"))
        .isPositive()
        .isLessThan(page.indexOf("print/b-terrain-a4.pdf"));
    assertThat(page)
        .contains(
            "href=\"reports/balance.html\"",
            "<figure class=\"chart\" id=\"chart-x\">\n<svg><rect/></svg></figure>")
        .doesNotContain("<p>table</p>");
  }

  @Test
  void linksTheSavesAndEveryPdfWithTheirPreviews() throws IOException {
    Path out = tmp.resolve("b");
    Files.createDirectories(out.resolve("print/previews"));
    Files.writeString(out.resolve("print/previews/a-cards-a4.png"), "png");
    Files.createDirectories(out.resolve("tts"));
    Files.writeString(out.resolve("tts/My Game.json"), "{}");
    Files.writeString(out.resolve("tts/My Game.png"), "png");
    Files.writeString(out.resolve("summary.txt"), "decks");
    String page = write(out, new Diagnostics());
    assertThat(page)
        .contains(
            "<a href=\"print/a-cards-a4.pdf\"><img class=\"preview\" loading=\"lazy\""
                + " src=\"print/previews/a-cards-a4.png\"",
            "<a href=\"tts/My Game.json\"><img class=\"preview\" loading=\"lazy\""
                + " src=\"tts/My Game.png\"",
            "<a href=\"summary.txt\">summary.txt</a>",
            "href=\"#tts\"");
    // a PDF whose preview was not made is still linked, without a picture
    assertThat(page)
        .contains("<li><a href=\"print/b-terrain-a4.pdf\">print/b-terrain-a4.pdf</a>")
        .doesNotContain("print/previews/b-terrain-a4.png");
    assertThat(GalleryTarget.PREVIEWS).isEqualTo(org.legendsforge.kit.output.pdf.PdfPreviews.DIR);
  }

  @Test
  void listsWarningsWithTheirPlaceAndHint() throws IOException {
    Diagnostics d = new Diagnostics();
    d.warning(
        "spirit-hand-size",
        SourceRef.at("card-data/spirits.yaml", 30, 3),
        "hand limits <add> up to 4",
        "make them 5");
    String page = write(tmp.resolve("a"), d);
    assertThat(page)
        .contains(
            "<code>card-data/spirits.yaml:30:3</code>",
            "warning[spirit-hand-size]",
            "hand limits &lt;add&gt; up to 4",
            "hint: make them 5")
        .doesNotContain("No problems");
  }

  @Test
  void sameBuildSameBytesAndAnotherCatalogAnotherBuildId() throws IOException {
    String first = write(tmp.resolve("a"), new Diagnostics());
    assertThat(write(tmp.resolve("b"), new Diagnostics())).isEqualTo(first);
    Diagnostics warned = new Diagnostics();
    warned.warning("x", SourceRef.file("f.yaml"), "m", "");
    String other = write(tmp.resolve("c"), warned);
    assertThat(buildId(other)).isNotEqualTo(buildId(first)).hasSize(64);
  }

  private static String buildId(String page) {
    int at = page.indexOf("name=\"forge-build\" content=\"") + 28;
    return page.substring(at, page.indexOf('"', at));
  }
}
