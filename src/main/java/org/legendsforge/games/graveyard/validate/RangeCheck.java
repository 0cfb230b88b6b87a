package org.legendsforge.games.graveyard.validate;

import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * {@code range-beyond-map} (warning): a range or an area reaching farther than the longest distance
 * on the map (A1 to J9 is 17 steps) is the same as 17, so the number probably is a typo.
 */
public final class RangeCheck implements CatalogCheck {
  static final int LONGEST = (Cell.COLUMNS - 1) + (Cell.ROWS - 1);

  @Override
  public void check(Catalog c, SourceMap where, Diagnostics sink) {
    for (Spell s : c.spells()) {
      check(s.id(), s.range(), s.area(), where, sink);
    }
    for (Weapon w : c.startingWeapons()) {
      check(w.id(), w.range(), w.area(), where, sink);
    }
    for (Weapon w : c.itemWeapons()) {
      check(w.id(), w.range(), w.area(), where, sink);
    }
  }

  private static void check(
      String id, int range, Optional<AreaSpec> area, SourceMap where, Diagnostics sink) {
    if (range > LONGEST) {
      sink.warning(
          "range-beyond-map",
          where.locate(id, "range"),
          "range " + range + " of \"" + id + "\" is longer than the map (" + LONGEST + " at most)",
          "use a range up to " + LONGEST);
    }
    if (area.isPresent() && area.get().steps() > LONGEST) {
      sink.warning(
          "range-beyond-map",
          where.locate(id, "area"),
          "area " + area.get() + " of \"" + id + "\" is larger than the map",
          "use at most " + LONGEST + " steps");
    }
  }
}
