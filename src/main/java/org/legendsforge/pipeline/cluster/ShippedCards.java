package org.legendsforge.pipeline.cluster;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.kit.cluster.RangeHandler;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.pipeline.CardSet;
import org.legendsforge.pipeline.ProjectPaths;

/**
 * The card data playtests shipped to a worker: unpacked below its scratch folder, loaded and
 * checked as {@code forge playtest} loads it, once, then kept for every range of the same data and
 * bots.
 */
final class ShippedCards {
  private final Path scratch;
  private final Map<String, CardSet> loaded = new HashMap<>();

  /** Writes only below {@code scratch}. */
  ShippedCards(Path scratch) {
    this.scratch = scratch;
  }

  /** The paths a worker loads card data with: its scratch folder for every one. */
  ProjectPaths paths() {
    return new ProjectPaths(scratch, scratch);
  }

  /**
   * The card set shipped as {@code cards} whose digest is {@code digest} (with {@code @variant}
   * when under one), for {@code bots} seated as {@code teams}. Synchronized: two ranges of a new
   * playtest arrive together, and the data is unpacked once.
   */
  synchronized CardSet set(
      String cards, String digest, String teams, List<String> bots, RangeHandler.Shared shared)
      throws RangeHandler.Refused, IOException {
    String key = digest + " " + teams + " " + String.join(",", bots);
    CardSet known = loaded.get(key);
    if (known != null) {
      return known;
    }
    Path dir = scratch.resolve(cards);
    if (!Files.isDirectory(dir)) {
      Path part = Files.createTempDirectory(scratch, ".unpacking-");
      CardBundle.unpack(shared.get(cards), part);
      Files.move(part, dir);
    }
    Seats seats;
    try {
      seats = Seats.of(teams, bots, Seats.DEFAULT_BOT);
    } catch (Seats.Refused e) {
      throw new RangeHandler.Refused(e.getMessage());
    }
    Diagnostics sink = new Diagnostics();
    Optional<CardSet> base = CardSet.load(paths(), dir, seats, sink);
    if (base.isEmpty()) {
      throw new RangeHandler.Refused(
          "the shipped card data does not load here (" + sink.errorCount() + " errors)");
    }
    int at = digest.indexOf('@');
    Optional<CardSet> set = at < 0 ? base : base.get().under(digest.substring(at + 1));
    if (set.isEmpty() || !set.get().digest().equals(digest)) {
      throw new RangeHandler.Refused(
          "the shipped card data is not the playtest's (its digest differs)");
    }
    loaded.put(key, set.get());
    return set.get();
  }
}
