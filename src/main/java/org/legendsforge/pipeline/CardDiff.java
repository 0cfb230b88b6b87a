package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.data.BalanceWeightsLoader;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.diff.CatalogDiffer;
import org.legendsforge.games.graveyard.diff.DataDiff;
import org.legendsforge.games.graveyard.diff.DiffJson;
import org.legendsforge.games.graveyard.diff.DiffText;
import org.legendsforge.games.graveyard.diff.ReprintFinder;
import org.legendsforge.games.graveyard.diff.ReprintList;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostic;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.OutputFailure;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.files.IoProblem;
import org.legendsforge.kit.output.OutputTree;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.render.CardRenderer;

/**
 * {@code forge diff}: what changed between two card sets, field by field and deck by deck, its
 * balance effect, and the cards to reprint (a card is to reprint when it is drawn differently on
 * the two sides), with the reprint PDF written into the output folder when asked. The sides are two
 * folders, or the card data and templates as committed at a git ref against the working folders.
 */
public final class CardDiff {
  /** How a comparison ended. */
  public enum Outcome {
    COMPARED,
    /** A side's card data or templates have errors: nothing compared. */
    SIDE_HAS_ERRORS,
    /** The git ref, or the repository, is not what the comparison needs (a usage error). */
    NO_SUCH_REF,
    /** The output folder is someone else's: nothing written. */
    NOT_MADE_BY_FORGE,
    /** git or the disk failed. */
    CANNOT_READ_OR_WRITE
  }

  /** What the run tells the user on the way, in order: a line, or problems to list. */
  public sealed interface Told {
    /** A line of its own. */
    record Line(String text) implements Told {}

    /** Problems, their paths as the user can open them (or {@code REF:path} in a commit). */
    record Problems(Diagnostics shown) implements Told {}
  }

  /**
   * What the comparison found.
   *
   * @param told what to tell the user on the way (standard error)
   * @param report the comparison, as text or JSON, for {@link Outcome#COMPARED}
   * @param message what went wrong, with its {@code hint}, for the other outcomes but {@link
   *     Outcome#SIDE_HAS_ERRORS} (whose problems are among {@code told})
   */
  public record Result(
      Outcome outcome, List<Told> told, String report, String message, String hint) {}

  /**
   * How the comparison is shown and what it writes.
   *
   * @param json JSON instead of text
   * @param out the output folder (reprint/, and the scratch copy of a git ref)
   * @param reprint whether to write the reprint PDF
   * @param paper {@code letter} or {@code a4}; both when empty
   * @param duplex the flip edge of the reprint PDF: {@code long}, {@code short} or {@code none}
   */
  public record Options(
      boolean json, Path out, boolean reprint, Optional<String> paper, String duplex) {}

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

  private final ProjectPaths paths;
  private final Options options;
  private final List<Told> told = new ArrayList<>();

  private CardDiff(ProjectPaths paths, Options options) {
    this.paths = paths;
    this.options = options;
  }

  /**
   * Compares the card-data folders {@code oldData} and {@code newData}, drawn with {@code
   * oldTemplates} and {@code newTemplates}.
   */
  public static Result folders(
      ProjectPaths paths,
      Path oldData,
      Path oldTemplates,
      Path newData,
      Path newTemplates,
      Options options)
      throws IOException {
    CardDiff d = new CardDiff(paths, options);
    return d.compare(
        load(
            paths,
            "old",
            paths.display(oldData),
            oldData,
            "",
            oldTemplates,
            paths.display(oldTemplates),
            Optional.empty()),
        load(
            paths,
            "new",
            paths.display(newData),
            newData,
            "",
            newTemplates,
            paths.display(newTemplates),
            Optional.empty()));
  }

  /**
   * Compares the card data of {@code dataDir} as committed at {@code ref} with the working folder;
   * the old side is drawn with {@code oldTemplates} when given, else with the templates as
   * committed at {@code ref} (or the working ones, noted, when the commit cannot give them).
   */
  public static Result since(
      ProjectPaths paths,
      String ref,
      Path dataDir,
      Optional<Path> oldTemplates,
      Path newTemplates,
      Options options)
      throws IOException {
    return new CardDiff(paths, options).sinceRef(ref, dataDir, oldTemplates, newTemplates);
  }

  private Result sinceRef(String since, Path dataDir, Optional<Path> givenOld, Path newTemplates)
      throws IOException {
    Path root = paths.output(options.out());
    Path parent = Files.createDirectories(root.resolve(OutputTree.SCRATCH));
    Path scratch = Files.createTempDirectory(parent, "diff-");
    try {
      GitSnapshot git = new GitSnapshot();
      GitSnapshot.Copy copy = git.take(dataDir, since, scratch);
      ProjectPaths atRef = new ProjectPaths(paths.home(), copy.root());
      Path oldTemplates = newTemplates;
      String oldTemplatesLabel = paths.display(newTemplates);
      if (givenOld.isPresent()) {
        oldTemplates = givenOld.get();
        oldTemplatesLabel = paths.display(oldTemplates);
      } else {
        Optional<GitSnapshot.Copy> t = templatesAt(git, since, dataDir, newTemplates, scratch);
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
      return compare(old, now);
    } catch (GitSnapshot.Problem p) {
      return ended(Outcome.NO_SUCH_REF, p.getMessage(), p.hint());
    } catch (IOException e) {
      return ended(
          Outcome.CANNOT_READ_OR_WRITE,
          "cannot read the card data at " + since + ": " + IoProblem.withPath(e),
          "check that git is installed and that " + paths.display(root) + " is writable");
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
      GitSnapshot git, String since, Path dataDir, Path templatesDir, Path scratch)
      throws IOException {
    try {
      Path repo = git.topLevel(dataDir);
      if (!templatesDir.toRealPath().startsWith(repo)) {
        tell(
            "forge: note: the templates folder is not in the card data's repository; both sides are drawn with "
                + templatesDir);
        return Optional.empty();
      }
      return Optional.of(git.take(templatesDir, since, scratch));
    } catch (GitSnapshot.Problem p) {
      tell("forge: note: " + p.getMessage() + "; the old side is drawn with the working templates");
      return Optional.empty();
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

  private Result compare(Side old, Side now) throws IOException {
    boolean broken = false;
    for (Side s : List.of(old, now)) {
      if (s.loaded().catalog().isEmpty() || s.loaded().diagnostics().hasErrors()) {
        broken = true;
        tell("forge: the " + s.word() + " card data (" + s.label() + ") has errors:");
        told.add(
            new Told.Problems(
                prefixed(
                    shown(s.loaded().diagnostics(), s.paths(), s.dataDir()),
                    s.pathPrefix(),
                    Optional.empty())));
      }
    }
    if (broken) {
      tell("forge: nothing compared; fix the errors above first");
      return ended(Outcome.SIDE_HAS_ERRORS, "", "");
    }
    Catalog a = old.loaded().catalog().get();
    Catalog b = now.loaded().catalog().get();
    ReprintStep step = new ReprintStep();
    Optional<ReprintFinder.Drawn> da = drawn(step, old, a);
    Optional<ReprintFinder.Drawn> db = drawn(step, now, b);
    if (da.isEmpty() || db.isEmpty()) {
      tell(
          "forge: nothing compared; fix the errors above first, or draw that side with other templates (--templates-old DIR, --templates-new DIR)");
      return ended(Outcome.SIDE_HAS_ERRORS, "", "");
    }
    // A side without balance.yaml (an old commit, say) is priced with the other side's weights.
    for (Side s : List.of(old, now)) {
      if (s.weights().isEmpty()) {
        Side other = s == old ? now : old;
        tell(
            "forge: note: the "
                + s.word()
                + " card data has no "
                + BalanceWeightsLoader.FILE
                + (other.weights().isPresent()
                    ? "; its cards are priced with the " + other.word() + " side's weights"
                    : "; the balance change is left out"));
      }
    }
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
    if (options.reprint()) {
      OutputTree tree = new OutputTree(paths.output(options.out()));
      try {
        List<Path> written =
            step.write(
                tree,
                db.get(),
                now.templates().resolve("print"),
                papers(),
                PrinterSetup.duplex(options.duplex()),
                old.label() + "  →  " + now.label(),
                reprints);
        files =
            Optional.of(written.stream().map(p -> paths.display(tree.root().resolve(p))).toList());
      } catch (OutputTree.NotOurs e) {
        return ended(
            Outcome.NOT_MADE_BY_FORGE,
            OutputFailure.notMadeByForge(paths.display(e.folder())),
            "choose an empty or new folder with --out DIR");
      } catch (IOException | RuntimeException e) {
        return ended(
            Outcome.CANNOT_READ_OR_WRITE,
            "cannot write the reprint PDF: "
                + (e instanceof IOException io ? IoProblem.withPath(io) : e.getMessage()),
            "check that "
                + paths.display(tree.root())
                + " is writable and the disk has room; the output folder is unchanged");
      }
    }
    String report =
        options.json()
            ? new DiffJson().format(diff, reprints, files, old.label(), now.label())
            : new DiffText().format(diff, reprints, files, old.label(), now.label());
    return new Result(Outcome.COMPARED, List.copyOf(told), report, "", "");
  }

  private List<Paper> papers() {
    return options
        .paper()
        .map(p -> List.of(p.equals("letter") ? Paper.LETTER : Paper.A4))
        .orElse(List.of(Paper.LETTER, Paper.A4));
  }

  /** The side's renderer, or empty after telling its template errors. */
  private Optional<ReprintFinder.Drawn> drawn(ReprintStep step, Side s, Catalog c) {
    Diagnostics sink = new Diagnostics();
    Optional<CardRenderer> r = step.renderer(s.templates(), s.dataDir(), c, sink);
    if (r.isEmpty() || sink.hasErrors()) {
      tell("forge: the " + s.word() + " templates (" + s.templatesLabel() + ") have errors:");
      // shown from where the user stands first: the scratch copy is recognised by its place
      told.add(
          new Told.Problems(
              prefixed(
                  shown(sink, ProjectPaths.fromSystem(), s.dataDir()),
                  s.pathPrefix(),
                  s.scratch())));
      return Optional.empty();
    }
    return Optional.of(new ReprintFinder.Drawn(c, r.get()));
  }

  /** Problems of the project of {@code dataDir} with paths as the user can open them. */
  private static Diagnostics shown(Diagnostics d, ProjectPaths paths, Path dataDir) {
    Path project = ProjectPaths.projectOf(dataDir);
    return d.withPaths(p -> paths.shownFromProject(project, p));
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

  private void tell(String line) {
    told.add(new Told.Line(line));
  }

  private Result ended(Outcome outcome, String message, String hint) {
    return new Result(outcome, List.copyOf(told), "", message, hint);
  }
}
