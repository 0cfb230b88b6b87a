package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * What {@code forge validate} finds ({@link Stages#validate}): every problem a build would report,
 * and how many cards in how many decks the card data holds when it loads.
 */
public record Validation(Diagnostics diagnostics, Optional<Counts> counts) {
  /** The card data's printed cards and decks. */
  public record Counts(long cards, int decks) {}

  /** Validates {@code dataDir}, measuring its cards against the layouts of {@code templates}. */
  public static Validation of(
      ProjectPaths paths, Path dataDir, Path templates, boolean allowOverflow) {
    LoadResult result = Stages.validate(paths, dataDir, templates, allowOverflow);
    return new Validation(
        result.diagnostics(),
        result.catalog().map(c -> new Counts(c.printedCards().count(), c.decks().size())));
  }

  /** Whether the card data loaded without an error. */
  public boolean valid() {
    return !diagnostics.hasErrors() && counts.isPresent();
  }
}
