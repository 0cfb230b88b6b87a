package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.InputFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.book.MarkdownBlocks;
import org.legendsforge.kit.tts.RulesBbcode;
import org.legendsforge.pipeline.BuildReport;
import org.legendsforge.pipeline.ProjectBuild;

/** The data-only example, Village of Legends, built into print PDFs, card images and a TTS save. */
class ProjectTableTest {
  static final Path VILLAGE = Path.of("examples/village-of-legends");

  @TempDir static Path out;

  static BuildReport report;
  static JsonNode save;

  @BeforeAll
  static void build() throws IOException {
    report = new ProjectBuild(VILLAGE, "").build(out.resolve("output"));
    assertThat(report.ok()).as("%s", report.diagnostics().sorted()).isTrue();
    save = new ObjectMapper().readTree(out.resolve("output/tts/village-of-legends.json").toFile());
  }

  @Test
  void theBuildWritesPrintCardsAndTts() {
    assertThat(report.written()).contains("cards", "print", "tts");
    assertThat(out.resolve("output/print/village-of-legends-cards-a4.pdf")).isRegularFile();
    assertThat(out.resolve("output/print/village-of-legends-cards-letter.pdf")).isRegularFile();
    assertThat(out.resolve("output/print/village-of-legends-boards.pdf")).isRegularFile();
    assertThat(out.resolve("output/cards/main/monster-cave-troll.png")).isRegularFile();
    assertThat(out.resolve("output/cards/main/back.png")).isRegularFile();
  }

  @Test
  void eachCardAlsoGetsAnSvgWithItsTextAsTextAndTheGalleryShowsThem() throws IOException {
    assertThat(report.written()).contains("index.html");
    assertThat(Files.readString(out.resolve("output/cards/main/monster-cave-troll.svg")))
        .startsWith("<?xml")
        .contains("Cave Troll");
    assertThat(Files.readString(out.resolve("output/index.html")))
        .contains("cards/main/monster-cave-troll.png?v=")
        .contains("cards/main/back.png")
        .contains("print/village-of-legends-cards-a4.pdf");
  }

  @Test
  void theCardsPdfHoldsTheDuplexTestTheGuidesThenEachSheetsFrontsAndBacks() throws IOException {
    try (PDDocument pdf =
        Loader.loadPDF(out.resolve("output/print/village-of-legends-cards-a4.pdf").toFile())) {
      // 115 cards, 9 to an A4 sheet: 13 sheets of a front and a back, after the 2 test pages,
      // the sleeve guide and the component list
      assertThat(pdf.getNumberOfPages()).isEqualTo(4 + 2 * 13);
      assertThat(
              new org.apache.pdfbox.text.PDFTextStripper() {
                {
                  setStartPage(3);
                  setEndPage(4);
                }
              }.getText(pdf))
          .contains(
              "Sleeves",
              "115 cards in all: 115 sleeves of 66 \u00d7 91 mm",
              "Components",
              "Market board");
    }
  }

  @Test
  void theComponentsPdfPrintsTheTokensTheCounterDialsAndTheDieNets() throws IOException {
    try (PDDocument pdf =
        Loader.loadPDF(out.resolve("output/print/village-of-legends-components-a4.pdf").toFile())) {
      // the guide, then a sheet a shape: 8 tokens, 2 dials of two discs, 2 cube nets
      assertThat(pdf.getNumberOfPages()).isEqualTo(4);
      String guide =
          new org.apache.pdfbox.text.PDFTextStripper() {
            {
              setStartPage(1);
              setEndPage(1);
            }
          }.getText(pdf);
      assertThat(guide)
          .contains(
              "Printed pieces", "4 \u00d7 Life cube", "2 \u00d7 Monster wounds", "2 \u00d7 Die")
          .contains("paper fastener", "fold on the dashed lines");
      String dials =
          new org.apache.pdfbox.text.PDFTextStripper() {
            {
              setStartPage(3);
              setEndPage(3);
            }
          }.getText(pdf);
      // the counter's lower disc runs from its start (0) to its end (10) round the rim
      assertThat(dials).contains("Monster wounds", "cut out", "0", "10");
    }
    assertThat(out.resolve("output/print/village-of-legends-components-letter.pdf"))
        .isRegularFile();
  }

  @Test
  void theShopFilesHoldEveryCopyOnePerPageAndEachCardOnceAsAPng() throws IOException {
    Path shop = out.resolve("output/print/shop");
    float pt = 72f / 25.4f;
    for (String side : List.of("fronts", "backs")) {
      try (PDDocument pdf =
          Loader.loadPDF(shop.resolve("village-of-legends-shop-" + side + ".pdf").toFile())) {
        // page n of the backs is the back of page n of the fronts: 115 copies each
        assertThat(pdf.getNumberOfPages()).as(side).isEqualTo(115);
        var page = pdf.getPage(0);
        assertThat(page.getTrimBox().getWidth()).isCloseTo(63 * pt, within(0.01f));
        assertThat(page.getTrimBox().getLowerLeftX()).isCloseTo(3 * pt, within(0.01f));
        assertThat(page.getBleedBox().getWidth()).isCloseTo(69 * pt, within(0.01f));
      }
    }
    // each card once, its copies in the name, at 300 dpi with 1/8 in of bleed each side
    java.awt.image.BufferedImage troll =
        javax.imageio.ImageIO.read(shop.resolve("png/main/002-monster-cave-troll-x2.png").toFile());
    assertThat(troll.getWidth()).isEqualTo((int) Math.round((63 + 25.4 / 4) / 25.4 * 300));
    assertThat(troll.getHeight()).isEqualTo((int) Math.round((88 + 25.4 / 4) / 25.4 * 300));
    assertThat(shop.resolve("png/main/back.png")).isRegularFile();
    try (Stream<Path> beer = Files.list(shop.resolve("png/beer"))) {
      assertThat(beer.map(p -> p.getFileName().toString()))
          .containsExactlyInAnyOrder(
              "001-beer-foaming-ale-x3.png",
              "002-beer-dwarven-stout-x2.png",
              "003-beer-honey-mead-x2.png",
              "004-beer-barrel-of-rum-x1.png",
              "back.png");
    }
  }

  @Test
  void theSaveIsValidAgainstTheTtsSchema() throws IOException {
    String json = Files.readString(out.resolve("output/tts/village-of-legends.json"));
    assertThat(TtsSaveStructureTest.saveSchema().validate(json, InputFormat.JSON)).isEmpty();
  }

  @Test
  void everyDeckIsOnTheTableWithEachCopyOfItsCards() {
    List<JsonNode> decks =
        objects().filter(o -> o.get("Name").asText().equals("DeckCustom")).toList();
    assertThat(decks)
        .extracting(d -> d.get("Nickname").asText())
        .containsExactly(
            "Starting cards",
            "Beer",
            "Scrolls",
            "Spells",
            "Potions",
            "Nuggets",
            "Main deck",
            "Heroes");
    assertThat(decks.get(0).get("ContainedObjects")).hasSize(40);
    int cards = decks.stream().mapToInt(d -> d.get("ContainedObjects").size()).sum();
    assertThat(cards).isEqualTo(115);
  }

  @Test
  void aCardsTooltipCarriesItsTypeNumbersAndText() {
    JsonNode troll =
        objects()
            .flatMap(
                o -> o.has("ContainedObjects") ? stream(o.get("ContainedObjects")) : Stream.empty())
            .filter(c -> c.get("Nickname").asText().equals("Cave Troll"))
            .findFirst()
            .orElseThrow();
    assertThat(troll.get("Description").asText())
        .startsWith("Monster \u2014 cost 50, life 8, attack 3\n")
        .contains("Its victim may not buy while it stands.");
  }

  @Test
  void aDeckTheMarketBoardNamesLiesOnItsSpace() {
    JsonNode board =
        objects()
            .filter(o -> o.get("Nickname").asText().equals("Market board"))
            .findFirst()
            .orElseThrow();
    JsonNode beer =
        objects().filter(o -> o.get("Nickname").asText().equals("Beer")).findFirst().orElseThrow();
    JsonNode potions =
        objects()
            .filter(o -> o.get("Nickname").asText().equals("Potions"))
            .findFirst()
            .orElseThrow();
    JsonNode starting =
        objects()
            .filter(o -> o.get("Nickname").asText().equals("Starting cards"))
            .findFirst()
            .orElseThrow();
    double halfWidth =
        board.get("Transform").get("scaleX").asDouble() * ProjectTable.TILE_UNITS / 2;
    double bx = board.get("Transform").get("posX").asDouble();
    assertThat(x(beer)).isBetween(bx - halfWidth, bx + halfWidth);
    assertThat(x(potions)).isGreaterThan(x(beer));
    assertThat(z(beer)).isGreaterThan(board.get("Transform").get("posZ").asDouble());
    // a deck no space names lies off the board, in front of it
    assertThat(z(starting)).isLessThan(board.get("Transform").get("posZ").asDouble() - 3);
  }

  @Test
  void theRulesTextIsTheNotebooksTab() {
    assertThat(save.get("TabStates").get("0").get("title").asText()).isEqualTo("Rules");
    assertThat(save.get("TabStates").get("0").get("body").asText()).contains("[b]A turn[/b]");
  }

  @Test
  void aProjectsRulesAreSetAsTheKitSetsGraveyardsNotebook() {
    String rules =
        "# Harvest\n\nBring in the **wheat** first.\n\n## A turn\n\n- draw two\n- play one\n";
    assertThat(ProjectTable.notebookText(rules))
        .isEqualTo(new RulesBbcode().chapter(new MarkdownBlocks().chapter("rules", rules)))
        .contains("[b][5A4B8A]Harvest[-][/b]")
        .contains("Bring in the [b]wheat[/b] first.")
        .contains("[b]A turn[/b]")
        .contains("• draw two\n• play one")
        .doesNotContain("**", "#", "- draw");
  }

  @Test
  void diceCountersAndTokensLieOnTheTable() {
    List<String> names = objects().map(o -> o.get("Name").asText()).toList();
    assertThat(names).contains("Die_6", "Counter", "BlockSquare", "Custom_Tile");
    assertThat(names.stream().filter(n -> n.equals("Die_6"))).hasSize(2);
  }

  private static double x(JsonNode o) {
    return o.get("Transform").get("posX").asDouble();
  }

  private static double z(JsonNode o) {
    return o.get("Transform").get("posZ").asDouble();
  }

  private static Stream<JsonNode> objects() {
    return stream(save.get("ObjectStates"));
  }

  private static Stream<JsonNode> stream(JsonNode array) {
    List<JsonNode> out = new ArrayList<>();
    array.forEach(out::add);
    return out.stream();
  }
}
