package org.legendsforge.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.balance.BalanceModel;
import org.legendsforge.balance.BalanceReport;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diff.CardChange;
import org.legendsforge.diff.CatalogDiffer;
import org.legendsforge.diff.DataDiff;
import org.legendsforge.diff.DeckDiff;
import org.legendsforge.diff.FieldChange;
import org.legendsforge.game.Lineup;
import org.legendsforge.output.OutputTree;
import org.legendsforge.output.Progress;
import org.legendsforge.pipeline.GitSnapshot;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.playtest.Comparison;
import org.legendsforge.playtest.ComparisonBuilder;
import org.legendsforge.playtest.ComparisonReport;
import org.legendsforge.playtest.ComparisonText;
import org.legendsforge.playtest.Playtest;
import org.legendsforge.playtest.PlaytestReport;
import org.legendsforge.playtest.ReportBuilder;
import org.legendsforge.playtest.ReportJson;
import org.legendsforge.report.ComparisonPage;

/**
 * {@code forge playtest --since REF} and {@code --compare OLD NEW}: the same seeds played on two
 * card sets (common random numbers), shown beside the card diff with what changed beyond chance;
 * writes reports/playtest-compare.html.
 */
final class PlaytestComparison {
  static final String PAGE = "reports/playtest-compare.html";

  private final PlaytestCommand cmd;
  private final ProjectPaths paths;

  PlaytestComparison(PlaytestCommand cmd, ProjectPaths paths) {
    this.cmd = cmd;
    this.paths = paths;
  }

  int run() throws IOException, InterruptedException {
    if (cmd.compare != null) {
      Path old = paths.userDir().resolve(cmd.compare.get(0)).normalize();
      Path now = paths.userDir().resolve(cmd.compare.get(1)).normalize();
      for (Path p : List.of(old, now)) {
        if (!Files.isDirectory(p)) {
          return Usage.missingDataFolder(cmd.spec, paths, p);
        }
      }
      return compare(paths, old, paths.display(old), now, paths.display(now));
    }
    Path dataDir = paths.data(cmd.dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(cmd.spec, paths, dataDir);
    }
    OutputTree tree = new OutputTree(paths.output(cmd.out));
    if (!tree.isOurs()) {
      return Usage.notMadeByForge(
          cmd.spec,
          paths,
          tree.root(),
          "choose an empty or new folder with --out DIR; forge keeps a scratch copy there while it"
              + " runs");
    }
    Path parent = Files.createDirectories(tree.root().resolve(".forge-tmp"));
    Path scratch = Files.createTempDirectory(parent, "playtest-");
    try {
      GitSnapshot.Copy copy = new GitSnapshot().take(dataDir, cmd.since, scratch);
      ProjectPaths atRef = new ProjectPaths(paths.home(), copy.root());
      return compare(
          atRef,
          copy.dataDir(),
          cmd.since + ":" + copy.repoPath(),
          dataDir,
          paths.display(dataDir) + " (working folder)");
    } catch (GitSnapshot.Problem p) {
      return Usage.error(cmd.spec, p.getMessage(), p.hint());
    } finally {
      GitSnapshot.delete(scratch);
      try {
        Files.deleteIfExists(parent);
      } catch (DirectoryNotEmptyException busy) {
        // another command is using it; the last one out removes the folder
      }
    }
  }

  private int compare(
      ProjectPaths oldPaths, Path oldDir, String oldLabel, Path newDir, String newLabel)
      throws IOException, InterruptedException {
    PrintWriter err = cmd.spec.commandLine().getErr();
    Optional<CardSet> old = load(oldPaths, oldDir, "old", oldLabel, err, cmd.lineup());
    Optional<CardSet> now = load(paths, newDir, "new", newLabel, err, cmd.lineup());
    if (old.isEmpty() || now.isEmpty()) {
      err.println("forge: nothing compared; fix the errors above first");
      err.flush();
      return ExitCodes.DATA;
    }
    Playtest.Options o = cmd.options(Playtest.Compensation.ON);
    Progress progress = TerminalProgress.forCommandLine(err, false);
    Progress.Task task = progress.start("playtest, both card sets", o.games());
    Comparison.Run run =
        Comparison.run(
            new Playtest(old.get().catalog(), old.get().weights(), old.get().digest()),
            new Playtest(now.get().catalog(), now.get().weights(), now.get().digest()),
            o,
            n -> task.step());
    task.finish(o.games() + " seeds, each played on both card sets");
    BalanceModel oldModel = new BalanceModel(old.get().weights());
    BalanceModel newModel = new BalanceModel(now.get().weights());
    PlaytestReport a = new ReportBuilder(old.get().catalog(), oldModel).build(run.old());
    PlaytestReport b = new ReportBuilder(now.get().catalog(), newModel).build(run.now());
    DataDiff diff =
        new CatalogDiffer()
            .diff(
                old.get().catalog(),
                now.get().catalog(),
                Optional.of(BalanceReport.of(old.get().catalog(), oldModel)),
                Optional.of(BalanceReport.of(now.get().catalog(), newModel)));
    Set<String> edited = new HashSet<>();
    ComparisonReport report =
        new ComparisonBuilder()
            .build(oldLabel, newLabel, diffLines(diff, edited), edited, run.paired(), a, b);
    String html = new ComparisonPage().html(report);
    int written = cmd.writePage(paths, PAGE, html);
    if (written != ExitCodes.OK) {
      return written;
    }
    PrintWriter o2 = cmd.spec.commandLine().getOut();
    switch (cmd.format) {
      case json -> o2.print(new ReportJson().write(report));
      case html -> o2.print(html);
      case text -> o2.print(new ComparisonText().write(report));
    }
    o2.flush();
    return ExitCodes.OK;
  }

  private static Optional<CardSet> load(
      ProjectPaths p, Path dir, String word, String label, PrintWriter err, Lineup lineup)
      throws IOException {
    Diagnostics sink = new Diagnostics();
    Optional<CardSet> set = CardSet.load(p, dir, lineup, sink);
    if (set.isEmpty() || sink.hasErrors()) {
      err.println("forge: the " + word + " card data (" + label + ") has errors:");
    }
    DiagnosticPrinter.text(sink, err, p, dir);
    return sink.hasErrors() ? Optional.empty() : set;
  }

  /**
   * The card diff, card by card in the decks that hold them (derived decks left out), and the ids
   * it touches.
   */
  static List<String> diffLines(DataDiff diff, Set<String> edited) {
    List<String> out = new ArrayList<>();
    for (DeckDiff deck : diff.decks()) {
      if (deck.derived()) {
        continue;
      }
      out.add(deck.name());
      for (CardChange c : deck.cards()) {
        edited.add(c.id());
        out.add("  " + c.kind().mark() + " " + c.id() + "  " + c.name());
        for (FieldChange f : c.fields()) {
          out.add("      " + f.path() + ": " + show(f.old()) + " → " + show(f.now()));
        }
      }
    }
    for (FieldChange f : diff.game()) {
      out.add("game: " + f.path() + ": " + show(f.old()) + " → " + show(f.now()));
    }
    if (out.isEmpty()) {
      out.add("no differences in the cards");
    }
    return out;
  }

  private static String show(Optional<com.fasterxml.jackson.databind.JsonNode> v) {
    if (v.isEmpty()) {
      return "(none)";
    }
    var n = v.get();
    return n.isNull() ? "(set)" : n.isTextual() ? n.toString() : n.asText();
  }
}
