package org.legendsforge.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.balance.BalanceWeights;
import org.legendsforge.data.LoadResult;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diag.SourceMap;
import org.legendsforge.diff.FolderDigest;
import org.legendsforge.game.Lineup;
import org.legendsforge.model.Catalog;
import org.legendsforge.pipeline.ProjectPaths;

/**
 * A card-data folder ready to be played: its validated catalog, the balance model's weights (the
 * playtest prices what cards did with them) and a digest of every file in it, which names the card
 * data in a playtest batch, and where each card's fields are written.
 */
record CardSet(
    Path dir, Catalog catalog, BalanceWeights weights, String digest, SourceMap sources) {
  /**
   * Loads and validates {@code dir} for games of {@code lineup} (a spirit and a player card for
   * each player, {@link LineupSeats}); problems go to {@code sink}, empty when there were errors.
   */
  static Optional<CardSet> load(ProjectPaths paths, Path dir, Lineup lineup, Diagnostics sink)
      throws IOException {
    LoadResult loaded = Stages.data(paths).run(dir);
    sink.addAll(loaded.diagnostics());
    if (loaded.catalog().isEmpty()) {
      return Optional.empty();
    }
    Catalog catalog = loaded.catalog().get();
    sink.addAll(LineupSeats.check(catalog, loaded.sources(), lineup));
    Optional<BalanceWeights> weights = BalanceCommand.weights(catalog, paths, dir, sink);
    if (weights.isEmpty() || sink.hasErrors()) {
      return Optional.empty();
    }
    return Optional.of(
        new CardSet(
            dir, catalog, weights.get(), FolderDigest.of(dir, p -> true), loaded.sources()));
  }
}
