package org.legendsforge.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.pipeline.CardDiff;
import org.legendsforge.pipeline.OutputFolder;
import org.legendsforge.pipeline.ProjectPaths;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "diff",
    mixinStandardHelpOptions = true,
    header = "What changed between two card sets, its balance effect, and the cards to reprint.",
    description = {
      "Cards are compared field by field and deck by deck (derived decks included),",
      "with the decks and game settings; a card is to reprint when it is drawn",
      "differently on the two sides.",
      "  forge diff OLD NEW          two card-data folders, both drawn with the",
      "                              project's templates unless --templates-old/-new",
      "                              say otherwise",
      "  forge diff --since GIT_REF  the card data and templates as committed at",
      "                              GIT_REF against the working folders",
      "--reprint writes <out>/reprint/<slug>-reprint-<paper>.pdf with only those cards.",
      "Exit status: 0 ok (differences are not errors), 1 data or template errors on",
      "either side, 2 usage errors, 3 git or disk failure, 4 a bug in forge (--verbose shows it)."
    })
final class DiffCommand implements Callable<Integer>, NeedsFonts {
  enum Format {
    text,
    json
  }

  @Parameters(
      arity = "0..2",
      paramLabel = "FOLDER",
      description = "OLD and NEW card-data folders (not with --since).")
  List<Path> folders = List.of();

  @Option(
      names = "--since",
      paramLabel = "GIT_REF",
      description =
          "Compare the card data as committed at this commit, branch or tag with the working folder.")
  String since;

  @Mixin DataOptions dataOptions;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description =
          "The output folder: --reprint writes into its reprint/, --since keeps a scratch copy there while it runs (default: output in the project).")
  Path out;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json.")
  Format format = Format.text;

  @Option(
      names = "--templates",
      paramLabel = "DIR",
      description =
          "The templates folder of both sides (default: templates in the project); with --since, the old side uses this folder as committed at GIT_REF.")
  Path templates;

  @Option(
      names = "--templates-old",
      paramLabel = "DIR",
      description = "The templates the old side is drawn with.")
  Path templatesOld;

  @Option(
      names = "--templates-new",
      paramLabel = "DIR",
      description = "The templates the new side is drawn with.")
  Path templatesNew;

  @Option(
      names = "--reprint",
      description =
          "Also write the reprint PDF: only the cards to reprint, fronts and backs placed as in the full cards PDF, after a list of what it holds.")
  boolean reprint;

  @Option(
      names = "--paper",
      paramLabel = "PAPER",
      description = "letter or a4 for the reprint PDF (default: both).")
  PrintCommand.PaperOption paper;

  @Option(
      names = "--duplex",
      paramLabel = "EDGE",
      converter = PrintCommand.DuplexConverter.class,
      description = "long (default), short or none, as for forge print.")
  String duplex = "long";

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    ProjectPaths paths = ProjectPaths.fromSystem();
    if (since == null) {
      if (folders.size() != 2 || dataOptions.data != null) {
        return Usage.error(
            spec,
            "diff needs two card-data folders, OLD and NEW, or --since GIT_REF",
            "forge diff old/card-data card-data, or forge diff --since HEAD~1");
      }
      Path a = paths.userDir().resolve(folders.get(0)).normalize();
      Path b = paths.userDir().resolve(folders.get(1)).normalize();
      for (Path p : List.of(a, b)) {
        if (!Files.isDirectory(p)) {
          return Usage.error(
              spec,
              "card-data folder " + paths.display(p) + " does not exist",
              "pass two existing card-data folders");
        }
      }
      Path ta = paths.templates(templatesOld != null ? templatesOld : templates);
      Path tb = newTemplates(paths);
      Integer bad = checkTemplates(paths, ta, tb);
      if (bad != null) {
        return bad;
      }
      return shown(CardDiff.folders(paths, a, ta, b, tb, options()));
    }
    if (!folders.isEmpty()) {
      return Usage.error(
          spec,
          "--since compares with the working card-data folder; do not name folders too",
          "forge diff --since " + since + " [--data DIR]");
    }
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    Path tb = newTemplates(paths);
    Integer bad =
        checkTemplates(paths, templatesOld == null ? tb : paths.templates(templatesOld), tb);
    return bad != null ? bad : sinceRef(paths, dataDir, tb);
  }

  private Path newTemplates(ProjectPaths paths) {
    return paths.templates(templatesNew != null ? templatesNew : templates);
  }

  /**
   * A usage error when a templates folder is missing, or --reprint has no print sheets; else null.
   */
  private Integer checkTemplates(ProjectPaths paths, Path old, Path now) {
    for (Path t : List.of(old, now)) {
      if (!Files.isDirectory(t)) {
        return Usage.error(
            spec,
            "templates folder " + paths.display(t) + " does not exist",
            "pass an existing folder with --templates, --templates-old or --templates-new");
      }
    }
    if (reprint) {
      if (!Files.isDirectory(now.resolve("print"))) {
        return Usage.error(
            spec,
            "no print templates in " + paths.display(now),
            "the reprint PDF uses the sheets of templates/print; pass the templates folder that holds print/");
      }
      Path root = paths.output(out);
      if (!OutputFolder.isOurs(root)) {
        return Usage.notMadeByForge(
            spec, paths, root, "choose an empty or new folder with --out DIR");
      }
    }
    return null;
  }

  private int sinceRef(ProjectPaths paths, Path dataDir, Path newTemplates) throws IOException {
    Path root = paths.output(out);
    if (!OutputFolder.isOurs(root)) {
      return Usage.notMadeByForge(
          spec,
          paths,
          root,
          "choose an empty or new folder with --out DIR; forge keeps a scratch copy there while it runs");
    }
    return shown(
        CardDiff.since(
            paths,
            since,
            dataDir,
            Optional.ofNullable(templatesOld).map(paths::templates),
            newTemplates,
            options()));
  }

  private CardDiff.Options options() {
    return new CardDiff.Options(
        format == Format.json,
        out,
        reprint,
        Optional.ofNullable(paper).map(PrintCommand.PaperOption::name),
        duplex);
  }

  /** Tells what the comparison said on the way, then its report or why there is none. */
  private int shown(CardDiff.Result result) {
    PrintWriter err = spec.commandLine().getErr();
    for (CardDiff.Told t : result.told()) {
      if (t instanceof CardDiff.Told.Line line) {
        err.println(line.text());
      } else if (t instanceof CardDiff.Told.Problems problems) {
        DiagnosticPrinter.text(problems.shown(), err);
      }
    }
    err.flush();
    return switch (result.outcome()) {
      case COMPARED -> {
        PrintWriter o = spec.commandLine().getOut();
        o.print(result.report());
        o.flush();
        yield ExitCodes.OK;
      }
      case SIDE_HAS_ERRORS -> ExitCodes.DATA;
      case NO_SUCH_REF, NOT_MADE_BY_FORGE -> Usage.error(spec, result.message(), result.hint());
      case CANNOT_READ_OR_WRITE -> {
        err.println("forge: error: " + result.message());
        err.println("  hint: " + result.hint());
        err.flush();
        yield ExitCodes.ENVIRONMENT;
      }
    };
  }
}
