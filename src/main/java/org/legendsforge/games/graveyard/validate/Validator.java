package org.legendsforge.games.graveyard.validate;

import java.util.List;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/** Runs every check family on a loaded catalog. */
public final class Validator {
  private final List<CatalogCheck> checks;

  public Validator(List<CatalogCheck> checks) {
    this.checks = List.copyOf(checks);
  }

  public void validate(Catalog catalog, SourceMap where, Diagnostics sink) {
    for (CatalogCheck check : checks) {
      check.check(catalog, where, sink);
    }
  }
}
