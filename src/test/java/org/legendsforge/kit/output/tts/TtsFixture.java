package org.legendsforge.kit.output.tts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.outputs.GraveyardParts;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.TestCardRenderer;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.tts.TestCatalog;

/** Builds the TTS output of a catalog once into a temporary folder, for the tests to inspect. */
final class TtsFixture {
  static final Path TEMPLATES = Path.of("templates");

  final Catalog catalog;
  final org.legendsforge.kit.book.Rulebook rulebook;
  final Path out;
  final Path json;
  final JsonNode save;

  private TtsFixture(Catalog catalog, org.legendsforge.kit.book.Rulebook rulebook, Path out)
      throws IOException {
    this.catalog = catalog;
    this.rulebook = rulebook;
    this.out = out;
    this.json = out.resolve("tts").resolve(TtsTarget.fileName(catalog.game().title()) + ".json");
    this.save = new ObjectMapper().readTree(json.toFile());
  }

  private static TtsFixture shared;
  private static TtsFixture shipped;

  /** The shipped card data drawn by the real card renderer (built once, about half a minute). */
  static synchronized TtsFixture shippedData() {
    if (shipped == null) {
      Path data = org.legendsforge.testing.ShippedData.folder();
      Catalog c =
          new org.legendsforge.games.graveyard.data.CardDataLoader(Path.of("").toAbsolutePath())
              .load(data)
              .catalog()
              .orElseThrow();
      FontSet fonts = FontSet.load();
      Diagnostics sink = new Diagnostics();
      var renderer =
          org.legendsforge.kit.render.RenderResources.load(
                  Path.of("templates"), Optional.of(data), c.game().name(), fonts, sink)
              .orElseThrow(
                  () -> new IllegalStateException("templates do not load: " + sink.sorted()))
              .renderer();
      org.legendsforge.kit.book.Rulebook rules =
          new org.legendsforge.games.graveyard.data.RulesTextLoader(Path.of("").toAbsolutePath())
              .load(data, c, sink)
              .orElseThrow(() -> new IllegalStateException("rules do not load: " + sink.sorted()));
      shipped = build(c, rules, renderer, fonts, 1);
    }
    return shipped;
  }

  @Override
  public String toString() {
    return catalog.game().name();
  }

  static synchronized TtsFixture testCatalog() {
    if (shared == null) {
      shared = build(TestCatalog.create(), 42);
    }
    return shared;
  }

  static TtsFixture build(Catalog catalog, long seed) {
    FontSet fonts = FontSet.load();
    return build(catalog, new TestCardRenderer(fonts), fonts, seed);
  }

  static TtsFixture build(
      Catalog catalog,
      org.legendsforge.kit.render.CardRenderer renderer,
      FontSet fonts,
      long seed) {
    return build(catalog, org.legendsforge.kit.book.Rulebook.NONE, renderer, fonts, seed);
  }

  /** A save of {@code catalog} written into {@code out} (seed 1, no rules text). */
  static TtsFixture buildInto(
      Catalog catalog, org.legendsforge.kit.render.CardRenderer renderer, Path out) {
    return build(
        catalog, org.legendsforge.kit.book.Rulebook.NONE, renderer, FontSet.load(), 1, out);
  }

  static TtsFixture build(
      Catalog catalog,
      org.legendsforge.kit.book.Rulebook rules,
      org.legendsforge.kit.render.CardRenderer renderer,
      FontSet fonts,
      long seed) {
    try {
      return build(catalog, rules, renderer, fonts, seed, Files.createTempDirectory("forge-tts-"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static TtsFixture build(
      Catalog catalog,
      org.legendsforge.kit.book.Rulebook rules,
      org.legendsforge.kit.render.CardRenderer renderer,
      FontSet fonts,
      long seed,
      Path out) {
    try {
      BuildContext ctx = new BuildContext(catalog, rules, renderer, fonts, seed, new Diagnostics());
      new TtsTarget(TEMPLATES, Optional.empty(), out, new GraveyardParts()).write(ctx, out);
      return new TtsFixture(catalog, rules, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
