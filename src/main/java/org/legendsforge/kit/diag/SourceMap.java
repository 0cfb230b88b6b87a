package org.legendsforge.kit.diag;

/**
 * Finds where in the card data a card's field was written, so checks that run on the loaded catalog
 * can still point at a line. {@code field} is a path below the card, like {@code "area"} or {@code
 * "effects/0/damage"}; the empty string means the card itself.
 */
public interface SourceMap {
  SourceRef locate(String cardId, String field);

  /** Where a whole file is, by its path relative to the data folder ({@code decks.yaml}). */
  SourceRef file(String relativePath);

  /**
   * Where the value of a card's field was written, exactly: its file relative to the data folder
   * and the 1-based line and column it starts at; empty when the field was not written (a default)
   * or the card is unknown. An edit that must change that text and nothing else starts here.
   */
  default java.util.Optional<Written> written(String cardId, String field) {
    return java.util.Optional.empty();
  }

  /**
   * Every whole number written below a card, by its field path ({@code effects/0/damage}), in the
   * order written; empty for an unknown card. What an edit of a card's numbers may change.
   */
  default java.util.Map<String, Integer> numbers(String cardId) {
    return java.util.Map.of();
  }

  /** A value's place in a card-data file (see {@link #written}). */
  record Written(String relativePath, int line, int column) {}
}
