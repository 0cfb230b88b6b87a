package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.legendsforge.kit.tts.LuaStrings;

/**
 * Runs tts-scenario.lua, a whole game's table in Lua, on the shipped save in LuaJ, once plainly and
 * once with the game's Turkish-culture string functions imitated: both must show the same. It also
 * writes the scenario as plain Lua files into {@code target/tts-scenario/} (the save's objects, the
 * mock, the Global script, the scenario, and LuaJ's transcript), so the same play can be run in the
 * game's MoonSharp and compared (docs/tts.md says how).
 */
class TtsScenarioTest {
  private final TtsFixture fx = TtsFixture.shippedData();

  @Test
  void theTableShowsTheSameUnderAnyCultureAndEndsClean() throws IOException {
    String scenario = resource("tts-scenario.lua");
    String plain =
        LuaHarness.onTable(
                fx.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize())
            .globals
            .load(scenario, "scenario")
            .call()
            .tojstring();
    String turkish =
        LuaHarness.onTable(
                fx.save,
                org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize(),
                true)
            .globals
            .load(scenario, "scenario")
            .call()
            .tojstring();
    assertThat(turkish).isEqualTo(plain);
    assertThat(plain)
        .contains("Setup of seed 5 done")
        .contains("The game starts: a Turn Order deck of 4 cards")
        .contains("Type an area such as 2r1d")
        .contains("cells in 3r1d around I5")
        .contains("Setup of seed 6 done")
        .contains("after a second setup: 0 markers, 0 cards in Red's hand, 15 cards on the map")
        .contains("Chaos Elements (Chaos elements, a variant (not in the designer's rules)")
        .doesNotContain("not complete");

    Path dir = Files.createDirectories(Path.of("target", "tts-scenario"));
    Files.writeString(dir.resolve("1-objects.lua"), "MOCK_OBJECTS = " + objects(fx.save) + "\n");
    Files.writeString(dir.resolve("2-tts-mock.lua"), resource("tts-mock.lua"));
    Files.writeString(dir.resolve("3-global.lua"), fx.save.get("LuaScript").asText());
    Files.writeString(dir.resolve("4-scenario.lua"), scenario);
    Files.writeString(dir.resolve("transcript-luaj.txt"), plain + "\n");
  }

  /** The save's objects as Lua source: {{data = <ObjectState>, size = 1 or 18 for the mat}, …}. */
  static String objects(JsonNode save) {
    StringBuilder out = new StringBuilder("{\n");
    for (JsonNode o : save.get("ObjectStates")) {
      double size =
          o.get("Nickname").asText().equals("Map")
              ? org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize()
              : 1;
      out.append("{data = ").append(lua(o)).append(", size = ").append(number(size)).append("},\n");
    }
    return out.append("}").toString();
  }

  static String lua(JsonNode node) {
    if (node.isObject()) {
      StringBuilder out = new StringBuilder("{");
      for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        out.append('[')
            .append(LuaStrings.quote(e.getKey()))
            .append("] = ")
            .append(lua(e.getValue()));
        out.append(it.hasNext() ? ", " : "");
      }
      return out.append('}').toString();
    }
    if (node.isArray()) {
      StringBuilder out = new StringBuilder("{");
      for (int i = 0; i < node.size(); i++) {
        out.append(i > 0 ? ", " : "").append(lua(node.get(i)));
      }
      return out.append('}').toString();
    }
    if (node.isBoolean()) {
      return Boolean.toString(node.asBoolean());
    }
    if (node.isNumber()) {
      return number(node.asDouble());
    }
    if (node.isNull()) {
      return "nil";
    }
    return LuaStrings.quote(node.asText());
  }

  private static String number(double v) {
    return BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = TtsScenarioTest.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
