package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.diff.CatalogDiffer;
import org.legendsforge.games.graveyard.diff.DiffLines;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.games.graveyard.playtest.studies.CardSetComparison;
import org.legendsforge.games.graveyard.playtest.studies.ComparisonReport;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.OutputTree;

/**
 * The two card sets {@code forge playtest --since REF} and {@code --compare OLD NEW} play: two
 * folders, or the card data as committed at a git ref (copied into a scratch folder in the output
 * folder, removed once loaded) and the working folder; each loaded and validated on its own.
 */
public record CardSetPair(Side old, Side now) {
  /**
   * One side as loaded: its set, or empty when its data has errors; its problems, whose paths are
   * relative to {@code dir} in the project of {@code paths}.
   *
   * @param word {@code old} or {@code new}, for messages
   * @param label how the report names the side
   */
  public record Side(
      String word,
      String label,
      Optional<CardSet> set,
      Diagnostics diagnostics,
      ProjectPaths paths,
      Path dir) {
    static Side load(ProjectPaths paths, Path dir, String word, String label, Seats seats)
        throws IOException {
      Diagnostics sink = new Diagnostics();
      Optional<CardSet> set = CardSet.load(paths, dir, seats, sink);
      return new Side(word, label, sink.hasErrors() ? Optional.empty() : set, sink, paths, dir);
    }

    CardSetComparison.Side played() {
      CardSet s = set.orElseThrow();
      return new CardSetComparison.Side(label, s.catalog(), s.weights(), s.digest());
    }
  }

  /** Two card-data folders, OLD and NEW, named in the report as the user sees them. */
  public static CardSetPair ofFolders(ProjectPaths paths, Path old, Path now, Seats seats)
      throws IOException {
    return new CardSetPair(
        Side.load(paths, old, "old", paths.display(old), seats),
        Side.load(paths, now, "new", paths.display(now), seats));
  }

  /**
   * The card data of {@code dataDir} as committed at {@code ref}, and as it is now.
   *
   * @param output the output folder, which holds the scratch copy while it is loaded
   */
  public static CardSetPair since(
      ProjectPaths paths, Path dataDir, String ref, Path output, Seats seats)
      throws IOException, GitSnapshot.Problem {
    Path parent = Files.createDirectories(output.resolve(OutputTree.SCRATCH));
    Path scratch = Files.createTempDirectory(parent, "playtest-");
    try {
      GitSnapshot.Copy copy = new GitSnapshot().take(dataDir, ref, scratch);
      ProjectPaths atRef = new ProjectPaths(paths.home(), copy.root());
      return new CardSetPair(
          Side.load(atRef, copy.dataDir(), "old", ref + ":" + copy.repoPath(), seats),
          Side.load(paths, dataDir, "new", paths.display(dataDir) + " (working folder)", seats));
    } finally {
      GitSnapshot.delete(scratch);
      try {
        Files.deleteIfExists(parent);
      } catch (DirectoryNotEmptyException busy) {
        // another command is using it; the last one out removes the folder
      }
    }
  }

  /** Whether both sides loaded without an error. */
  public boolean loaded() {
    return old.set().isPresent() && now.set().isPresent();
  }

  /**
   * Plays {@code o}'s seeds on both sides and compares them beside the card diff from the old side
   * to the new; {@code done} is told of each seed played on both. Both sides must have {@link
   * #loaded}.
   */
  public ComparisonReport compare(Playtest.Options o, IntConsumer done)
      throws InterruptedException {
    DiffLines diff = diff();
    return CardSetComparison.compare(
        old.played(), now.played(), diff.lines(), diff.edited(), o, done);
  }

  /** The card diff from the old side to the new, priced with each side's balance model. */
  private DiffLines diff() {
    CardSet a = old.set().orElseThrow();
    CardSet b = now.set().orElseThrow();
    return DiffLines.of(
        new CatalogDiffer()
            .diff(
                a.catalog(),
                b.catalog(),
                Optional.of(BalanceReport.of(a.catalog(), a.model())),
                Optional.of(BalanceReport.of(b.catalog(), b.model()))));
  }
}
