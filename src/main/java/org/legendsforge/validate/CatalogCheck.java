package org.legendsforge.validate;

import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diag.SourceMap;
import org.legendsforge.model.Catalog;

/** One family of checks on a loaded catalog; reports through {@code sink}, never throws. */
public interface CatalogCheck {
  void check(Catalog catalog, SourceMap where, Diagnostics sink);
}
