package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.lib.jse.JsePlatform;

/** {@code forge tts} on the shipped data: one real build, then install and replay checks on it. */
class TtsCommandTest {
  @Test
  void writesInstallsAndReplaysForgeSetup(@TempDir Path tmp) throws IOException {
    Path out = tmp.resolve("out");
    Path saves = Files.createDirectories(tmp.resolve("Saves"));
    ForgeRun run =
        ForgeRun.of(
            "tts",
            "--out",
            out.toString(),
            "--seed",
            "9",
            "--install",
            "--saves-dir",
            saves.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    Path json = out.resolve("tts/Graveyard of Legends.json");
    assertThat(json).exists();
    assertThat(out.resolve("tts/Graveyard of Legends.png")).exists();
    assertThat(saves.resolve("Graveyard of Legends.json")).exists();
    // ... and says where the game shows it and how to load it
    assertThat(run.out())
        .contains("installed into")
        .contains("Games → Save & Load")
        .contains("load \"Graveyard of Legends\"");

    // The script's setup for the seed given equals `forge setup --seed 9 --format json`.
    JsonNode save = new ObjectMapper().readTree(json.toFile());
    Globals g = JsePlatform.standardGlobals();
    g.load(save.get("LuaScript").asText(), "Global").call();
    LuaValue lua = g.get("rules").get("setup").call(LuaValue.valueOf(9));
    ForgeRun setup = ForgeRun.of("setup", "--seed", "9", "--format", "json");
    JsonNode java = new ObjectMapper().readTree(setup.out());
    for (int i = 0; i < 9; i++) {
      assertThat(lua.get("grid").get(i + 1).tojstring())
          .isEqualTo(java.get("grid").get(i).asText());
    }
    for (int i = 0; i < java.get("heroes").size(); i++) {
      assertThat(lua.get("heroes").get(i + 1).get("hero").tojstring())
          .isEqualTo(java.get("heroes").get(i).get("hero").asText());
      assertThat(lua.get("heroes").get(i + 1).get("cell").tojstring())
          .isEqualTo(java.get("heroes").get(i).get("cell").asText());
    }
    for (int i = 0; i < java.get("pickups").size(); i++) {
      assertThat(lua.get("pickups").get(i + 1).get("kind").tojstring())
          .isEqualTo(java.get("pickups").get(i).get("kind").asText());
      assertThat(lua.get("pickups").get(i + 1).get("cell").tojstring())
          .isEqualTo(java.get("pickups").get(i).get("cell").asText());
    }
    assertThat(lua.get("startPlayer").toint()).isEqualTo(java.get("startPlayer").asInt());
    assertThat(save.get("XmlUI").asText()).contains("onEndEdit=\"onSeedEdited\">9</InputField>");
    JsonNode tabs = save.get("TabStates");
    JsonNode lastTab = tabs.get(Integer.toString(tabs.size() - 1));
    assertThat(lastTab.get("title").asText())
        .as("the players' notebook ends with the decks, no designer's balance notes")
        .isEqualTo("Decks");
    assertThat(lastTab.get("body").asText())
        .contains("Decks and sleeves")
        .doesNotContain("(cost · value · aim)");

    // A second install changes nothing; a file the player changed is left alone (exit 3).
    ForgeRun again =
        ForgeRun.of(
            "tts",
            "--out",
            out.toString(),
            "--seed",
            "9",
            "--install",
            "--saves-dir",
            saves.toString());
    assertThat(again.exitCode()).as(again.err()).isZero();
    assertThat(again.out()).contains("0 files copied");
    Files.writeString(saves.resolve("Graveyard of Legends.json"), "{}");
    ForgeRun conflict =
        ForgeRun.of(
            "tts",
            "--out",
            out.toString(),
            "--seed",
            "9",
            "--install",
            "--saves-dir",
            saves.toString());
    assertThat(conflict.exitCode()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(conflict.err())
        .contains("were changed since forge installed them")
        .contains("--force");
    assertThat(Files.readString(saves.resolve("Graveyard of Legends.json"))).isEqualTo("{}");
  }

  @Test
  void installingWhereNoGameFolderExistsCreatesNothingAndSaysWhereItLooked(@TempDir Path tmp) {
    Path saves = tmp.resolve("nowhere/Saves");
    ForgeRun run =
        ForgeRun.of(
            "tts",
            "--out",
            tmp.resolve("out").toString(),
            "--install",
            "--saves-dir",
            saves.toString());
    assertThat(run.exitCode()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(run.err())
        .contains("no Tabletop Simulator folder found; looked in:")
        .contains(saves.toString())
        .contains("nothing was installed or created");
    assertThat(tmp.resolve("nowhere")).doesNotExist();
  }

  @Test
  void theImageAddressOfForgeYamlIsKeptByEveryRunAndTheHostedSaveStaysPut(@TempDir Path tmp)
      throws IOException {
    Path data = org.legendsforge.testing.ShippedData.copyInto(tmp);
    Path out = tmp.resolve("output");
    Files.writeString(
        tmp.resolve("forge.yaml"),
        "# settings\ntts:\n  imageBaseUrl: https://example.org/legends\n");
    ForgeRun tts = ForgeRun.of("tts", "--data", data.toString(), "--out", out.toString());
    assertThat(tts.exitCode()).as(tts.err()).isZero();
    Path hosted = out.resolve("tts-hosted/Graveyard of Legends (hosted).json");
    assertThat(Files.readString(hosted))
        .contains("https://example.org/legends/")
        .doesNotContain("file://");
    assertThat(Files.readString(out.resolve("tts/Graveyard of Legends.json")))
        .contains("file://")
        .doesNotContain("https://example.org/legends/");
    assertThat(tts.out())
        .contains("upload")
        .contains("tts-hosted/images/ to https://example.org/legends/")
        .contains("https://example.org/legends/<file name> must open the image in a browser")
        .contains("loads it with Games → Save & Load");

    // a build keeps the address from forge.yaml; a run without it leaves the hosted save as it was
    ForgeRun build = ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
    assertThat(build.exitCode()).as(build.err()).isZero();
    assertThat(Files.readString(hosted)).contains("https://example.org/legends/");
    Files.delete(tmp.resolve("forge.yaml"));
    String before = Files.readString(hosted);
    ForgeRun plain = ForgeRun.of("tts", "--data", data.toString(), "--out", out.toString());
    assertThat(plain.exitCode()).as(plain.err()).isZero();
    assertThat(plain.out()).doesNotContain("upload");
    assertThat(Files.readString(hosted)).isEqualTo(before);
  }

  @Test
  void aMistakeInForgeYamlIsALocatedError(@TempDir Path tmp) throws IOException {
    Path data = org.legendsforge.testing.ShippedData.copyInto(tmp);
    Files.writeString(tmp.resolve("forge.yaml"), "tts:\n  imageBaseURL: https://example.org/x/\n");
    ForgeRun run =
        ForgeRun.of("tts", "--data", data.toString(), "--out", tmp.resolve("out").toString());
    assertThat(run.exitCode()).isEqualTo(ExitCodes.DATA);
    assertThat(run.err())
        .contains(
            "forge.yaml:2:3: error[unknown-key]: unknown key \"imageBaseURL\" in tts settings")
        .contains("did you mean \"imageBaseUrl\"?");
  }

  @Test
  void badOptionsAreUsageErrors(@TempDir Path tmp) {
    ForgeRun url = ForgeRun.of("tts", "--out", tmp.toString(), "--image-base-url", "ftp://host/x");
    assertThat(url.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(url.err()).contains("--image-base-url");
    ForgeRun query =
        ForgeRun.of("tts", "--out", tmp.toString(), "--image-base-url", "https://h/x?dl=1");
    assertThat(query.exitCode()).isEqualTo(ExitCodes.USAGE);
    ForgeRun seed = ForgeRun.of("tts", "--out", tmp.toString(), "--seed", "-1");
    assertThat(seed.exitCode()).isEqualTo(ExitCodes.USAGE);
  }
}
