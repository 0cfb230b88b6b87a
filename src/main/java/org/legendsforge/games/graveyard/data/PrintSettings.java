package org.legendsforge.games.graveyard.data;

import java.util.Optional;

/**
 * The printer setup forge.yaml keeps under {@code print:}, as written there and already checked:
 * words from the lists {@link ProjectFile} allows, numbers within their bounds. Empty means "not
 * set": the command line, then forge's defaults, decide.
 */
public record PrintSettings(
    Optional<String> paper,
    Optional<String> duplex,
    Optional<String> layout,
    Optional<String> shop,
    Optional<Double> margin,
    Optional<java.util.List<Double>> backOffset,
    Optional<String> backs,
    Optional<Double> gutter) {
  public static final PrintSettings NONE =
      new PrintSettings(
          Optional.empty(),
          Optional.empty(),
          Optional.empty(),
          Optional.empty(),
          Optional.empty(),
          Optional.empty(),
          Optional.empty(),
          Optional.empty());

  /** {@code backOffset}: right and down, in mm, as the duplex test shows them. */
  public PrintSettings {
    backOffset = backOffset.map(java.util.List::copyOf);
  }
}
