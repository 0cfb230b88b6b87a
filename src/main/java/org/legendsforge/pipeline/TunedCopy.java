package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.playtest.tuning.NumberChange;
import org.legendsforge.games.graveyard.playtest.tuning.TuneReport;

/**
 * {@code forge tune --write DIR}: a copy of the card data with the confirmed numbers changed where
 * they are written, made beside the target and then renamed into place, so a failure leaves no
 * half-written copy.
 */
public final class TunedCopy {
  private TunedCopy() {}

  /** How the copy went. */
  public enum Outcome {
    WRITTEN,
    /** The card data changed while tune ran: the numbers are no longer where they were read. */
    DATA_CHANGED,
    /** The file system refused ({@link Written#problem}). */
    CANNOT_WRITE
  }

  /**
   * @param changed the numbers changed in the copy
   */
  public record Written(Outcome outcome, int changed, String problem) {}

  /** Whether {@code dir} may take the copy: it is absent or an empty folder. */
  public static boolean fits(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return true;
    }
    if (!Files.isDirectory(dir)) {
      return false;
    }
    try (var s = Files.list(dir)) {
      return s.findAny().isEmpty();
    }
  }

  /** Writes the card data of {@code set} with the confirmed proposals of {@code report}. */
  public static Written write(CardSet set, DataTuneBench bench, TuneReport report, Path target) {
    List<NumberChange> kept = new ArrayList<>();
    for (TuneReport.Proposal p : report.proposals()) {
      if (p.confirmed()) {
        kept.add(new NumberChange(p.card(), NumberChange.field(p.field()), p.from(), p.to()));
      }
    }
    Optional<Map<String, String>> patched = bench.patched(kept);
    if (patched.isEmpty()) {
      return new Written(Outcome.DATA_CHANGED, kept.size(), "");
    }
    Path aside = target.resolveSibling("." + target.getFileName() + ".forge-tmp");
    try {
      deleteTree(aside);
      copyTree(set.dir(), aside);
      for (Map.Entry<String, String> f : patched.get().entrySet()) {
        Files.writeString(aside.resolve(f.getKey()), f.getValue());
      }
      Files.deleteIfExists(target);
      Files.move(aside, target, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      return new Written(Outcome.CANNOT_WRITE, kept.size(), e.getMessage());
    }
    return new Written(Outcome.WRITTEN, kept.size(), "");
  }

  /** Copies folder {@code from} to the new folder {@code to}, every file and folder below. */
  private static void copyTree(Path from, Path to) throws IOException {
    try (var walk = Files.walk(from)) {
      for (Path p : walk.sorted().toList()) {
        Path copy = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
          Files.createDirectories(copy);
        } else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
          Files.copy(p, copy);
        }
      }
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (var walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
