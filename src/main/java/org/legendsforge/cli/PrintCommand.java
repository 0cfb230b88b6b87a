package org.legendsforge.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.data.LoadResult;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.model.Catalog;
import org.legendsforge.output.BuildContext;
import org.legendsforge.output.OutputTree;
import org.legendsforge.output.PrintOptions;
import org.legendsforge.output.PrintTarget;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.print.Duplex;
import org.legendsforge.print.Layout;
import org.legendsforge.print.Paper;
import org.legendsforge.render.CardRenderer;
import org.legendsforge.render.FontSet;
import org.legendsforge.render.RenderResources;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "print",
    mixinStandardHelpOptions = true,
    description = {
      "Writes the print-and-play PDFs into <out>/print: the cards with guide pages, crop marks and",
      "duplex backs, and the terrain cards. The print folder is replaced only when all succeeded.",
      "Exit status: 0 ok, 1 data errors, 2 usage errors, 3 output failure."
    })
final class PrintCommand implements Callable<Integer> {
  enum PaperOption {
    letter,
    a4
  }

  enum LayoutOption {
    home,
    shop
  }

  /**
   * Makes the card renderer from the templates folder, reporting template problems to {@code sink};
   * empty when they stop it.
   */
  interface Renderers {
    Optional<CardRenderer> create(
        Path templates, Path dataDir, String gameName, FontSet fonts, Diagnostics sink);
  }

  @Mixin DataOptions dataOptions;

  @Option(names = "--paper", paramLabel = "PAPER", description = "letter or a4 (default: both).")
  PaperOption paper;

  @Option(
      names = "--duplex",
      paramLabel = "EDGE",
      converter = DuplexConverter.class,
      description = {
        "long (default) or short: each page of fronts is followed by its backs, mirrored for",
        "that flip edge; none: all backs after all fronts, mirrored for turning the stack",
        "over its long edge by hand."
      })
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

  private final Renderers renderers;

  PrintCommand() {
    this(
        (templates, dataDir, game, fonts, sink) ->
            RenderResources.load(templates, Optional.of(dataDir), game, fonts, sink)
                .map(RenderResources::renderer));
  }

  PrintCommand(Renderers renderers) {
    this.renderers = renderers;
  }

  @Override
  public Integer call() throws IOException {
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.error(
          spec,
          "card-data folder " + paths.display(dataDir) + " does not exist",
          "pass an existing folder with --data DIR");
    }
    Path templateDir = paths.templates(templates);
    if (!Files.isDirectory(templateDir.resolve("print"))) {
      return Usage.error(
          spec,
          "no print templates in " + paths.display(templateDir),
          "pass the templates folder with --templates DIR");
    }
    LoadResult loaded = Stages.data(paths).run(dataDir);
    DiagnosticPrinter.text(loaded.diagnostics(), spec.commandLine().getErr());
    if (loaded.catalog().isEmpty()) {
      spec.commandLine()
          .getErr()
          .println("forge: nothing was written; the last good output is unchanged");
      return ExitCodes.DATA;
    }
    OutputTree tree = new OutputTree(paths.output(out));
    if (!tree.isOurs()) {
      return Usage.error(
          spec,
          "output folder " + paths.display(tree.root()) + " is not empty and was not made by forge",
          "choose an empty or new folder with --out DIR");
    }
    return write(loaded.catalog().get(), dataDir, templateDir, tree, paths);
  }

  private int write(
      Catalog catalog, Path dataDir, Path templateDir, OutputTree tree, ProjectPaths paths) {
    var err = spec.commandLine().getErr();
    Diagnostics warnings = new Diagnostics();
    FontSet fonts = FontSet.load();
    Optional<CardRenderer> renderer =
        renderers.create(templateDir, dataDir, catalog.game().name(), fonts, warnings);
    if (renderer.isEmpty()) {
      DiagnosticPrinter.text(warnings, err);
      err.println("forge: nothing was written; the last good output is unchanged");
      return ExitCodes.DATA;
    }
    List<String> written;
    try {
      BuildContext ctx = new BuildContext(catalog, renderer.get(), fonts, seed, warnings);
      Path staging = tree.beginStaging();
      try {
        new PrintTarget(options(templateDir)).write(ctx, staging);
        written = tree.commit();
      } catch (IOException | RuntimeException e) {
        tree.abandon();
        throw e;
      }
    } catch (IOException | UncheckedIOException e) {
      err.println("forge: error: cannot write the print files: " + e.getMessage());
      err.println(
          "  hint: check the print templates and that the output folder is writable;"
              + " the last good output is unchanged");
      err.flush();
      return ExitCodes.ENVIRONMENT;
    }
    DiagnosticPrinter.text(warnings, err);
    spec.commandLine()
        .getOut()
        .println(
            "wrote "
                + String.join(", ", written)
                + " into "
                + paths.display(tree.root())
                + " (seed "
                + seed
                + ")");
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
        indexStock);
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
