package org.legendsforge.output;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.model.Catalog;
import org.legendsforge.render.FontSet;
import org.legendsforge.tts.TestCatalog;

/** Builds the TTS output of a catalog once into a temporary folder, for the tests to inspect. */
final class TtsFixture {
  static final Path TEMPLATES = Path.of("templates");

  final Catalog catalog;
  final Path out;
  final Path json;
  final JsonNode save;

  private TtsFixture(Catalog catalog, Path out) throws IOException {
    this.catalog = catalog;
    this.out = out;
    this.json = out.resolve("tts").resolve(TtsTarget.fileName(catalog.game().name()) + ".json");
    this.save = new ObjectMapper().readTree(json.toFile());
  }

  private static TtsFixture shared;

  static synchronized TtsFixture testCatalog() {
    if (shared == null) {
      shared = build(TestCatalog.create(), 42);
    }
    return shared;
  }

  static TtsFixture build(Catalog catalog, long seed) {
    try {
      Path out = Files.createTempDirectory("forge-tts-");
      FontSet fonts = FontSet.load();
      BuildContext ctx =
          new BuildContext(catalog, new SimpleCardRenderer(fonts), fonts, seed, new Diagnostics());
      new TtsTarget(TEMPLATES, Optional.empty(), out, Optional.empty()).write(ctx, out);
      return new TtsFixture(catalog, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
