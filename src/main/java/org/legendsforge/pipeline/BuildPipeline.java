package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.legendsforge.data.LoadResult;
import org.legendsforge.data.SchemaWriter;
import org.legendsforge.model.Catalog;
import org.legendsforge.output.DeckSummary;
import org.legendsforge.output.OutputTree;

/**
 * The whole build, top to bottom: load, validate, stop on errors, then write every output into a
 * staging folder and move it into place only when all of it succeeded.
 */
public final class BuildPipeline {
  private final DataStage data;

  public BuildPipeline(DataStage data) {
    this.data = data;
  }

  public BuildReport run(BuildOptions options) {
    LoadResult loaded = data.run(options.data());
    if (loaded.catalog().isEmpty()) {
      return new BuildReport(loaded.diagnostics(), List.of(), java.util.Optional.empty(), java.util.Optional.empty());
    }
    Catalog catalog = loaded.catalog().get();
    OutputTree tree = new OutputTree(options.out());
    try {
      if (!tree.isOurs()) {
        return BuildReport.failed(
            loaded.diagnostics(),
            "output folder " + options.out() + " is not empty and was not made by forge",
            "choose an empty or new folder with --out DIR; forge replaces what it writes there");
      }
      Path staging = tree.beginStaging();
      try {
        writeSummary(catalog, staging);
        writeSchemas(staging);
        List<String> written = tree.commit();
        return new BuildReport(loaded.diagnostics(), written, java.util.Optional.empty(), java.util.Optional.empty());
      } catch (IOException | RuntimeException e) {
        tree.abandon();
        throw e;
      }
    } catch (IOException e) {
      return BuildReport.failed(
          loaded.diagnostics(),
          "cannot write the output: " + e.getMessage(),
          "check that " + options.out() + " is writable and the disk has room; the last good output is unchanged");
    }
  }

  private static void writeSummary(Catalog catalog, Path staging) throws IOException {
    Files.writeString(staging.resolve("summary.txt"), new DeckSummary().text(catalog));
  }

  private static void writeSchemas(Path staging) throws IOException {
    Path dir = Files.createDirectories(staging.resolve("schema"));
    for (Map.Entry<String, String> e : new SchemaWriter().all().entrySet()) {
      Files.writeString(dir.resolve(SchemaWriter.schemaFileName(e.getKey())), e.getValue());
    }
  }
}
