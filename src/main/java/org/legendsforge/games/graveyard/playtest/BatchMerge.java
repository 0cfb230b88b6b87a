package org.legendsforge.games.graveyard.playtest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;

/**
 * {@code forge playtest --merge}: batch files read and merged into one batch, each checked to have
 * been played on the card data the report is made from (its digest), so a report never mixes games
 * of different cards.
 */
public final class BatchMerge {
  /** A batch file: where it is, and its path as the user sees it. */
  public record Source(Path file, String shown) {}

  /** A batch file that is not there: a usage error, not a problem of the file. */
  public static final class MissingBatch extends IOException {
    private final transient Source source;

    MissingBatch(Source source) {
      super("batch " + source.shown() + " does not exist");
      this.source = source;
    }

    public Source source() {
      return source;
    }
  }

  private final Catalog catalog;
  private final String digest;
  private final String dataShown;

  /**
   * @param digest the digest of the card-data folder the batches must have been played on
   * @param dataShown that folder as the user sees it
   */
  public BatchMerge(Catalog catalog, String digest, String dataShown) {
    this.catalog = catalog;
    this.digest = digest;
    this.dataShown = dataShown;
  }

  /** The merged batch, or empty with every problem of the files in {@code sink}. */
  public Optional<Batch> merge(List<Source> sources, Diagnostics sink) throws IOException {
    BatchFile files = new BatchFile(catalog);
    List<Batch> batches = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (Source s : sources) {
      String text;
      try {
        text = Files.readString(s.file());
      } catch (NoSuchFileException e) {
        throw new MissingBatch(s);
      }
      files
          .read(text, s.shown(), sink)
          .ifPresent(
              b -> {
                batches.add(b);
                names.add(s.shown());
              });
    }
    for (int i = 0; i < batches.size(); i++) {
      if (!batches.get(i).data().equals(digest)) {
        sink.error(
            "playtest-merge",
            SourceRef.file(names.get(i)),
            "was played on other card data than " + dataShown,
            "report on batches with the card data they were played on: --data DIR");
      }
    }
    return sink.hasErrors() ? Optional.empty() : files.merge(batches, names, sink);
  }
}
