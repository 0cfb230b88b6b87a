package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.data.SchemaWriter;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.pieces.DeckSummary;
import org.legendsforge.kit.diag.OutputFailure;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.kit.files.IoProblem;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.OutputTarget;
import org.legendsforge.kit.output.OutputTree;
import org.legendsforge.kit.output.cache.CachedFitMemo;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.render.CardRenderer;

/**
 * The whole build, top to bottom: load, validate, stop on errors, then write every output into a
 * staging folder and move it into place only when all of it succeeded.
 */
public final class BuildPipeline {
  private final DataStage data;
  private final RendererSource renderers;
  private final ProjectChecks checks;
  private final List<OutputTarget> targets;
  private final Progress progress;

  /**
   * A build whose checks are the fit check of {@code renderers} alone (no balance model).
   *
   * @param targets the outputs to write, in order; each writes into the staging folder
   */
  public BuildPipeline(
      DataStage data, RendererSource renderers, List<OutputTarget> targets, Progress progress) {
    this(data, renderers, ProjectChecks.withoutPricing(renderers), targets, progress);
  }

  /**
   * A build that makes {@code checks} (the same as {@code forge validate}) before its targets.
   *
   * @param checks made with {@code renderers}, which the build also prepares ahead
   */
  public BuildPipeline(
      DataStage data,
      RendererSource renderers,
      ProjectChecks checks,
      List<OutputTarget> targets,
      Progress progress) {
    this.progress = progress;
    this.data = data;
    this.renderers = renderers;
    this.checks = checks;
    this.targets = List.copyOf(targets);
  }

  public BuildReport run(BuildOptions options) {
    // What does not depend on the card data is read on the other core while the data loads: the
    // templates first (needed as soon as the data is), then the fingerprint.
    renderers.prepare();
    InputsFingerprint.Pending fingerprint =
        InputsFingerprint.start(options.templates(), options.data());
    LoadResult loaded = data.run(options.data(), java.util.Map.of(), options.variant());
    if (loaded.catalog().isEmpty()) {
      return BuildReport.of(loaded.diagnostics(), List.of());
    }
    Catalog catalog = loaded.catalog().get();
    if (options.variant().isPresent()) {
      Optional<Catalog> under = VariantChoice.apply(catalog, options.variant().get());
      if (under.isEmpty()) {
        return BuildReport.failed(
            loaded.diagnostics(),
            OutputFailure.UNKNOWN_VARIANT,
            VariantChoice.unknown(options.variant().get()),
            VariantChoice.hint(catalog));
      }
      catalog = under.get();
    }
    OutputTree tree = new OutputTree(options.out());
    // From the first read of the last output to the commit, no other build may write here.
    try (OutputTree.BuildLock lock = tree.lock()) {
      return write(options, loaded, catalog, tree, fingerprint).ofGame(catalog.game().title());
    } catch (IOException e) {
      return cannotWrite(loaded, options, e).ofGame(catalog.game().title());
    }
  }

  private BuildReport write(
      BuildOptions options,
      LoadResult loaded,
      Catalog catalog,
      OutputTree tree,
      InputsFingerprint.Pending fingerprint)
      throws IOException {
    RenderCache cache = RenderCache.over(tree.root(), fingerprint.with(catalog.game().toString()));
    CachedFitMemo fit = CachedFitMemo.over(cache);
    Optional<CardRenderer> renderer = checks.check(catalog, loaded, fit);
    if (renderer.isEmpty() || loaded.diagnostics().hasErrors()) {
      return BuildReport.of(loaded.diagnostics(), List.of());
    }
    // the renderer's fonts: the built-in faces and the theme's own, which the outputs embed
    BuildContext context =
        new BuildContext(
            catalog,
            loaded.rulebook(),
            renderer.get(),
            renderer.get().fonts(),
            options.seed(),
            loaded.diagnostics(),
            cache,
            progress,
            loaded.sources());
    if (!tree.isOurs()) {
      return BuildReport.failed(
          loaded.diagnostics(),
          OutputFailure.NOT_MADE_BY_FORGE,
          OutputFailure.notMadeByForge(options.out().toString()),
          "choose an empty or new folder with --out DIR; forge replaces what it writes there");
    }
    Path staging = tree.beginStaging();
    try {
      writeSummary(catalog, staging);
      writeSchemas(staging);
      for (OutputTarget target : targets) {
        target.write(context, staging);
      }
      fit.write(staging);
      cache.writeKeys(staging);
      cache.report(
          loaded.diagnostics(),
          ProjectPaths.inProject(ProjectPaths.projectOf(options.data()), options.out()));
      if (loaded.diagnostics().hasErrors()) {
        tree.abandon();
        return BuildReport.of(loaded.diagnostics(), List.of());
      }
      List<String> written = tree.commit();
      return BuildReport.of(loaded.diagnostics(), written);
    } catch (IOException | RuntimeException | Error e) {
      tree.abandon();
      throw e;
    }
  }

  private static BuildReport cannotWrite(LoadResult loaded, BuildOptions options, IOException e) {
    return BuildReport.failed(
        loaded.diagnostics(),
        OutputFailure.CANNOT_WRITE,
        "cannot write the output: " + IoProblem.withPath(e),
        "check that "
            + options.out()
            + " is writable and the disk has room; the last good output is unchanged");
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
