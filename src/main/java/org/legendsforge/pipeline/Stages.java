package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.data.PrintSettings;
import org.legendsforge.games.graveyard.outputs.GraveyardParts;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.kit.output.GalleryTarget;
import org.legendsforge.kit.output.ReportsTarget;
import org.legendsforge.kit.output.image.CardImagesTarget;
import org.legendsforge.kit.output.pdf.PrintOptions;
import org.legendsforge.kit.output.pdf.PrintTarget;
import org.legendsforge.kit.output.tts.TtsTarget;
import org.legendsforge.kit.render.FitMemo;
import org.legendsforge.kit.render.FontSet;

/** Wires the stages commands share, with every check family. */
public final class Stages {
  private Stages() {}

  /** Makes the renderer stage (the real one unless a test gives another). */
  public interface Renderers {
    RendererSource create(Path templates, Path dataDir, FontSet fonts);
  }

  public static DataStage data(ProjectPaths paths) {
    return DataStage.withEveryCheck(paths);
  }

  /** The balance model of the card data in {@code dataDir}, priced with its balance.yaml. */
  public static BalancePricing pricing(ProjectPaths paths, Path dataDir) {
    return (c, sink) -> BalanceInputs.weights(c, dataDir, sink).map(BalanceModel::new);
  }

  /** {@code pricing} with its problems left unreported (the checks reported them already). */
  private static BalancePricing quietly(BalancePricing pricing) {
    return (c, sink) -> pricing.model(c, new Diagnostics());
  }

  /**
   * The checks {@code forge validate} and {@code forge build} both make once the data is valid,
   * with templates from {@code templates}.
   */
  public static ProjectChecks checks(RenderStage renderers, ProjectPaths paths, Path dataDir) {
    return new ProjectChecks(renderers, pricing(paths, dataDir));
  }

  /**
   * What {@code forge validate} finds: the card data loaded and validated and, when it loads, the
   * checks a build makes through the same class (so validate reports what build would), with
   * templates from {@code templates}.
   */
  public static LoadResult validate(
      ProjectPaths paths, Path dataDir, Path templates, boolean allowOverflow) {
    LoadResult result = data(paths).run(dataDir);
    result
        .catalog()
        .ifPresent(
            c ->
                checks(
                        new RenderStage(templates, dataDir, FontSet.load())
                            .allowingOverflow(allowOverflow),
                        paths,
                        dataDir)
                    .check(c, result, FitMemo.none()));
    return result;
  }

  /** Starts reading the fonts on another thread, for a command that will draw. */
  public static void readFontsAhead() {
    FontSet.readAhead();
  }

  /**
   * The print PDFs alone, as {@code request} asks over forge.yaml's {@code saved} setup, written as
   * a build writes them; with a deck the real render stage measures the text of that deck's cards
   * only.
   *
   * @throws PrinterSetup.Refused when an option is not a printer setup (nothing is built)
   */
  public static BuildPipeline print(
      ProjectPaths paths,
      BuildOptions options,
      PrintRequest request,
      PrintSettings saved,
      Optional<Renderers> renderers,
      Progress progress)
      throws PrinterSetup.Refused {
    PrintOptions print = request.resolve(saved, options.templates().resolve("print"));
    Optional<String> deck = request.deck();
    FontSet fonts = FontSet.load();
    RendererSource source =
        renderers.isPresent()
            ? renderers.get().create(options.templates(), options.data(), fonts)
            : new RenderStage(options.templates(), options.data(), fonts, deck)
                .allowingOverflow(options.allowOverflow());
    return new BuildPipeline(
        data(paths),
        source,
        List.of(new PrintTarget(print, Optional.of(options.out()), new GraveyardParts())),
        progress);
  }

  /**
   * The Tabletop Simulator save alone, written as a build writes it: the rest of the last build
   * kept. Text that overflows its box is a warning here (forge tts has never refused a save for
   * it); forge build and forge print make it an error.
   */
  public static BuildPipeline tts(ProjectPaths paths, BuildOptions options) {
    RenderStage renderers =
        new RenderStage(options.templates(), options.data(), FontSet.load())
            .allowingOverflow(options.allowOverflow());
    return new BuildPipeline(
        data(paths),
        renderers,
        List.of(
            new TtsTarget(
                options.templates(), options.imageBaseUrl(), options.out(), new GraveyardParts())),
        Progress.silent());
  }

  /**
   * The whole build with every output target, the print PDFs made as {@code request} asks over
   * forge.yaml's {@code saved} setup.
   *
   * @throws PrinterSetup.Refused when an option is not a printer setup (nothing is built)
   */
  public static BuildPipeline build(
      ProjectPaths paths,
      BuildOptions options,
      PrintRequest request,
      PrintSettings saved,
      Progress progress)
      throws PrinterSetup.Refused {
    PrintOptions print = request.resolve(saved, options.templates().resolve("print"));
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
            new PrintTarget(print, Optional.of(options.out()), new GraveyardParts()),
            // balance.yaml was read, and its errors reported, by the checks: not again here
            new ReportsTarget(
                quietly(pricing(paths, options.data())).page(), Optional.of(options.out())),
            new TtsTarget(
                options.templates(), options.imageBaseUrl(), options.out(), new GraveyardParts()),
            // Last: the gallery links what the other targets staged.
            new GalleryTarget()),
        progress);
  }
}
