package org.legendsforge.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.pipeline.BuildOptions;
import org.legendsforge.pipeline.BuildPipeline;
import org.legendsforge.pipeline.BuildReport;
import org.legendsforge.pipeline.PrintRequest;
import org.legendsforge.pipeline.PrinterSetup;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.Stages;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "print",
    mixinStandardHelpOptions = true,
    header =
        "Writes the print-and-play PDFs (cards, guide pages, terrain, pieces) into <out>/print.",
    description = {
      "Writes the print-and-play files into <out>/print: the cards with guide pages,",
      "crop marks and duplex backs (or fold-over pages, or a card shop's files), every",
      "card and mark inside the printer's margin, the terrain cards with a map preview, and",
      "the printable pieces (standees, tokens, tracks, player boards).",
      "A card shop's files go into <out>/print/shop/<preset>/, kept until that preset is",
      "printed again; a shop print leaves the other print files as they were.",
      "forge.yaml's print: section (paper, duplex, layout, shop, margin, backOffset,",
      "backs, gutter) sets the printer setup for every run; options override it once.",
      "The print folder is replaced only when every file was written.",
      "Exit status: 0 ok, 1 data errors, 2 usage errors, 3 output failure."
    })
final class PrintCommand implements Callable<Integer>, NeedsFonts {
  /** The papers of {@code forge diff --reprint} (forge print's own options are in PrintSetup). */
  enum PaperOption {
    letter,
    a4
  }

  @Mixin DataOptions dataOptions;

  @Mixin OverflowOption overflow;

  @Mixin PrintSetup printSetup;

  @Mixin VariantOption variant;

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

  @Mixin OutputFolders folders;

  @Option(
      names = "--project",
      paramLabel = "DIR",
      description =
          "A data-only game: the folder holding its game.yaml and card files (see docs/new-game.md)."
              + " Writes its print/ as forge build --project does; only --out goes with it.")
  Path project;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @picocli.CommandLine.ParentCommand Forge parent;

  private final Stages.Renderers renderers;

  /** The real render stage; with {@code --deck} it measures the text of that deck's cards only. */
  PrintCommand() {
    this.renderers = null;
  }

  /** With the renderer stage a test gives. */
  PrintCommand(Stages.Renderers renderers) {
    this.renderers = renderers;
  }

  @Override
  public Integer call() {
    if (project != null) {
      return ProjectCommands.refused(
              spec,
              ProjectCommands.GAME_DATA_OPTIONS,
              java.util.List.of(
                  "--allow-overflow", "--proof", "--deck", "--cut-lines", "--index-stock"),
              PrintSetup.OPTIONS)
          .orElseGet(
              () ->
                  ProjectCommands.build(
                      spec,
                      ProjectPaths.fromSystem(),
                      project,
                      folders.out,
                      org.legendsforge.pipeline.ProjectBuild.Part.PRINT));
    }
    SeedOption.check(spec.commandLine(), "--seed", seed);
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    Path templateDir = folders.templates(paths);
    if (!Files.isDirectory(templateDir.resolve("print"))) {
      return Usage.error(
          spec,
          "no print templates in " + paths.display(templateDir),
          "pass the templates folder (the one holding print/) with --templates DIR");
    }
    var settings = ProjectSettings.read(spec, paths, dataDir);
    if (settings.isEmpty()) {
      return ExitCodes.DATA;
    }
    PrintRequest request =
        new PrintRequest(
            printSetup.printer(), java.util.Optional.ofNullable(deck), proof, cutLines, indexStock);
    BuildOptions options =
        new BuildOptions(dataDir, templateDir, folders.out(paths), seed, overflow.allow)
            .withVariant(variant.id());
    BuildPipeline pipeline;
    try {
      pipeline =
          Stages.print(
              paths,
              options,
              request,
              settings.get().print(),
              java.util.Optional.ofNullable(renderers),
              parent == null
                  ? Progress.silent()
                  : TerminalProgress.forCommandLine(
                      spec.commandLine().getErr(), parent.processStreams));
    } catch (PrinterSetup.Refused e) {
      return Usage.error(spec, e.getMessage(), e.hint());
    }
    BuildReport report = pipeline.run(options);
    var err = spec.commandLine().getErr();
    DiagnosticPrinter.text(report.diagnostics(), err, paths, options.data());
    java.util.OptionalInt unwritten = ExitCodes.unwritten(err, report);
    if (unwritten.isPresent()) {
      return unwritten.getAsInt();
    }
    spec.commandLine()
        .getOut()
        .printf(
            "wrote %s into %s (seed %d)%n",
            String.join(", ", BuildCommand.shown(report.written())),
            paths.display(options.out()),
            seed);
    return ExitCodes.OK;
  }

  /**
   * {@code long}, {@code short} and {@code none}, checked as picocli reads them (Java keywords
   * cannot name enum constants).
   */
  static final class DuplexConverter implements picocli.CommandLine.ITypeConverter<String> {
    @Override
    public String convert(String value) {
      if (!PrinterSetup.isDuplexWord(value)) {
        throw new picocli.CommandLine.TypeConversionException(
            "expected long, short or none, not '" + value + "'");
      }
      return value;
    }
  }
}
