package org.legendsforge.games.graveyard.validate;

import java.util.EnumMap;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * The pickups of game.yaml (docs/rules-model.md §6): {@code pickup-count} is an error for a kind
 * listed twice, a negative count, or more pickups than the map holds beside the 8 heroes (they
 * never share a cell); a kind with no pickup on the map is {@code pickup-missing} (warning), as the
 * card data then describes an orb that never appears.
 */
public final class PickupCountCheck implements CatalogCheck {
  @Override
  public void check(Catalog c, SourceMap where, Diagnostics sink) {
    Map<PickupKind, Integer> seen = new EnumMap<>(PickupKind.class);
    int total = 0;
    for (Pickup p : c.pickups()) {
      if (seen.merge(p.kind(), 1, Integer::sum) == 2) {
        sink.error(
            "pickup-count",
            where.file("game.yaml"),
            "pickup kind \"" + p.kind().key() + "\" is listed more than once",
            "list each kind once with its count");
      }
      if (p.count() < 0) {
        sink.error(
            "pickup-count",
            where.file("game.yaml"),
            "pickup \"" + p.kind().key() + "\" has a negative count " + p.count(),
            "use 0 or more");
      }
      total += Math.max(0, p.count());
    }
    int room = Cell.COLUMNS * Cell.ROWS - Setup.HEROES_ON_MAP;
    if (total > room) {
      sink.error(
          "pickup-count",
          where.file("game.yaml"),
          total + " pickups do not fit on the map beside 8 heroes (at most " + room + ")",
          "the rules' default is 7: 1 hyper, 1 healing, 3 mana, 2 item");
    }
    for (PickupKind k : PickupKind.values()) {
      if (c.pickupCount(k) <= 0) {
        sink.warning(
            "pickup-missing",
            where.file("game.yaml"),
            "no " + k.key() + " orb lies on the map",
            "give the " + k.key() + " pickup a count of at least 1, or drop it on purpose");
      }
    }
  }
}
