package org.legendsforge.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;
import org.luaj.vm2.Globals;
import org.luaj.vm2.lib.jse.JsePlatform;

/**
 * Card data written by an attacker (issue 15, item 1): names that try to break out of every output
 * they reach. Names with a line break or another control character are refused at their line; names
 * that are one line of odd text build, and in every output stay text: the Lua script runs without
 * running them, the XML UI, card SVGs and balance page parse as XML, and the gallery holds them
 * only escaped.
 */
class HostileNamesBuildTest {
  @TempDir Path work;

  /** One line each, so valid data; every one tries a different way out. */
  private static final String GAME = "Graveyard ]] \"--\" '<' </script> & --[[";

  private static final String HERO = "<img src=x onerror=PWNED=1> ]==] \\\" --";
  private static final String SPELL = "</script><script>PWNED=1</script>";

  @Test
  void oneLineNamesThatTryToBreakOutStayTextInEveryOutput() throws Exception {
    Path data = ShippedData.copyInto(work);
    ShippedData.edit(
        data, "game.yaml", "name: Graveyard of Legends", "name: '" + GAME.replace("'", "''") + "'");
    ShippedData.editLine(
        data,
        "heroes.yaml",
        "^    name: .*$",
        "    name: '" + HERO.replace("'", "''").replace("\\", "\\\\").replace("$", "\\$") + "'",
        0);
    ShippedData.editLine(
        data,
        "spells/fire.yaml",
        "^    name: .*$",
        "    name: '" + SPELL.replace("$", "\\$") + "'",
        0);
    Path out = work.resolve("out");
    // the long names overflow their title boxes: an error unless allowed, and not what this is
    // about
    ForgeRun run =
        ForgeRun.of(
            "build", "--data", data.toString(), "--out", out.toString(), "--allow-overflow");
    assertThat(run.exitCode()).as(run.err()).isZero();

    JsonNode save;
    try (Stream<Path> files = Files.list(out.resolve("tts"))) {
      Path json = files.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
      save = new ObjectMapper().readTree(json.toFile());
    }
    Globals lua = JsePlatform.standardGlobals();
    lua.load(save.get("LuaScript").asText(), "Global").call();
    assertThat(lua.get("PWNED").isnil()).isTrue();
    String ui = save.get("XmlUI").asText();
    assertThat(
            DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(
                    new java.io.ByteArrayInputStream(
                        ("<Root>" + ui + "</Root>")
                            .getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                .getElementsByTagName("Option")
                .item(1)
                .getTextContent())
        .isEqualTo(HERO);

    String gallery = Files.readString(out.resolve("index.html"));
    for (String raw : List.of("</script><script>", "<img src=x")) {
      assertThat(gallery).doesNotContain(raw);
    }
    assertThat(gallery).contains("&lt;/script&gt;&lt;script&gt;PWNED=1&lt;/script&gt;");
    assertThat(gallery.split("<script>", -1)).hasSize(2); // only the live-reload script
    DocumentBuilderFactory.newInstance()
        .newDocumentBuilder()
        .parse(out.resolve("reports/balance.html").toFile());
    try (Stream<Path> svgs = Files.walk(out.resolve("cards/svg/"))) {
      for (Path svg : svgs.filter(p -> p.toString().endsWith(".svg")).limit(60).toList()) {
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
      }
    }
  }

  @ParameterizedTest(name = "a {0} in the game''s name is refused at its line")
  @CsvSource({
    "line feed, \\n",
    "carriage return, \\r",
    "tab, \\t",
    "NUL, \\0",
    "escape, \\e",
    "line separator, \\u2028",
    "next line, \\N",
  })
  void aNameWithAControlCharacterIsRefusedAtItsLine(String what, String escape) throws IOException {
    Path data = ShippedData.copyInto(work);
    int line =
        ShippedData.edit(
            data,
            "game.yaml",
            "name: Graveyard of Legends",
            "name: \"Graveyard" + escape + "PWNED = true --\"");
    ForgeRun run = ForgeRun.of("validate", "--data", data.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err()).contains("game.yaml:" + line + ":7: error[control-character]: \"name\"");
    assertThat(run.err()).contains("hint: ");
  }

  @Test
  void aHeroNameWithALineBreakIsRefusedAtItsLine() throws IOException {
    Path data = ShippedData.copyInto(work);
    ShippedData.EditedLine edited =
        ShippedData.editLine(
            data, "heroes.yaml", "^    name: (.*)$", "    name: \"$1\\\\nPWNED = true\"", 0);
    ForgeRun run = ForgeRun.of("validate", "--data", data.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .contains(
            "heroes.yaml:"
                + edited.line()
                + ":11: error[control-character]: \"name\" is one line of text");
  }
}
