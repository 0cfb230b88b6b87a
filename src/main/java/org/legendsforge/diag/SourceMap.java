package org.legendsforge.diag;

/**
 * Finds where in the card data a card's field was written, so checks that run on the loaded catalog
 * can still point at a line. {@code field} is a path below the card, like {@code "area"} or {@code
 * "effects/0/damage"}; the empty string means the card itself.
 */
public interface SourceMap {
  SourceRef locate(String cardId, String field);

  /** Where a whole file is, by its path relative to the data folder ({@code decks.yaml}). */
  SourceRef file(String relativePath);
}
