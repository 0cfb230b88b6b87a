package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.table.LuaView;
import org.legendsforge.games.graveyard.table.TableGeometry;
import org.legendsforge.games.graveyard.table.TableIndex;
import org.legendsforge.kit.template.TemplateRenderException;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.kit.tts.TestCatalog;
import org.luaj.vm2.LuaValue;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * No text of the card data runs as code in the Tabletop Simulator save, whatever it holds: each
 * payload below tries to leave the place a name is written (a Lua comment, a string literal, a long
 * bracket, an XML element) and set the global {@code PWNED}. The shipped script templates are
 * rendered with the payload as the game's name and every hero's name, run in LuaJ, and the names
 * must come back unchanged while {@code PWNED} stays unset. The data loader refuses line breaks in
 * names on top of this (see {@code HostileNamesBuildTest}); here the escaping alone must hold.
 */
class ScriptInjectionTest {
  static Stream<String> payloads() {
    return Stream.of(
        "Graveyard\nPWNED = true --",
        "Graveyard\rPWNED = true --",
        "Graveyard\r\nPWNED = true",
        "x\u2028PWNED = true",
        "]] PWNED = true --[[",
        "]==] PWNED = true --[==[",
        "\" PWNED = true --",
        "\\\" PWNED = true --",
        "x\\\nPWNED = true --",
        "' PWNED = true --",
        "--[[ ]] PWNED = true",
        "</script><script>PWNED = true</script>",
        "\u0000\nPWNED = true",
        "\u001b[31m\nPWNED = true");
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @MethodSource("payloads")
  void aHostileNameStaysTextInTheGlobalScript(String payload) throws IOException {
    String lua = new GlobalScriptWriter(Path.of("templates")).write(hostile(payload)).lua();
    LuaHarness script = LuaHarness.script(lua);
    assertThat(script.globals.get("PWNED").isnil())
        .as("the name ran as code:\n" + firstLines(lua))
        .isTrue();
    // The name is still the data it was: the comment line quotes it, the rules see it whole.
    String commentLine = lua.lines().findFirst().orElseThrow();
    assertThat(
            script
                .globals
                .load("return " + commentLine.substring(3, commentLine.indexOf(" — ")), "name")
                .call()
                .tojstring())
        .isEqualTo(payload);
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @MethodSource("payloads")
  void aHostileNameStaysTextInTheXmlUi(String payload) throws Exception {
    String xml = new GlobalScriptWriter(Path.of("templates")).write(hostile(payload)).xmlUi();
    if (payload.chars().anyMatch(c -> c < 0x20 && c != '\n' && c != '\r')) {
      return; // XML cannot hold these at all; the data loader refuses them (HostileNamesBuildTest)
    }
    Document ui =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(
                new ByteArrayInputStream(
                    ("<Root>" + xml + "</Root>").getBytes(StandardCharsets.UTF_8)));
    NodeList options = ui.getElementsByTagName("Option");
    assertThat(options.getLength()).isGreaterThan(1);
    assertThat(options.item(1).getTextContent())
        .isEqualTo(payload.replace("\r\n", "\n").replace('\r', '\n'));
    assertThat(ui.getElementsByTagName("script").getLength()).isZero();
  }

  @Test
  void aNameInterpolatedWithoutLuaStopsAtItsLineInsteadOfBecomingCode(@TempDir Path templates)
      throws IOException {
    Path tts = Files.createDirectories(templates.resolve("tts"));
    Files.writeString(tts.resolve(GlobalScriptWriter.LUA), "local n = 1\n-- ${view.gameName}\n");
    Files.writeString(tts.resolve(GlobalScriptWriter.UI), "<Panel/>\n");
    assertThatThrownBy(
            () -> new GlobalScriptWriter(templates).write(hostile("Graveyard\nPWNED = true")))
        .isInstanceOfSatisfying(
            TemplateRenderException.class,
            e -> {
              assertThat(e.where().location()).endsWith("tts/global.lua.ftl:2:4");
              assertThat(e.getMessage()).contains("lua(...)");
            });
  }

  @Test
  void numbersAndPlainWordsStillNeedNoEscaping(@TempDir Path templates) throws IOException {
    Path tts = Files.createDirectories(templates.resolve("tts"));
    Files.writeString(
        tts.resolve(GlobalScriptWriter.LUA),
        "x = ${view.geometry.width?c}; s = ${view.defaultSeed}; f = on${view.pickupKinds[0]?cap_first}; n = ${lua(view.gameName)}\n");
    Files.writeString(tts.resolve(GlobalScriptWriter.UI), "<Panel/>\n");
    String lua = new GlobalScriptWriter(templates).write(hostile("A ]] B")).lua();
    assertThat(lua)
        .startsWith("x = ")
        .contains("; s = 1234567; f = onHyper; n = \"A \\093\\093 B\"");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("javaFromTemplates")
  void aScriptTemplateCannotReachJava(String attempt, @TempDir Path templates) throws IOException {
    Path tts = Files.createDirectories(templates.resolve("tts"));
    Files.writeString(tts.resolve(GlobalScriptWriter.LUA), "-- header\n" + attempt + "\n");
    Files.writeString(tts.resolve(GlobalScriptWriter.UI), "<Panel/>\n");
    assertThatThrownBy(() -> new GlobalScriptWriter(templates).write(hostile("Game")))
        .isInstanceOfSatisfying(
            TemplateRenderException.class,
            e -> assertThat(e.where().location()).contains("tts/global.lua.ftl:2:"));
  }

  static Stream<String> javaFromTemplates() {
    return Stream.of(
        "<#assign ex = \"freemarker.template.utility.Execute\"?new()>${ex(\"id\")}",
        "<#assign oc = \"freemarker.template.utility.ObjectConstructor\"?new()>${oc(\"java.io.File\", \"/\")}",
        "${view?api.getClass()}",
        "${view.class.name}",
        "${view.gameName.getClass()}");
  }

  /**
   * The view of the test catalog with {@code name} as the game's name and as the name of every
   * hero, deck, player and spirit the scripts see: every record of the view with a {@code name}
   * gets it, so names the templates take up later are tried too.
   */
  private static LuaView hostile(String name) {
    Catalog catalog = TestCatalog.create();
    LuaView v =
        LuaView.of(
            catalog,
            TableIndex.create(catalog, new GuidAllocator()),
            TableGeometry.DEFAULT,
            1234567);
    return renamed(v, name);
  }

  @SuppressWarnings("unchecked")
  private static <R> R renamed(R record, String name) {
    try {
      var components = record.getClass().getRecordComponents();
      Object[] values = new Object[components.length];
      Class<?>[] types = new Class<?>[components.length];
      for (int i = 0; i < components.length; i++) {
        Object value = components[i].getAccessor().invoke(record);
        types[i] = components[i].getType();
        if ((components[i].getName().equals("name") || components[i].getName().equals("gameName"))
            && value instanceof String) {
          value = name;
        } else if (value instanceof List<?> list) {
          value =
              list.stream()
                  .map(e -> e != null && e.getClass().isRecord() ? renamed(e, name) : e)
                  .toList();
        } else if (value != null && value.getClass().isRecord()) {
          value = renamed(value, name);
        }
        values[i] = value;
      }
      var constructor = record.getClass().getDeclaredConstructor(types);
      constructor.setAccessible(true);
      return (R) constructor.newInstance(values);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String firstLines(String lua) {
    return String.join("\n", lua.lines().limit(4).toList());
  }

  @Test
  void theHarnessWouldSeeCodeThatRan() {
    // the check above can fail: a script that sets PWNED is seen doing it
    assertThat(LuaHarness.script("PWNED = true").globals.get("PWNED")).isEqualTo(LuaValue.TRUE);
  }
}
