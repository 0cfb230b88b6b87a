package org.legendsforge.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ShownOutput;

/**
 * A data-only game rebuilt after one card's text changed: that card is drawn again, every other
 * drawing is the very file the last build made (the render cache links it over), and the result is
 * what a clean build writes.
 */
class ProjectRebuildTest {
  static final Path VILLAGE = Path.of("examples/village-of-legends");
  static final String FOLDERS =
      "cards .forge-cache/forms .forge-cache/tts-cells tts/images print/shop/png";

  @TempDir Path work;
  Path project;
  Path out;

  @BeforeEach
  void copyTheExample() throws IOException {
    project = work.resolve("village");
    try (Stream<Path> walk = Files.walk(VILLAGE)) {
      for (Path p : walk.toList()) {
        Path to = project.resolve(VILLAGE.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(to);
        } else {
          Files.copy(p, to);
        }
      }
    }
    out = work.resolve("out");
  }

  @Test
  void editingOneCardsTextRedrawsThatCardAloneInEveryOutput() throws IOException {
    build();
    Map<String, Map<Path, Object>> before = new HashMap<>();
    for (String folder : FOLDERS.split(" ")) {
      before.put(folder, identities(out.resolve(folder)));
    }
    editDwarvenStout();
    build();

    assertThat(changed(before.get("cards"), identities(out.resolve("cards"))))
        .containsExactlyInAnyOrder("beer-dwarven-stout.png", "beer-dwarven-stout.svg");
    assertThat(changed(before.get("print/shop/png"), now("print/shop/png")))
        .containsExactly("002-beer-dwarven-stout-x2.png");
    // the card's face in the print PDFs (one drawing for A4, Letter and the shop) and its TTS cell
    assertThat(changed(before.get(".forge-cache/forms"), now(".forge-cache/forms"))).hasSize(1);
    assertThat(changed(before.get(".forge-cache/tts-cells"), now(".forge-cache/tts-cells")))
        .hasSize(1);
    // the Beer deck's sheet gets a new name, so the table fetches it again; no other image does
    assertThat(changed(before.get("tts/images"), now("tts/images")))
        .singleElement()
        .asString()
        .startsWith("beer-1-");
  }

  @Test
  void aRebuildWritesTheSameBytesAsACleanBuild() throws IOException {
    build();
    editDwarvenStout();
    build();
    Map<Path, byte[]> incremental = contents(out);
    deleteTree(out);
    build();
    Map<Path, byte[]> clean = contents(out);
    assertThat(incremental.keySet()).isEqualTo(clean.keySet());
    incremental.forEach((p, bytes) -> assertThat(bytes).as(p.toString()).isEqualTo(clean.get(p)));
  }

  private void build() {
    BuildReport report = new ProjectBuild(project, "").build(out);
    assertThat(report.ok()).as("%s", report.diagnostics().sorted()).isTrue();
  }

  private void editDwarvenStout() throws IOException {
    Path csv = project.resolve("cards/market.csv");
    String text = Files.readString(csv);
    assertThat(text).contains("Dwarven Stout,beer,2,30,,Heal 2 life points.");
    Files.writeString(csv, text.replace("Heal 2 life points.", "Heal 3 life points."));
  }

  private Map<Path, Object> now(String folder) throws IOException {
    return identities(out.resolve(folder));
  }

  /** The names of the files that are new or no longer the same file. */
  private static java.util.List<String> changed(Map<Path, Object> before, Map<Path, Object> after) {
    return after.entrySet().stream()
        .filter(e -> !e.getValue().equals(before.get(e.getKey())))
        .map(e -> e.getKey().getFileName().toString())
        .toList();
  }

  private static Map<Path, Object> identities(Path root) throws IOException {
    Map<Path, Object> ids = new HashMap<>();
    for (Map.Entry<Path, Path> f : ShownOutput.files(root).entrySet()) {
      ids.put(f.getKey(), Files.getAttribute(f.getValue(), "unix:ino"));
    }
    return ids;
  }

  private static Map<Path, byte[]> contents(Path root) throws IOException {
    Map<Path, byte[]> all = new HashMap<>();
    for (Map.Entry<Path, Path> f : ShownOutput.files(root).entrySet()) {
      if (!f.getKey().startsWith(".forge-cache") && !f.getKey().startsWith(".forge-output")) {
        all.put(f.getKey(), Files.readAllBytes(f.getValue()));
      }
    }
    return all;
  }

  private static void deleteTree(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
