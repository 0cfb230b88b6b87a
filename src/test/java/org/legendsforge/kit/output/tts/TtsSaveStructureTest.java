package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.legendsforge.games.graveyard.model.DeckKind;

/** The save's structure: schema, decks and sheets, images, GUIDs, scripts. */
class TtsSaveStructureTest {
  static java.util.stream.Stream<TtsFixture> fixtures() {
    return java.util.stream.Stream.of(TtsFixture.testCatalog(), TtsFixture.shippedData());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void saveIsValidAgainstTheTtsSchema(TtsFixture fx) throws IOException {
    Schema schema = saveSchema();
    List<Error> errors = schema.validate(Files.readString(fx.json), InputFormat.JSON);
    assertThat(errors).isEmpty();
  }

  @Test
  void schemaCheckIsNotVacuous() throws IOException {
    TtsFixture fx = TtsFixture.testCatalog();
    Schema schema = saveSchema();
    String broken = Files.readString(fx.json).replaceFirst("\"CardID\": \\d+", "\"CardID\": \"x\"");
    assertThat(schema.validate(broken, InputFormat.JSON)).isNotEmpty();
  }

  /** The vendored schema, its https ids answered from the test resources: no network. */
  static Schema saveSchema() {
    String prefix = "https://tts.swlegion.dev/";
    Path dir = Path.of("src/test/resources/tts-save-schema");
    SchemaRegistry registry =
        SchemaRegistry.withDefaultDialect(
            SpecificationVersion.DRAFT_7,
            b ->
                b.schemas(
                    iri -> {
                      if (!iri.startsWith(prefix)) {
                        return null;
                      }
                      try {
                        return Files.readString(dir.resolve(iri.substring(prefix.length())));
                      } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                      }
                    }));
    return registry.getSchema(SchemaLocation.of(prefix + "SaveState.json"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void topLevelKeysAreThoseTheGameWrites(TtsFixture fx) {
    assertThat(fx.save.get("SaveName").asText()).isEqualTo(fx.catalog.game().name());
    assertThat(fx.save.get("Date").asText()).isEmpty();
    for (String key :
        List.of(
            "GameMode",
            "VersionNumber",
            "Table",
            "Note",
            "Rules",
            "XmlUI",
            "LuaScript",
            "LuaScriptState",
            "ObjectStates",
            "TabStates")) {
      assertThat(fx.save.has(key)).as(key).isTrue();
    }
    JsonNode tabs = fx.save.get("TabStates");
    assertThat(tabs.get("0").get("title").asText()).isEqualTo("Player aid");
    assertThat(tabs.get("1").get("title").asText()).isEqualTo("This table");
    assertThat(tabs.get(Integer.toString(tabs.size() - 1)).get("title").asText())
        .isEqualTo("Decks");
    assertThat(fx.save.get("SnapPoints")).hasSize(15);
    // Snap points pull terrain cards only: they share the "terrain" tag, tokens and coins do not.
    for (JsonNode p : fx.save.get("SnapPoints")) {
      assertThat(p.get("Tags").toString()).isEqualTo("[\"terrain\"]");
    }
    for (JsonNode o : allObjects(fx.save)) {
      boolean terrainCard =
          o.get("Name").asText().equals("Card") && o.get("GMNotes").asText().contains("terrain");
      if (o.path("Tags").toString().contains("\"terrain\"")) {
        assertThat(o.get("Name").asText()).isIn("Card", "DeckCustom");
      } else {
        assertThat(terrainCard).as(o.get("Nickname").asText()).isFalse();
      }
    }
    assertThat(fx.save.get("ComponentTags").get("labels").toString())
        .contains("\"displayed\":\"hero\"");
  }

  /**
   * The save is for the players at the table: its notebook holds the player aid, how to use the
   * table, the rulebook's chapters and the decks. What the designer prices cards by stays in the
   * balance report (reports/balance.html).
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void noNotebookTabIsADesignersTab(TtsFixture fx) {
    Set<String> playersTabs = new HashSet<>(List.of("Player aid", "This table", "Decks"));
    fx.rulebook.chapters().forEach(c -> playersTabs.add(c.title()));
    JsonNode tabs = fx.save.get("TabStates");
    assertThat(tabs.size()).isGreaterThanOrEqualTo(3);
    for (JsonNode tab : tabs) {
      String title = tab.get("title").asText();
      assertThat(title).isIn(playersTabs);
      assertThat(tab.get("body").asText().toLowerCase(java.util.Locale.ROOT))
          .as(title)
          .doesNotContain("balance")
          .doesNotContain("exchange rate")
          .doesNotContain("value · aim");
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void everyDeckIdMapsToACellOfAnExistingSheet(TtsFixture fx) throws IOException {
    int decks = 0;
    for (JsonNode deck : allObjects(fx.save)) {
      if (!deck.get("Name").asText().equals("DeckCustom")) {
        continue;
      }
      decks++;
      JsonNode ids = deck.get("DeckIDs");
      JsonNode cards = deck.get("ContainedObjects");
      assertThat(ids.size()).isEqualTo(cards.size()).isGreaterThanOrEqualTo(2);
      for (int i = 0; i < ids.size(); i++) {
        int id = ids.get(i).asInt();
        assertThat(cards.get(i).get("CardID").asInt()).isEqualTo(id);
        JsonNode sheet = deck.get("CustomDeck").get(Integer.toString(id / 100));
        assertThat(sheet).as("sheet of card %d", id).isNotNull();
        assertThat(id % 100)
            .isLessThan(sheet.get("NumWidth").asInt() * sheet.get("NumHeight").asInt());
        assertThat(cards.get(i).get("CustomDeck").get(Integer.toString(id / 100))).isEqualTo(sheet);
        assertThat(sheet.get("BackIsHidden").asBoolean()).isTrue();
      }
    }
    assertThat(decks).isEqualTo(DeckKind.values().length);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void sheetKeysAreUniqueAcrossTheSave(TtsFixture fx) {
    Set<String> faces = new HashSet<>();
    Set<String> seen = new HashSet<>();
    for (JsonNode deck : allObjects(fx.save)) {
      if (deck.has("CustomDeck")) {
        deck.get("CustomDeck")
            .fields()
            .forEachRemaining(
                e -> {
                  String face = e.getValue().get("FaceURL").asText();
                  if (seen.add(e.getKey())) {
                    faces.add(e.getKey() + face);
                  } else {
                    assertThat(faces)
                        .as("key %s reused for another sheet", e.getKey())
                        .contains(e.getKey() + face);
                  }
                });
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void everyImageExistsIsRgbAndDividesByItsGrid(TtsFixture fx) throws IOException {
    for (JsonNode deck : allObjects(fx.save)) {
      if (!deck.has("CustomDeck")) {
        continue;
      }
      for (JsonNode sheet : deck.get("CustomDeck")) {
        BufferedImage face = image(sheet.get("FaceURL").asText());
        assertThat(face.getWidth() % sheet.get("NumWidth").asInt()).isZero();
        assertThat(face.getHeight() % sheet.get("NumHeight").asInt()).isZero();
        assertThat(face.getWidth()).isLessThanOrEqualTo(4096);
        assertThat(face.getHeight()).isLessThanOrEqualTo(4096);
        assertThat(face.getColorModel().hasAlpha()).isFalse();
        assertThat(sheet.get("NumWidth").asInt()).isBetween(1, 10);
        assertThat(sheet.get("NumHeight").asInt()).isBetween(1, 7);
        BufferedImage back = image(sheet.get("BackURL").asText());
        assertThat(back.getWidth()).isEqualTo(face.getWidth() / sheet.get("NumWidth").asInt());
      }
    }
    for (JsonNode o : allObjects(fx.save)) {
      if (o.has("CustomImage")) {
        assertThat(image(o.get("CustomImage").get("ImageURL").asText()).getColorModel().hasAlpha())
            .isFalse();
      }
    }
    assertThat(fx.out.resolve("tts/" + TtsTarget.fileName(fx.catalog.game().name()) + ".png"))
        .exists();
  }

  @Test
  void eachCellShowsTheCardTrimFromItsCorner() throws IOException {
    TtsFixture fx = TtsFixture.testCatalog();
    // The test renderer marks the trim's top-left corner red: the bleed must be cut away.
    for (JsonNode deck : allObjects(fx.save)) {
      if (deck.get("Name").asText().equals("DeckCustom")) {
        JsonNode sheet = deck.get("CustomDeck").elements().next();
        BufferedImage face = image(sheet.get("FaceURL").asText());
        int cw = face.getWidth() / sheet.get("NumWidth").asInt();
        int ch = face.getHeight() / sheet.get("NumHeight").asInt();
        for (int slot = 0; slot < deck.get("DeckIDs").size(); slot++) {
          int x = (slot % sheet.get("NumWidth").asInt()) * cw;
          int y = (slot / sheet.get("NumWidth").asInt()) * ch;
          assertThat(face.getRGB(x + 2, y + 2) & 0xFFFFFF).as("slot %d", slot).isEqualTo(0xFF0000);
          assertThat(face.getRGB(x + cw / 2, y + ch / 2) & 0xFFFFFF).isEqualTo(0xFFFFFF);
        }
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void cardsCarryNameRulesTextAndDataAsJson(TtsFixture fx) throws IOException {
    ObjectMapper m = new ObjectMapper();
    int cards = 0;
    for (JsonNode o : allObjects(fx.save)) {
      if (o.get("Name").asText().equals("Card")) {
        cards++;
        assertThat(o.get("Nickname").asText()).isNotBlank();
        assertThat(o.get("Description").asText()).isNotBlank();
        JsonNode data = m.readTree(o.get("GMNotes").asText());
        assertThat(data.get("id").asText()).isNotBlank();
      }
    }
    assertThat(cards).isEqualTo(fx.catalog.printedCards().count());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void guidsAreUniqueSixHexDigits(TtsFixture fx) {
    Set<String> guids = new HashSet<>();
    for (JsonNode o : allObjects(fx.save)) {
      String g = o.get("GUID").asText();
      assertThat(g).matches("[0-9a-f]{6}");
      assertThat(guids.add(g)).as("duplicate GUID %s", g).isTrue();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void tableHasTheIssuesPieces(TtsFixture fx) {
    List<String> names = allObjects(fx.save).stream().map(o -> o.get("Name").asText()).toList();
    assertThat(names)
        .filteredOn("HandTrigger"::equals)
        .hasSize(fx.catalog.playerCards().size())
        .hasSizeGreaterThanOrEqualTo(2);
    assertThat(names).filteredOn("Die_10"::equals).hasSize(2);
    JsonNode label =
        allObjects(fx.save).stream()
            .filter(o -> o.get("Name").asText().equals("3DText"))
            .findFirst()
            .orElseThrow();
    assertThat(label.get("Text").get("Text").asText()).isNotBlank();
    // damage, mana, decay and held-hyper-orb markers: every hero may hold a hyper orb at once
    assertThat(names).filteredOn("Infinite_Bag"::equals).hasSize(4);
    assertThat(fx.save.toString()).contains("\"Nickname\":\"Hyper orb markers\"");
    assertThat(names).filteredOn("Counter"::equals).hasSize(1 + fx.catalog.playerCards().size());
    long tokens =
        allObjects(fx.save).stream()
            .filter(o -> o.path("Tags").toString().contains("\"hero\""))
            .count();
    assertThat(tokens).isEqualTo(fx.catalog.heroes().size());
    long coins =
        allObjects(fx.save).stream()
            .filter(o -> o.path("Tags").toString().contains("\"pickup\""))
            .count();
    assertThat(coins)
        .isEqualTo(
            java.util.Arrays.stream(org.legendsforge.games.graveyard.rules.PickupKind.values())
                .mapToInt(fx.catalog::pickupCount)
                .sum());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void xmlUiIsWellFormedAndCallsFunctionsTheScriptDefines(TtsFixture fx) throws Exception {
    String xml = "<root>" + fx.save.get("XmlUI").asText() + "</root>";
    var doc =
        javax.xml.parsers.DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(
                new java.io.ByteArrayInputStream(
                    xml.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    var g = LuaHarness.sandbox();
    g.load(fx.save.get("LuaScript").asText(), "Global").call();
    var all = doc.getElementsByTagName("*");
    int handlers = 0;
    for (int i = 0; i < all.getLength(); i++) {
      var attrs = all.item(i).getAttributes();
      for (String event : List.of("onClick", "onEndEdit", "onValueChanged")) {
        var a = attrs.getNamedItem(event);
        if (a != null) {
          handlers++;
          assertThat(g.get(a.getNodeValue()).isfunction()).as(a.getNodeValue()).isTrue();
        }
      }
    }
    assertThat(handlers).isGreaterThan(10);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void everyScriptCompilesInTheSandbox(TtsFixture fx) {
    LuaHarness.sandbox().load(fx.save.get("LuaScript").asText(), "Global");
    for (JsonNode o : allObjects(fx.save)) {
      String lua = o.path("LuaScript").asText("");
      if (!lua.isEmpty()) {
        LuaHarness.sandbox().load(lua, o.get("GUID").asText());
      }
    }
    assertThat(fx.save.get("LuaScript").asText()).doesNotContain("goto ").doesNotContain("|x|");
  }

  @Test
  void regeneratingGivesByteIdenticalOutput() throws IOException {
    TtsFixture fx = TtsFixture.testCatalog();
    TtsFixture again = TtsFixture.build(fx.catalog, 42);
    String a = Files.readString(fx.json).replace(fx.out.toString(), "OUT");
    String b = Files.readString(again.json).replace(again.out.toString(), "OUT");
    assertThat(b).isEqualTo(a);
    try (var files = Files.list(fx.out.resolve("tts/images"))) {
      for (Path p : files.toList()) {
        assertThat(Files.readAllBytes(again.out.resolve("tts/images").resolve(p.getFileName())))
            .isEqualTo(Files.readAllBytes(p));
      }
    }
  }

  private static BufferedImage image(String url) throws IOException {
    assertThat(url).startsWith("file:///");
    Path p = Path.of(url.substring("file://".length()));
    assertThat(p).exists();
    return ImageIO.read(p.toFile());
  }

  static List<JsonNode> allObjects(JsonNode save) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode o : save.get("ObjectStates")) {
      collect(o, out);
    }
    return out;
  }

  private static void collect(JsonNode o, List<JsonNode> out) {
    out.add(o);
    if (o.has("ContainedObjects")) {
      for (JsonNode c : o.get("ContainedObjects")) {
        collect(c, out);
      }
    }
  }
}
