package org.legendsforge.games.graveyard.validate;

import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * {@code tts-seat-colour} (warning): a player card's colour is its seat in Tabletop Simulator, so a
 * colour that is no seat leaves that player's hand zone to no one. The card-data schema already
 * refuses such a colour in {@code game.yaml}; this check holds the same for a catalog made any
 * other way (the benchmark's synthetic sets), before the table is written.
 */
public final class SeatColourCheck implements CatalogCheck {
  @Override
  public void check(Catalog catalog, SourceMap where, Diagnostics sink) {
    for (PlayerCard p : catalog.playerCards()) {
      if (!PlayerCard.SEAT_COLOURS.contains(p.colour())) {
        sink.warning(
            "tts-seat-colour",
            where.locate(p.id(), "colour"),
            "player card \""
                + p.id()
                + "\" has colour \""
                + p.colour()
                + "\", which is no seat in Tabletop Simulator; its hand zone will not work",
            "use one of " + String.join(", ", PlayerCard.SEAT_COLOURS));
      }
    }
  }
}
