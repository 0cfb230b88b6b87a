package org.legendsforge.kit.output;

import java.util.Locale;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;

/** A plain-text list of the decks: how many cards each holds and its sleeve colour. */
public final class DeckSummary {
  public String text(Catalog catalog) {
    StringBuilder out = new StringBuilder();
    out.append(catalog.game().name()).append(" — decks\n\n");
    out.append(
        String.format(Locale.ROOT, "%-22s %-18s %5s  %s%n", "deck", "contents", "cards", "sleeve"));
    long total = 0;
    for (Deck d : catalog.decks()) {
      int n = catalog.cardsOf(d.contents()).size();
      total += n;
      out.append(
          String.format(
              Locale.ROOT,
              "%-22s %-18s %5d  %s %s%s%n",
              d.name(),
              d.contents().key(),
              n,
              d.sleeve().name(),
              d.sleeve().hex(),
              d.contents().derived() ? "  (derived)" : ""));
    }
    out.append(
        String.format(Locale.ROOT, "%n%d cards in %d decks%n", total, catalog.decks().size()));
    return out.toString();
  }
}
