package org.legendsforge.games.graveyard.validate;

import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * {@code spirit-hand-size} (warning): a spirit's hand limits normally add up to 5
 * (docs/rules-model.md §9); another total is allowed but worth a second look.
 */
public final class SpiritHandCheck implements CatalogCheck {
  static final int USUAL_TOTAL = 5;

  @Override
  public void check(Catalog catalog, SourceMap where, Diagnostics sink) {
    for (Spirit s : catalog.spirits()) {
      int total = s.hand().total();
      if (total != USUAL_TOTAL) {
        sink.warning(
            "spirit-hand-size",
            where.locate(s.id(), "hand"),
            "hand limits of \"" + s.id() + "\" add up to " + total + ", expected " + USUAL_TOTAL,
            total < USUAL_TOTAL
                ? "raise a limit, or keep the smaller hand on purpose to balance a strong ability"
                : "lower a limit, or keep the larger hand on purpose to balance a weak ability");
      }
    }
  }
}
