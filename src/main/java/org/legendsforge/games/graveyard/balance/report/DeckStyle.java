package org.legendsforge.games.graveyard.balance.report;

import java.util.LinkedHashMap;
import java.util.Map;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.balance.CardValue;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.kit.report.ChartMarker;

/** How a deck is drawn in the charts: its sleeve colour and its own marker shape. */
record DeckStyle(String name, String colour, ChartMarker marker) {
  private static final String NO_SLEEVE = "#9E9E9E";

  /** The style of every deck the report prices, in report order, each with its own marker. */
  static Map<String, DeckStyle> of(Catalog c, BalanceReport r) {
    Map<String, String> colours = new LinkedHashMap<>();
    for (Deck d : c.decks()) {
      colours.put(d.name(), d.sleeve().hex().toUpperCase(java.util.Locale.ROOT));
    }
    Map<String, DeckStyle> out = new LinkedHashMap<>();
    for (CardValue v : r.cards()) {
      if (!out.containsKey(v.deck())) {
        out.put(
            v.deck(),
            new DeckStyle(
                v.deck(), colours.getOrDefault(v.deck(), NO_SLEEVE), ChartMarker.nth(out.size())));
      }
    }
    return out;
  }

  String marker(double x, double y, double r) {
    return marker.svg(x, y, r, colour, "") + "</" + marker.tag() + ">\n";
  }
}
