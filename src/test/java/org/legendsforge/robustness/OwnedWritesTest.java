package org.legendsforge.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.legendsforge.kit.output.OutputTree;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * Writes stay where forge owns them (issue 15, item 6): a file named on the command line is written
 * only where nothing stands or over a file forge wrote, never over card data, a document, a link or
 * a folder; and the output folder's own entries (marker, lock, build folders, an old staging
 * folder) are never followed when someone made them links to elsewhere.
 */
class OwnedWritesTest {
  @TempDir Path work;
  private Path data;
  private Path victim;

  @BeforeEach
  void setUp() throws IOException {
    data = ShippedData.copyInto(work);
    victim = Files.writeString(work.resolve("thesis.txt"), "four years of work\n");
  }

  @ParameterizedTest(name = "balance --html over {0}")
  @ValueSource(strings = {"card data", "a document", "a link to a document", "a folder"})
  void theBalancePageIsNotWrittenOverWhatForgeDidNotWrite(String what) throws IOException {
    Path target =
        switch (what) {
          case "card data" -> data.resolve("heroes.yaml");
          case "a document" -> victim;
          case "a link to a document" ->
              Files.createSymbolicLink(work.resolve("report.html"), victim);
          default -> Files.createDirectories(work.resolve("reports"));
        };
    TreeSnapshot before = TreeSnapshot.of(work);
    ForgeRun run = ForgeRun.of("balance", "--data", data.toString(), "--html", target.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
    assertThat(run.err()).contains("forge: error: ").contains("  hint: ");
    assertThat(before.diff(TreeSnapshot.of(work))).isEmpty();
  }

  @Test
  void theBalancePageIsWrittenNewAndOverItself() throws IOException {
    Path page = work.resolve("balance.html");
    assertThat(
            ForgeRun.of("balance", "--data", data.toString(), "--html", page.toString()).exitCode())
        .isZero();
    String first = Files.readString(page);
    ShippedData.editLine(data, "spells/water.yaml", "^(\\s+cost:) (\\d+)$", "$1 7");
    assertThat(
            ForgeRun.of("balance", "--data", data.toString(), "--html", page.toString()).exitCode())
        .isZero();
    assertThat(Files.readString(page)).isNotEqualTo(first);
    try (var left = Files.list(work)) {
      assertThat(left.filter(p -> p.getFileName().toString().endsWith(".forge-tmp"))).isEmpty();
    }
  }

  @Test
  void aGameLogIsNotWrittenOverCardData() throws IOException {
    TreeSnapshot before = TreeSnapshot.of(work);
    ForgeRun run =
        ForgeRun.of(
            "play",
            "--data",
            data.toString(),
            "--seed",
            "1",
            "--log",
            data.resolve("heroes.yaml").toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
    assertThat(run.err()).contains("heroes.yaml exists and was not written by forge");
    assertThat(before.diff(TreeSnapshot.of(work))).isEmpty();
  }

  @Test
  void schemasAreNotWrittenOverAFileForgeDidNotWriteAndThenNoneIs() throws IOException {
    Path dir = Files.createDirectories(work.resolve("schemas"));
    Files.writeString(dir.resolve("spells-fire.schema.json"), "{\"mine\": true}\n");
    ForgeRun run = ForgeRun.of("schema", "--out", dir.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("spells-fire.schema.json exists and was not written by forge");
    try (var files = Files.list(dir)) {
      assertThat(files).containsExactly(dir.resolve("spells-fire.schema.json"));
    }
    Files.delete(dir.resolve("spells-fire.schema.json"));
    assertThat(ForgeRun.of("schema", "--out", dir.toString()).exitCode()).isZero();
    assertThat(ForgeRun.of("schema", "--out", dir.toString()).exitCode())
        .as("over its own schemas")
        .isZero();
  }

  @Test
  void theOutputFoldersOwnEntriesAreNeverFollowedAsLinks() throws IOException {
    Path out = Files.createDirectories(work.resolve("out"));
    Path elsewhere = Files.createDirectories(work.resolve("elsewhere"));
    Files.writeString(elsewhere.resolve("keep.txt"), "someone's\n");
    Files.writeString(out.resolve(OutputTree.MARKER), "made by forge\n");
    Files.createSymbolicLink(out.resolve(OutputTree.LOCK), victim);
    Files.createSymbolicLink(out.resolve(".forge-builds"), elsewhere);
    Files.createSymbolicLink(out.resolve(".forge-staging"), elsewhere);
    Files.createSymbolicLink(out.resolve(".forge-old"), elsewhere);
    TreeSnapshot outside = TreeSnapshot.of(work, java.util.Set.of("out"));

    ForgeRun run = ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(outside.diff(TreeSnapshot.of(work, java.util.Set.of("out")))).isEmpty();
    assertThat(Files.isSymbolicLink(out.resolve(OutputTree.LOCK))).isFalse();
    assertThat(Files.isSymbolicLink(out.resolve(".forge-builds"))).isFalse();
  }

  @Test
  void aMarkerThatIsALinkDoesNotMakeAFolderForges() throws IOException {
    Path out = Files.createDirectories(work.resolve("documents"));
    Files.writeString(out.resolve("letter.txt"), "dear designer\n");
    Files.createSymbolicLink(out.resolve(OutputTree.MARKER), victim);
    ForgeRun run = ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(Files.readString(victim)).isEqualTo("four years of work\n");
  }
}
