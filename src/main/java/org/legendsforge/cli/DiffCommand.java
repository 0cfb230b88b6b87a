package org.legendsforge.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.data.BalanceWeightsLoader;
import org.legendsforge.data.LoadResult;
import org.legendsforge.diag.Diagnostic;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diag.SourceRef;
import org.legendsforge.diff.CatalogDiffer;
import org.legendsforge.diff.DataDiff;
import org.legendsforge.diff.DiffJson;
import org.legendsforge.diff.DiffText;
import org.legendsforge.model.Catalog;
import org.legendsforge.output.OutputTree;
import org.legendsforge.pipeline.GitSnapshot;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.validate.BalanceModel;
import org.legendsforge.validate.BalanceReport;
import org.legendsforge.validate.BalanceWeights;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "diff",
    mixinStandardHelpOptions = true,
    description = {
      "Shows what changed between two card sets: cards added, removed and changed (field by field,",
      "deck by deck, derived decks included), decks and game settings, and the balance change.",
      "  forge diff OLD NEW             two card-data folders",
      "  forge diff --since GIT_REF     the card data as committed at GIT_REF against the working folder",
      "Exit status: 0 ok (differences are not errors), 1 data errors on either side, 2 usage errors, 3 git or disk failure."
    })
final class DiffCommand implements Callable<Integer> {
  enum Format { text, json }

  @Parameters(arity = "0..2", paramLabel = "FOLDER", description = "OLD and NEW card-data folders (not with --since).")
  List<Path> folders = List.of();

  @Option(names = "--since", paramLabel = "GIT_REF", description = "Compare the card data as committed at this commit, branch or tag with the working folder.")
  String since;

  @Mixin DataOptions dataOptions;

  @Option(names = "--out", paramLabel = "DIR", description = "The output folder, where --since keeps its scratch copy while it runs (default: output in the project).")
  Path out;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json.")
  Format format = Format.text;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /** One side of the comparison, loaded and validated. */
  private record Side(String word, String label, Path dataDir, LoadResult loaded, Optional<BalanceWeights> weights, String pathPrefix) {}

  @Override
  public Integer call() throws IOException {
    ProjectPaths paths = ProjectPaths.fromSystem();
    if (since == null) {
      if (folders.size() != 2 || dataOptions.data != null) {
        return Usage.error(spec, "diff needs two card-data folders, OLD and NEW, or --since GIT_REF", "forge diff old/card-data card-data, or forge diff --since HEAD~1");
      }
      Path a = paths.userDir().resolve(folders.get(0)).normalize();
      Path b = paths.userDir().resolve(folders.get(1)).normalize();
      for (Path p : List.of(a, b)) {
        if (!Files.isDirectory(p)) {
          return Usage.error(spec, "card-data folder " + paths.display(p) + " does not exist", "pass two existing card-data folders");
        }
      }
      return compare(load(paths, "old", paths.display(a), a, ""), load(paths, "new", paths.display(b), b, ""));
    }
    if (!folders.isEmpty()) {
      return Usage.error(spec, "--since compares with the working card-data folder; do not name folders too", "forge diff --since " + since + " [--data DIR]");
    }
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.error(spec, "card-data folder " + paths.display(dataDir) + " does not exist", "pass an existing folder with --data DIR");
    }
    return sinceRef(paths, dataDir);
  }

  private int sinceRef(ProjectPaths paths, Path dataDir) throws IOException {
    OutputTree tree = new OutputTree(paths.output(out));
    if (!tree.isOurs()) {
      return Usage.error(spec, "output folder " + paths.display(tree.root()) + " is not empty and was not made by forge", "choose an empty or new folder with --out DIR; forge keeps a scratch copy there while it runs");
    }
    Path parent = Files.createDirectories(tree.root().resolve(".forge-tmp"));
    Path scratch = Files.createTempDirectory(parent, "diff-");
    try {
      GitSnapshot.Copy copy = new GitSnapshot().take(dataDir, since, scratch);
      ProjectPaths atRef = new ProjectPaths(paths.home(), copy.root());
      Side old = load(atRef, "old", since + ":" + copy.repoPath(), copy.dataDir(), since + ":");
      Side now = load(paths, "new", paths.display(dataDir) + " (working folder)", dataDir, "");
      return compare(old, now);
    } catch (GitSnapshot.Problem p) {
      return Usage.error(spec, p.getMessage(), p.hint());
    } catch (IOException e) {
      var err = spec.commandLine().getErr();
      err.println("forge: error: cannot read the card data at " + since + ": " + e.getMessage());
      err.println("  hint: check that git is installed and that " + paths.display(tree.root()) + " is writable");
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

  private static Side load(ProjectPaths paths, String word, String label, Path dataDir, String pathPrefix) {
    LoadResult loaded = Stages.data(paths).run(dataDir);
    Optional<BalanceWeights> weights = Optional.empty();
    if (loaded.catalog().isPresent() && Files.exists(dataDir.resolve(BalanceWeightsLoader.FILE))) {
      weights = BalanceCommand.weights(loaded.catalog().get(), paths, dataDir, loaded.diagnostics());
    }
    return new Side(word, label, dataDir, loaded, weights, pathPrefix);
  }

  private int compare(Side old, Side now) {
    PrintWriter err = spec.commandLine().getErr();
    boolean broken = false;
    for (Side s : List.of(old, now)) {
      if (s.loaded().catalog().isEmpty() || s.loaded().diagnostics().hasErrors()) {
        broken = true;
        err.println("forge: the " + s.word() + " card data (" + s.label() + ") has errors:");
        DiagnosticPrinter.text(prefixed(s.loaded().diagnostics(), s.pathPrefix()), err);
      }
    }
    if (broken) {
      err.println("forge: nothing compared; fix the errors above first");
      err.flush();
      return ExitCodes.DATA;
    }
    Catalog a = old.loaded().catalog().get();
    Catalog b = now.loaded().catalog().get();
    // A side without balance.yaml (an old commit, say) is priced with the other side's weights.
    for (Side s : List.of(old, now)) {
      if (s.weights().isEmpty()) {
        Side other = s == old ? now : old;
        err.println(
            "forge: note: the "
                + s.word()
                + " card data has no "
                + BalanceWeightsLoader.FILE
                + (other.weights().isPresent() ? "; its cards are priced with the " + other.word() + " side's weights" : "; the balance change is left out"));
      }
    }
    err.flush();
    Optional<BalanceWeights> wa = old.weights().or(now::weights);
    Optional<BalanceWeights> wb = now.weights().or(old::weights);
    DataDiff diff =
        new CatalogDiffer()
            .diff(a, b, wa.map(w -> BalanceReport.of(a, new BalanceModel(w))), wb.map(w -> BalanceReport.of(b, new BalanceModel(w))));
    PrintWriter o = spec.commandLine().getOut();
    o.print(format == Format.json ? new DiffJson().format(diff, old.label(), now.label()) : new DiffText().format(diff, old.label(), now.label()));
    o.flush();
    return ExitCodes.OK;
  }

  /** The same diagnostics with {@code prefix} before each path ({@code HEAD~1:card-data/heroes.yaml}). */
  private static Diagnostics prefixed(Diagnostics d, String prefix) {
    if (prefix.isEmpty()) {
      return d;
    }
    Diagnostics out = new Diagnostics();
    for (Diagnostic x : d.sorted()) {
      SourceRef w = x.where();
      out.add(new Diagnostic(x.severity(), x.checkId(), new SourceRef(prefix + w.path(), w.line(), w.column(), w.lineText()), x.message(), x.hint()));
    }
    return out;
  }
}
