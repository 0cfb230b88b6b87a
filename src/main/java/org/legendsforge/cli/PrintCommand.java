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
import org.legendsforge.print.BackOffset;
import org.legendsforge.print.Duplex;
import org.legendsforge.print.Layout;
import org.legendsforge.print.Paper;
import org.legendsforge.print.SheetSpec;
import org.legendsforge.print.ShopPreset;
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
      "Writes the print-and-play files into <out>/print: the cards with guide pages,",
      "crop marks and duplex backs (or fold-over pages, or a card shop's files), every",
      "card and mark inside the printer's margin, and the terrain cards with a map preview.",
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
    fold,
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
      description =
          "home (default): sheets of cards with duplex backs; fold: fronts and backs side by"
              + " side on one page, to fold and glue (no duplex printer needed); shop: files for"
              + " a card shop (see --shop).")
  LayoutOption layout = LayoutOption.home;

  @Option(
      names = "--shop",
      paramLabel = "PRESET",
      description =
          "With --layout shop: generic (default; fronts and backs PDFs, 3 mm bleed), pdfx"
              + " (one PDF/X-1a:2003 CMYK file, 2.75 x 3.75 in pages, front and back"
              + " alternating), png-825 or png-822 (one 300 dpi PNG per face, 825 x 1125 or"
              + " 822 x 1122 px). docs/print.md says which shop takes which.")
  String shop;

  @Option(
      names = "--margin",
      paramLabel = "MM",
      description =
          "What your printer cannot print at each page edge, in mm (default 6.35, 1/4 in):"
              + " every card and crop mark stays inside it; fewer cards fit on a page when"
              + " it is wider.")
  Double margin;

  @Option(
      names = "--back-offset",
      paramLabel = "DX,DY",
      description =
          "The offset the duplex test shows, in mm: how far each orange cross lies right"
              + " (DX) and below (DY) the centre of its ruler, seen from the front (negative:"
              + " left, above). The backs are moved to cancel it.")
  String backOffset;

  @Option(
      names = "--proof",
      description =
          "Draw each card's cut line (red) and safe line (blue, dashed) over it, to check a layout before printing.")
  boolean proof;

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Seed of the map preview (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(
      names = "--deck",
      paramLabel = "DECK",
      description =
          "Print one deck only: its id in decks.yaml (fire), its contents as summary.txt lists"
              + " them (fire-spells) or its name. The files get names of their own"
              + " (<slug>-deck-<id>-...) and the full game's files stay beside them.")
  String deck;

  @Option(names = "--cut-lines", description = "Also draw full-length cut lines along every trim.")
  boolean cutLines;

  @Option(
      names = "--index-stock",
      description =
          "Terrain on portrait 3 x 5 in pages, one card each, for real index cards (content"
              + " 4 mm inside the edge); the map preview gets a file of its own.")
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
    java.util.Optional<PrintOptions> printOptions = options(templateDir);
    if (printOptions.isEmpty()) {
      return ExitCodes.USAGE;
    }
    FontSet fonts = FontSet.load();
    BuildOptions options =
        new BuildOptions(dataDir, templateDir, paths.output(out), seed, overflow.allow);
    BuildPipeline pipeline =
        new BuildPipeline(
            Stages.data(paths),
            renderers != null
                ? renderers.create(templateDir, dataDir, fonts)
                : new RenderStage(templateDir, dataDir, fonts, java.util.Optional.ofNullable(deck))
                    .allowingOverflow(overflow.allow),
            List.of(
                new PrintTarget(
                    printOptions.get(),
                    deck == null
                        ? java.util.Optional.empty()
                        : java.util.Optional.of(options.out()))),
            parent == null
                ? Progress.silent()
                : TerminalProgress.forCommandLine(
                    spec.commandLine().getErr(), parent.processStreams));
    BuildReport report = pipeline.run(options);
    var err = spec.commandLine().getErr();
    DiagnosticPrinter.text(report.diagnostics(), err, paths, options.data());
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

  /** The print options, or empty after a usage error about one of them. */
  private java.util.Optional<PrintOptions> options(Path templateDir) {
    List<Paper> papers =
        paper == null
            ? List.of(Paper.LETTER, Paper.A4)
            : List.of(paper == PaperOption.letter ? Paper.LETTER : Paper.A4);
    Layout chosen =
        switch (layout) {
          case home -> Layout.HOME;
          case fold -> Layout.FOLD;
          case shop -> Layout.SHOP;
        };
    ShopPreset preset = ShopPreset.GENERIC;
    if (shop != null) {
      java.util.Optional<ShopPreset> p = ShopPreset.byKey(shop);
      if (p.isEmpty() || chosen != Layout.SHOP) {
        Usage.error(
            spec,
            p.isEmpty() ? "no shop preset \"" + shop + "\"" : "--shop needs --layout shop",
            "the presets are generic, pdfx, png-825 and png-822, with --layout shop");
        return java.util.Optional.empty();
      }
      preset = p.get();
    }
    double m = margin == null ? SheetSpec.HOME_PRINTER_MARGIN : margin;
    if (!(m >= 0 && m <= 30)) {
      Usage.error(
          spec,
          "--margin "
              + new java.math.BigDecimal(margin.toString()).stripTrailingZeros().toPlainString()
              + " is not a printer margin",
          "give the unprintable margin in mm, from 0 to 30 (default 6.35, 1/4 in)");
      return java.util.Optional.empty();
    }
    BackOffset offset = BackOffset.NONE;
    if (backOffset != null) {
      java.util.Optional<BackOffset> parsed = parseOffset(backOffset);
      if (parsed.isEmpty()) {
        Usage.error(
            spec,
            "--back-offset " + backOffset + " is not two distances in mm",
            "give DX,DY as the duplex test shows them, e.g. --back-offset 1.5,-0.5 (each from"
                + " -10 to 10)");
        return java.util.Optional.empty();
      }
      offset = parsed.get();
    }
    return java.util.Optional.of(
        new PrintOptions(
            templateDir.resolve("print"),
            papers,
            duplex,
            chosen,
            cutLines,
            indexStock,
            java.util.Optional.ofNullable(deck),
            m,
            offset,
            preset,
            proof));
  }

  static java.util.Optional<BackOffset> parseOffset(String text) {
    String[] parts = text.split(",", -1);
    if (parts.length != 2) {
      return java.util.Optional.empty();
    }
    try {
      double dx = Double.parseDouble(parts[0].strip());
      double dy = Double.parseDouble(parts[1].strip());
      if (Math.abs(dx) > 10 || Math.abs(dy) > 10 || Double.isNaN(dx) || Double.isNaN(dy)) {
        return java.util.Optional.empty();
      }
      return java.util.Optional.of(new BackOffset(dx, dy));
    } catch (NumberFormatException e) {
      return java.util.Optional.empty();
    }
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
