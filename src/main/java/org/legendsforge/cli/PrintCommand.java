package org.legendsforge.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.legendsforge.output.PrintOptions;
import org.legendsforge.output.PrintTarget;
import org.legendsforge.output.Progress;
import org.legendsforge.pipeline.BuildOptions;
import org.legendsforge.pipeline.BuildPipeline;
import org.legendsforge.pipeline.BuildReport;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.RenderStage;
import org.legendsforge.pipeline.RendererSource;
import org.legendsforge.print.Duplex;
import org.legendsforge.print.Layout;
import org.legendsforge.print.Paper;
import org.legendsforge.render.FontSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "print",
    mixinStandardHelpOptions = true,
    header = "Writes the print-and-play PDFs (cards, guide pages, terrain) into <out>/print.",
    description = {
      "Writes the print-and-play PDFs into <out>/print: the cards with guide pages,",
      "crop marks and duplex backs, and the terrain cards with a map preview.",
      "The print folder is replaced only when every file was written.",
      "Exit status: 0 ok, 1 data errors, 2 usage errors, 3 output failure."
    })
final class PrintCommand implements Callable<Integer>, NeedsFonts {
  enum PaperOption {
    letter,
    a4
  }

  enum LayoutOption {
    home,
    shop
  }

  /** Makes the renderer stage (the real one unless a test gives another). */
  interface Renderers {
    RendererSource create(Path templates, Path dataDir, FontSet fonts);
  }

  @Mixin DataOptions dataOptions;

  @Mixin OverflowOption overflow;

  @Option(names = "--paper", paramLabel = "PAPER", description = "letter or a4 (default: both).")
  PaperOption paper;

  @Option(
      names = "--duplex",
      paramLabel = "EDGE",
      converter = DuplexConverter.class,
      description =
          "long (default) or short: each page of fronts is followed by its backs, mirrored"
              + " for that flip edge; none: all backs after all fronts, mirrored for turning"
              + " the stack over its long edge by hand.")
  Duplex duplex = Duplex.LONG;

  @Option(
      names = "--layout",
      paramLabel = "LAYOUT",
      description = "home (default): sheets of cards; shop: one card per page at bleed size.")
  LayoutOption layout = LayoutOption.home;

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Seed of the map preview (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(names = "--deck", paramLabel = "ID", description = "Print one deck only, by its id in decks.yaml (e.g. to reprint a deck).")
  String deck;

  @Option(names = "--cut-lines", description = "Also draw full-length cut lines along every trim.")
  boolean cutLines;

  @Option(
      names = "--index-stock",
      description = "Terrain on 5 x 3 in pages, one card each, for real index cards.")
  boolean indexStock;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "The output folder (default: output in the project).")
  Path out;

  @Option(
      names = "--templates",
      paramLabel = "DIR",
      description = "The templates folder (default: templates in the project).")
  Path templates;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @picocli.CommandLine.ParentCommand Forge parent;

  private final Renderers renderers;

  /** The real render stage; with {@code --deck} it measures the text of that deck's cards only. */
  PrintCommand() {
    this.renderers = null;
  }

  PrintCommand(Renderers renderers) {
    this.renderers = renderers;
  }

  @Override
  public Integer call() {
    SeedOption.check(spec.commandLine(), "--seed", seed);
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    Path templateDir = paths.templates(templates);
    if (!Files.isDirectory(templateDir.resolve("print"))) {
      return Usage.error(
          spec,
          "no print templates in " + paths.display(templateDir),
          "pass the templates folder (the one holding print/) with --templates DIR");
    }
    FontSet fonts = FontSet.load();
    BuildOptions options = new BuildOptions(dataDir, templateDir, paths.output(out), seed, overflow.allow);
    BuildPipeline pipeline =
        new BuildPipeline(
            Stages.data(paths),
            renderers != null
                ? renderers.create(templateDir, dataDir, fonts)
                : new RenderStage(templateDir, dataDir, fonts, java.util.Optional.ofNullable(deck))
                    .allowingOverflow(overflow.allow),
            List.of(new PrintTarget(options(templateDir))),
            parent == null
                ? Progress.silent()
                : TerminalProgress.forCommandLine(
                    spec.commandLine().getErr(), parent.processStreams));
    BuildReport report = pipeline.run(options);
    var err = spec.commandLine().getErr();
    DiagnosticPrinter.text(report.diagnostics(), err);
    if (report.failure().isPresent()) {
      err.println("forge: error: " + report.failure().get());
      report.failureHint().ifPresent(h -> err.println("  hint: " + h));
      err.flush();
      return report.failure().get().contains("not made by forge")
          ? ExitCodes.USAGE
          : ExitCodes.ENVIRONMENT;
    }
    if (report.diagnostics().hasErrors()) {
      err.println("forge: nothing was written; the last good output is unchanged");
      err.flush();
      return ExitCodes.DATA;
    }
    spec.commandLine()
        .getOut()
        .printf(
            "wrote %s into %s (seed %d)%n",
            String.join(", ", report.written()), paths.display(options.out()), seed);
    return ExitCodes.OK;
  }

  private PrintOptions options(Path templateDir) {
    List<Paper> papers =
        paper == null
            ? List.of(Paper.LETTER, Paper.A4)
            : List.of(paper == PaperOption.letter ? Paper.LETTER : Paper.A4);
    return new PrintOptions(
        templateDir.resolve("print"),
        papers,
        duplex,
        layout == LayoutOption.shop ? Layout.SHOP : Layout.HOME,
        cutLines,
        indexStock,
        java.util.Optional.ofNullable(deck));
  }

  /** {@code long}, {@code short} and {@code none} (Java keywords cannot name enum constants). */
  static final class DuplexConverter implements picocli.CommandLine.ITypeConverter<Duplex> {
    @Override
    public Duplex convert(String value) {
      return switch (value) {
        case "long" -> Duplex.LONG;
        case "short" -> Duplex.SHORT;
        case "none" -> Duplex.NONE;
        default ->
            throw new picocli.CommandLine.TypeConversionException(
                "expected long, short or none, not '" + value + "'");
      };
    }
  }
}
