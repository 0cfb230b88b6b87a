package org.legendsforge.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.diag.OutputFailure;

/**
 * {@code forge schema --out DIR} writes every schema or none, and says why as a typed failure: a
 * file there that forge did not write is never replaced.
 */
class SchemaFilesTest {
  @TempDir Path tmp;

  @Test
  void everyDataFileGetsItsSchemaInTheNamedFolder() {
    SchemaFiles schemas = new SchemaFiles();
    Path dir = tmp.resolve("schemas");

    SchemaFiles.Result result = schemas.into(new ProjectPaths(tmp, tmp), dir);

    assertThat(result.failure()).isEmpty();
    assertThat(result.written()).hasSize(schemas.dataFiles().size());
    assertThat(result.written())
        .allSatisfy(w -> assertThat(w.file()).isRegularFile().startsWith(dir));
    assertThat(schemas.of("heroes.yaml")).get().asString().contains("Legends Forge card data: ");
    assertThat(schemas.of("nope.yaml")).isEmpty();
  }

  @Test
  void aFileForgeDidNotWriteStopsTheWholeRunBeforeAnythingIsWritten() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("schemas"));
    Path foreign = Files.writeString(dir.resolve("spirits.schema.json"), "my own notes");

    SchemaFiles.Result result = new SchemaFiles().into(new ProjectPaths(tmp, tmp), dir);

    assertThat(result.written()).isEmpty();
    assertThat(result.failure())
        .get()
        .extracting(f -> f.kind())
        .isEqualTo(OutputFailure.NOT_MADE_BY_FORGE);
    assertThat(Files.readString(foreign)).isEqualTo("my own notes");
    try (var files = Files.list(dir)) {
      assertThat(files).containsExactly(foreign);
    }
  }

  @Test
  void anOutputFolderForgeDidNotMakeIsRefusedWithTheOptionThatAvoidsIt() throws Exception {
    Path home = Files.createDirectories(tmp.resolve("project"));
    Files.writeString(Files.createDirectories(home.resolve("output")).resolve("mine.txt"), "x");

    SchemaFiles.Result result = new SchemaFiles().intoOutput(new ProjectPaths(home, tmp));

    assertThat(result.written()).isEmpty();
    BuildReport.Failure f = result.failure().orElseThrow();
    assertThat(f.kind()).isEqualTo(OutputFailure.NOT_MADE_BY_FORGE);
    assertThat(f.hint()).contains("--out DIR");
    assertThat(home.resolve("output/schema")).doesNotExist();
  }
}
