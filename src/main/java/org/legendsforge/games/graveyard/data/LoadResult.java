package org.legendsforge.games.graveyard.data;

import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * What loading a card-data folder gave: the catalog when the data has no errors, every problem
 * found, where each card was written, and the rules text filled in from the catalog ({@link
 * Rulebook#NONE} until the data stage has read it).
 */
public record LoadResult(
    Optional<Catalog> catalog, Diagnostics diagnostics, SourceMap sources, Rulebook rulebook) {

  /** A result before the rules text is read. */
  public LoadResult(Optional<Catalog> catalog, Diagnostics diagnostics, SourceMap sources) {
    this(catalog, diagnostics, sources, Rulebook.NONE);
  }
}
