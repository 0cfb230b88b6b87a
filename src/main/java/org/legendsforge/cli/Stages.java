package org.legendsforge.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.legendsforge.balance.BalanceModel;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.model.Catalog;
import org.legendsforge.output.GalleryTarget;
import org.legendsforge.output.Progress;
import org.legendsforge.output.ReportsTarget;
import org.legendsforge.output.image.CardImagesTarget;
import org.legendsforge.output.pdf.PrintOptions;
import org.legendsforge.output.pdf.PrintTarget;
import org.legendsforge.output.tts.TtsBalanceNotes;
import org.legendsforge.output.tts.TtsTarget;
import org.legendsforge.pipeline.BuildOptions;
import org.legendsforge.pipeline.BuildPipeline;
import org.legendsforge.pipeline.DataStage;
import org.legendsforge.pipeline.ProjectChecks;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.RenderStage;
import org.legendsforge.render.FontSet;
import org.legendsforge.validate.RulesChecks;

/** Wires the stages commands share, with every check family. */
final class Stages {
  private Stages() {}

  static DataStage data(ProjectPaths paths) {
    return new DataStage(paths, RulesChecks.all());
  }

  /** The balance model's report as notebook text for the TTS save, when the data has weights. */
  static Function<Catalog, Optional<String>> balanceNotes(ProjectPaths paths, Path dataDir) {
    return c ->
        BalanceCommand.report(c, paths, dataDir, new Diagnostics())
            .map(r -> new TtsBalanceNotes().text(r));
  }

  /** The balance model of the card data in {@code dataDir}, priced with its balance.yaml. */
  static ReportsTarget.Pricing pricing(ProjectPaths paths, Path dataDir) {
    return (c, sink) -> BalanceCommand.weights(c, paths, dataDir, sink).map(BalanceModel::new);
  }

  /**
   * The checks {@code forge validate} and {@code forge build} both make once the data is valid,
   * with templates from {@code templates}.
   */
  static ProjectChecks checks(RenderStage renderers, ProjectPaths paths, Path dataDir) {
    return new ProjectChecks(renderers, pricing(paths, dataDir));
  }

  /** The whole build with every output target, the print PDFs made as {@code print} says. */
  static BuildPipeline build(
      ProjectPaths paths, BuildOptions options, PrintOptions print, Progress progress) {
    FontSet fonts = FontSet.load();
    RenderStage renderers =
        new RenderStage(options.templates(), options.data(), fonts)
            .allowingOverflow(options.allowOverflow());
    return new BuildPipeline(
        data(paths),
        renderers,
        checks(renderers, paths, options.data()),
        List.of(
            new CardImagesTarget(),
            new PrintTarget(print, Optional.of(options.out())),
            // balance.yaml was read, and its errors reported, by the checks: not again here
            new ReportsTarget(
                (c, sink) -> pricing(paths, options.data()).model(c, new Diagnostics()),
                Optional.of(options.out())),
            new TtsTarget(
                options.templates(),
                options.imageBaseUrl(),
                options.out(),
                balanceNotes(paths, options.data())),
            // Last: the gallery links what the other targets staged.
            new GalleryTarget()),
        progress);
  }
}
