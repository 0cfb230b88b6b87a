package org.legendsforge.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.balance.BalanceModel;
import org.legendsforge.balance.BalanceReport;
import org.legendsforge.balance.BalanceWeights;
import org.legendsforge.data.BalanceWeightsLoader;
import org.legendsforge.data.LoadResult;
import org.legendsforge.diag.Diagnostic;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diag.SourceRef;
import org.legendsforge.diff.CatalogDiffer;
import org.legendsforge.diff.DataDiff;
import org.legendsforge.diff.DiffJson;
import org.legendsforge.diff.DiffText;
import org.legendsforge.diff.ReprintFinder;
import org.legendsforge.diff.ReprintList;
import org.legendsforge.files.IoProblem;
import org.legendsforge.model.Catalog;
import org.legendsforge.output.OutputTree;
import org.legendsforge.pipeline.BalanceInputs;
import org.legendsforge.pipeline.GitSnapshot;
import org.legendsforge.pipeline.PrinterSetup;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.ReprintStep;
import org.legendsforge.pipeline.Stages;
import org.legendsforge.print.Paper;
import org.legendsforge.render.CardRenderer;
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

  /**
   * One side of the comparison, loaded and validated, with the templates it is drawn with. Paths of
   * problems under {@code scratch} (a copy taken from git) are shown as {@code pathPrefix} + the
   * path in the repository.
   */
  private record Side(
      ProjectPaths paths,
      String word,
      String label,
      Path dataDir,
      LoadResult loaded,
      Optional<BalanceWeights> weights,
      String pathPrefix,
      Path templates,
      String templatesLabel,
      Optional<Path> scratch) {}

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
      return compare(
          paths,
          load(paths, "old", paths.display(a), a, "", ta, paths.display(ta), Optional.empty()),
          load(paths, "new", paths.display(b), b, "", tb, paths.display(tb), Optional.empty()));
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
  private Integer checkTemplates(ProjectPaths paths, Path old, Path now) throws IOException {
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
      OutputTree tree = new OutputTree(paths.output(out));
      if (!tree.isOurs()) {
        return Usage.notMadeByForge(
            spec, paths, tree.root(), "choose an empty or new folder with --out DIR");
      }
    }
    return null;
  }

  private int sinceRef(ProjectPaths paths, Path dataDir, Path newTemplates) throws IOException {
    OutputTree tree = new OutputTree(paths.output(out));
    if (!tree.isOurs()) {
      return Usage.notMadeByForge(
          spec,
          paths,
          tree.root(),
          "choose an empty or new folder with --out DIR; forge keeps a scratch copy there while it runs");
    }
    Path parent = Files.createDirectories(tree.root().resolve(".forge-tmp"));
    Path scratch = Files.createTempDirectory(parent, "diff-");
    try {
      GitSnapshot git = new GitSnapshot();
      GitSnapshot.Copy copy = git.take(dataDir, since, scratch);
      ProjectPaths atRef = new ProjectPaths(paths.home(), copy.root());
      Path oldTemplates = newTemplates;
      String oldTemplatesLabel = paths.display(newTemplates);
      if (templatesOld != null) {
        oldTemplates = paths.templates(templatesOld);
        oldTemplatesLabel = paths.display(oldTemplates);
      } else {
        Optional<GitSnapshot.Copy> t = templatesAt(git, dataDir, newTemplates, scratch);
        if (t.isPresent()) {
          oldTemplates = t.get().dataDir();
          oldTemplatesLabel = since + ":" + t.get().repoPath();
        }
      }
      Side old =
          load(
              atRef,
              "old",
              since + ":" + copy.repoPath(),
              copy.dataDir(),
              since + ":",
              oldTemplates,
              oldTemplatesLabel,
              Optional.of(scratch));
      Side now =
          load(
              paths,
              "new",
              paths.display(dataDir) + " (working folder)",
              dataDir,
              "",
              newTemplates,
              paths.display(newTemplates),
              Optional.empty());
      return compare(paths, old, now);
    } catch (GitSnapshot.Problem p) {
      return Usage.error(spec, p.getMessage(), p.hint());
    } catch (IOException e) {
      var err = spec.commandLine().getErr();
      err.println(
          "forge: error: cannot read the card data at " + since + ": " + IoProblem.withPath(e));
      err.println(
          "  hint: check that git is installed and that "
              + paths.display(tree.root())
              + " is writable");
      err.flush();
      return ExitCodes.ENVIRONMENT;
    } finally {
      GitSnapshot.delete(scratch);
      try {
        Files.deleteIfExists(parent);
      } catch (DirectoryNotEmptyException busy) {
        // another diff is running; the last one out removes the folder
      }
    }
  }

  /**
   * The templates as committed at the ref, when they live in the same repository as the card data
   * and the commit has them; otherwise the old side is drawn with the working templates (noted).
   */
  private Optional<GitSnapshot.Copy> templatesAt(
      GitSnapshot git, Path dataDir, Path templatesDir, Path scratch) throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    try {
      Path repo = git.topLevel(dataDir);
      if (!templatesDir.toRealPath().startsWith(repo)) {
        err.println(
            "forge: note: the templates folder is not in the card data's repository; both sides are drawn with "
                + templatesDir);
        return Optional.empty();
      }
      return Optional.of(git.take(templatesDir, since, scratch));
    } catch (GitSnapshot.Problem p) {
      err.println(
          "forge: note: " + p.getMessage() + "; the old side is drawn with the working templates");
      return Optional.empty();
    } finally {
      err.flush();
    }
  }

  private static Side load(
      ProjectPaths paths,
      String word,
      String label,
      Path dataDir,
      String pathPrefix,
      Path templates,
      String templatesLabel,
      Optional<Path> scratch) {
    LoadResult loaded = Stages.data(paths).run(dataDir);
    Optional<BalanceWeights> weights = Optional.empty();
    if (loaded.catalog().isPresent() && Files.exists(dataDir.resolve(BalanceWeightsLoader.FILE))) {
      weights = BalanceInputs.weights(loaded.catalog().get(), dataDir, loaded.diagnostics());
    }
    return new Side(
        paths,
        word,
        label,
        dataDir,
        loaded,
        weights,
        pathPrefix,
        templates,
        templatesLabel,
        scratch);
  }

  private int compare(ProjectPaths paths, Side old, Side now) throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    boolean broken = false;
    for (Side s : List.of(old, now)) {
      if (s.loaded().catalog().isEmpty() || s.loaded().diagnostics().hasErrors()) {
        broken = true;
        err.println("forge: the " + s.word() + " card data (" + s.label() + ") has errors:");
        DiagnosticPrinter.text(
            prefixed(
                DiagnosticPrinter.forConsole(s.loaded().diagnostics(), s.paths(), s.dataDir()),
                s.pathPrefix(),
                Optional.empty()),
            err);
      }
    }
    if (broken) {
      err.println("forge: nothing compared; fix the errors above first");
      err.flush();
      return ExitCodes.DATA;
    }
    Catalog a = old.loaded().catalog().get();
    Catalog b = now.loaded().catalog().get();
    ReprintStep step = new ReprintStep();
    Optional<ReprintFinder.Drawn> da = drawn(step, old, a, err);
    Optional<ReprintFinder.Drawn> db = drawn(step, now, b, err);
    if (da.isEmpty() || db.isEmpty()) {
      err.println(
          "forge: nothing compared; fix the errors above first, or draw that side with other templates (--templates-old DIR, --templates-new DIR)");
      err.flush();
      return ExitCodes.DATA;
    }
    // A side without balance.yaml (an old commit, say) is priced with the other side's weights.
    for (Side s : List.of(old, now)) {
      if (s.weights().isEmpty()) {
        Side other = s == old ? now : old;
        err.println(
            "forge: note: the "
                + s.word()
                + " card data has no "
                + BalanceWeightsLoader.FILE
                + (other.weights().isPresent()
                    ? "; its cards are priced with the " + other.word() + " side's weights"
                    : "; the balance change is left out"));
      }
    }
    err.flush();
    Optional<BalanceWeights> wa = old.weights().or(now::weights);
    Optional<BalanceWeights> wb = now.weights().or(old::weights);
    DataDiff diff =
        new CatalogDiffer()
            .diff(
                a,
                b,
                wa.map(w -> BalanceReport.of(a, new BalanceModel(w))),
                wb.map(w -> BalanceReport.of(b, new BalanceModel(w))));
    ReprintList reprints =
        step.find(
            diff,
            da.get(),
            old.templates(),
            old.dataDir(),
            db.get(),
            now.templates(),
            now.dataDir());
    Optional<List<String>> files = Optional.empty();
    if (reprint) {
      OutputTree tree = new OutputTree(paths.output(out));
      try {
        List<Path> written =
            step.write(
                tree,
                db.get(),
                now.templates().resolve("print"),
                papers(),
                PrinterSetup.duplex(duplex),
                old.label() + "  →  " + now.label(),
                reprints);
        files =
            Optional.of(written.stream().map(p -> paths.display(tree.root().resolve(p))).toList());
      } catch (OutputTree.NotOurs e) {
        return Usage.notMadeByForge(
            spec, paths, e.folder(), "choose an empty or new folder with --out DIR");
      } catch (IOException | RuntimeException e) {
        err.println(
            "forge: error: cannot write the reprint PDF: "
                + (e instanceof IOException io ? IoProblem.withPath(io) : e.getMessage()));
        err.println(
            "  hint: check that "
                + paths.display(tree.root())
                + " is writable and the disk has room; the output folder is unchanged");
        err.flush();
        return ExitCodes.ENVIRONMENT;
      }
    }
    PrintWriter o = spec.commandLine().getOut();
    o.print(
        format == Format.json
            ? new DiffJson().format(diff, reprints, files, old.label(), now.label())
            : new DiffText().format(diff, reprints, files, old.label(), now.label()));
    o.flush();
    return ExitCodes.OK;
  }

  private List<Paper> papers() {
    return paper == null
        ? List.of(Paper.LETTER, Paper.A4)
        : List.of(paper == PrintCommand.PaperOption.letter ? Paper.LETTER : Paper.A4);
  }

  /** The side's renderer, or empty after printing its template errors. */
  private Optional<ReprintFinder.Drawn> drawn(
      ReprintStep step, Side s, Catalog c, PrintWriter err) {
    Diagnostics sink = new Diagnostics();
    Optional<CardRenderer> r = step.renderer(s.templates(), s.dataDir(), c, sink);
    if (r.isEmpty() || sink.hasErrors()) {
      err.println(
          "forge: the " + s.word() + " templates (" + s.templatesLabel() + ") have errors:");
      // shown from where the user stands first: the scratch copy is recognised by its place
      DiagnosticPrinter.text(
          prefixed(
              DiagnosticPrinter.forConsole(sink, ProjectPaths.fromSystem(), s.dataDir()),
              s.pathPrefix(),
              s.scratch()),
          err);
      return Optional.empty();
    }
    return Optional.of(new ReprintFinder.Drawn(c, r.get()));
  }

  /**
   * The same diagnostics with {@code prefix} before each path ({@code
   * HEAD~1:card-data/heroes.yaml}). Given a {@code scratch} folder, only paths inside it are
   * prefixed, shown relative to it.
   */
  private static Diagnostics prefixed(Diagnostics d, String prefix, Optional<Path> scratch) {
    if (prefix.isEmpty()) {
      return d;
    }
    Diagnostics out = new Diagnostics();
    for (Diagnostic x : d.sorted()) {
      SourceRef w = x.where();
      String path = prefix + w.path();
      if (scratch.isPresent()) {
        Path p = Path.of("").toAbsolutePath().resolve(w.path()).normalize();
        path =
            p.startsWith(scratch.get())
                ? prefix + scratch.get().relativize(p).toString().replace('\\', '/')
                : w.path();
      }
      out.add(
          new Diagnostic(
              x.severity(),
              x.checkId(),
              new SourceRef(path, w.line(), w.column(), w.lineText()),
              x.message(),
              x.hint()));
    }
    return out;
  }
}
