package org.legendsforge.data;

import java.util.Optional;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diag.SourceMap;
import org.legendsforge.model.Catalog;

/**
 * What loading a card-data folder gave: the catalog when the data has no errors, every problem
 * found, and where each card was written.
 */
public record LoadResult(Optional<Catalog> catalog, Diagnostics diagnostics, SourceMap sources) {}
