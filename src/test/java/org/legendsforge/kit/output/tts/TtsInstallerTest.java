package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.output.TestCardRenderer;
import org.legendsforge.kit.tts.ImageUrls;

class TtsInstallerTest {
  private final TtsFixture fx = TtsFixture.testCatalog();
  private final String name = "Test Legends";

  @Test
  void gameFoldersPerSystem() {
    Path home = Path.of("/home/ann");
    assertThat(TtsInstaller.gameFolders("Linux", home, Map.of()))
        .containsExactly(
            Path.of("/home/ann/.local/share/Tabletop Simulator"),
            Path.of("/home/ann/My Games/Tabletop Simulator"));
    assertThat(TtsInstaller.gameFolders("Mac OS X", home, Map.of()))
        .containsExactly(Path.of("/home/ann/Library/Tabletop Simulator"));
    assertThat(TtsInstaller.gameFolders("Windows 11", home, Map.of("USERPROFILE", "/users/ann")))
        .containsExactly(Path.of("/users/ann/Documents/My Games/Tabletop Simulator"));
  }

  @Test
  void homeIsTheEnvironmentsWhenItHasOne() {
    assertThat(TtsInstaller.home(Map.of("HOME", "/tmp/other"), "/home/ann"))
        .isEqualTo(Path.of("/tmp/other"));
    assertThat(TtsInstaller.home(Map.of(), "/home/ann")).isEqualTo(Path.of("/home/ann"));
  }

  @Test
  void theSavesFolderIsTheFirstGameFolderThatExists(@TempDir Path home) throws IOException {
    List<Path> folders = TtsInstaller.gameFolders("Linux", home, Map.of());
    assertThat(TtsInstaller.savesDir(folders)).isEmpty();
    Files.createDirectories(home.resolve("My Games/Tabletop Simulator"));
    assertThat(TtsInstaller.savesDir(folders))
        .contains(home.resolve("My Games/Tabletop Simulator/Saves"));
  }

  @Test
  void nothingIsCreatedWithoutTheGamesFolder(@TempDir Path tmp) {
    Path saves = tmp.resolve("Tabletop Simulator/Saves");
    assertThatThrownBy(() -> install(saves, false))
        .isInstanceOf(TtsInstaller.NoGameFolderException.class);
    assertThat(tmp.resolve("Tabletop Simulator")).doesNotExist();
  }

  @Test
  void reinstallingAfterAnEditReplacesForgesOwnFilesAndPrunesOldImages(@TempDir Path tmp)
      throws IOException {
    Path saves = tmp.resolve("Saves");
    Files.createDirectories(saves);
    install(saves, false);
    Path images = saves.resolve("Legends Forge").resolve(name + " images");
    // an image of the last install the next one does not use, and an edited save to install
    Path stale = images.resolve("old-sheet-0000.png");
    Files.writeString(stale, "an image forge installed before");
    Path manifest = saves.resolve("Legends Forge").resolve(name + ".installed.json");
    String list = Files.readString(manifest);
    Files.writeString(
        manifest,
        list.replaceFirst(
            "\\{",
            "{\n  \"Legends Forge/"
                + name
                + " images/old-sheet-0000.png\" : \""
                + sha256("an image forge installed before")
                + "\","));
    Path edited = tmp.resolve("edited");
    copyTree(fx.out.resolve("tts"), edited);
    Files.writeString(
        edited.resolve(name + ".json"),
        Files.readString(edited.resolve(name + ".json")).replace("Test Legends", "Test Legends!"));
    Path mine = images.resolve("my-own-notes.txt");
    Files.writeString(mine, "not forge's");

    TtsInstaller.Result r = new TtsInstaller().install(edited, name, localBase(), saves, false);
    assertThat(r.copied()).containsExactly(saves.resolve(name + ".json").toString());
    assertThat(r.backedUp()).isEmpty();
    assertThat(r.removed()).containsExactly(stale.toString());
    assertThat(stale).doesNotExist();
    assertThat(mine).exists();
    assertThat(Files.readString(saves.resolve(name + ".json"))).contains("Test Legends!");
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
    assertThat(text).doesNotContain(localBase()).contains(ImageUrls.fileBase(images));
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
    // a save of the same name forge never installed (no list of forge's files yet)
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
            org.legendsforge.kit.tts.TestCatalog.create(),
            new TestCardRenderer(org.legendsforge.kit.render.FontSet.load()),
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

  private static String sha256(String text) throws IOException {
    try {
      return java.util.HexFormat.of()
          .formatHex(
              java.security.MessageDigest.getInstance("SHA-256")
                  .digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IOException(e);
    }
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (var walk = Files.walk(from)) {
      for (Path p : walk.toList()) {
        Path t = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(t);
        } else {
          Files.copy(p, t);
        }
      }
    }
  }

  private String localBase() {
    return ImageUrls.fileBase(fx.out.resolve("tts").resolve("images"));
  }
}
