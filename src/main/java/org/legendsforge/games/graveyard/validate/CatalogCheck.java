package org.legendsforge.games.graveyard.validate;

import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/** One family of checks on a loaded catalog; reports through {@code sink}, never throws. */
public interface CatalogCheck {
  void check(Catalog catalog, SourceMap where, Diagnostics sink);
}
