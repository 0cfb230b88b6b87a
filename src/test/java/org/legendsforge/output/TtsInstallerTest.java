package org.legendsforge.output;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TtsInstallerTest {
  private final TtsFixture fx = TtsFixture.testCatalog();
  private final String name = "Test Legends";

  @Test
  void savesFolderPerSystem() {
    Path home = Path.of("/home/ann");
    assertThat(TtsInstaller.defaultSavesDir("Linux", home, Map.of()))
        .isEqualTo(Path.of("/home/ann/.local/share/Tabletop Simulator/Saves"));
    assertThat(TtsInstaller.defaultSavesDir("Mac OS X", home, Map.of()))
        .isEqualTo(Path.of("/home/ann/Library/Tabletop Simulator/Saves"));
    assertThat(
            TtsInstaller.defaultSavesDir("Windows 11", home, Map.of("USERPROFILE", "/users/ann")))
        .isEqualTo(Path.of("/users/ann/Documents/My Games/Tabletop Simulator/Saves"));
  }

  @Test
  void installsSaveThumbnailAndImagesWithUrlsPointingAtTheCopies(@TempDir Path saves)
      throws IOException {
    TtsInstaller.Result r = install(saves, false);
    Path json = saves.resolve(name + ".json");
    assertThat(json).exists();
    assertThat(saves.resolve(name + ".png")).exists();
    String text = Files.readString(json);
    Path images = saves.resolve("Legends Forge").resolve(name + " images");
    assertThat(text).doesNotContain(localBase()).contains(UrlAssets.fileBase(images));
    try (var files = Files.list(fx.out.resolve("tts/images"))) {
      for (Path p : files.toList()) {
        assertThat(images.resolve(p.getFileName())).hasSameBinaryContentAs(p);
      }
    }
    assertThat(r.backedUp()).isEmpty();
    TtsInstaller.Result again = install(saves, false);
    assertThat(again.copied()).isEmpty();
    assertThat(again.unchanged()).hasSize(r.copied().size());
  }

  @Test
  void aDifferentFileIsNeverReplacedSilently(@TempDir Path saves) throws IOException {
    Files.writeString(saves.resolve(name + ".json"), "a player's own save");
    assertThatThrownBy(() -> install(saves, false))
        .isInstanceOf(TtsInstaller.ConflictException.class)
        .hasMessageContaining(name + ".json");
    assertThat(Files.readString(saves.resolve(name + ".json"))).isEqualTo("a player's own save");
    assertThat(saves.resolve(name + ".png")).doesNotExist();
    TtsInstaller.Result forced = install(saves, true);
    assertThat(forced.backedUp()).hasSize(1);
    assertThat(Files.readString(saves.resolve(name + ".json.bak")))
        .isEqualTo("a player's own save");
  }

  @Test
  void everyImageUrlIsAValidUrlOfAnExistingFileBeforeAndAfterInstalling(@TempDir Path tmp)
      throws Exception {
    Path out = Files.createDirectories(tmp.resolve("my games/Légendes #1"));
    TtsFixture built =
        TtsFixture.buildInto(
            org.legendsforge.tts.TestCatalog.create(),
            new TestCardRenderer(org.legendsforge.render.FontSet.load()),
            out);
    java.util.List<String> builtUrls = imageUrls(built.json);
    assertThat(builtUrls).isNotEmpty();
    for (String url : builtUrls) {
      assertThat(url).doesNotContain(" ").doesNotContain("é").startsWith("file:///");
      assertThat(Path.of(new java.net.URI(url))).as(url).exists();
    }
    Path saves = Files.createDirectories(tmp.resolve("Tabletop Simulator/Saves"));
    new TtsInstaller()
        .install(
            built.out.resolve("tts"),
            name,
            TtsTarget.localImageBase(built.out.resolve("tts")),
            saves,
            false);
    java.util.List<String> installed = imageUrls(saves.resolve(name + ".json"));
    assertThat(installed).hasSameSizeAs(builtUrls);
    for (int i = 0; i < installed.size(); i++) {
      String url = installed.get(i);
      assertThat(url).doesNotContain(" ").contains("Tabletop%20Simulator/Saves/Legends%20Forge/");
      assertThat(Path.of(new java.net.URI(url))).as(url).exists();
      String file = builtUrls.get(i).substring(builtUrls.get(i).lastIndexOf('/'));
      assertThat(url).endsWith(file);
    }
  }

  private static java.util.List<String> imageUrls(Path json) throws IOException {
    java.util.List<String> out = new java.util.ArrayList<>();
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("\"(?:FaceURL|BackURL|ImageURL)\"\\s*:\\s*\"([^\"]+)\"")
            .matcher(Files.readString(json));
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  private TtsInstaller.Result install(Path saves, boolean force) throws IOException {
    return new TtsInstaller().install(fx.out.resolve("tts"), name, localBase(), saves, force);
  }

  private String localBase() {
    return UrlAssets.fileBase(fx.out.resolve("tts").resolve("images"));
  }
}
