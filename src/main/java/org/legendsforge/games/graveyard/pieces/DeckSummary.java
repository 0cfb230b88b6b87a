package org.legendsforge.games.graveyard.pieces;

import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.kit.print.SleeveGuide;

/**
 * A plain-text list of the decks: how many cards each holds and its sleeve colour, then the cards
 * and the sleeves in all (the sleeve guide's count: index cards take none).
 */
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
              d.contents().indexCardSize() ? "none" : d.sleeve().name(),
              d.contents().indexCardSize() ? "(index cards, played bare)" : d.sleeve().hex(),
              d.contents().derived() ? "  (derived)" : ""));
    }
    out.append(
        String.format(Locale.ROOT, "%n%d cards in %d decks%n", total, catalog.decks().size()));
    SleeveGuide guide = SleeveGuide.of(catalog);
    out.append(guide.sleevesInAll())
        .append(" sleeves (\"")
        .append(SleeveGuide.SLEEVE_NAME)
        .append(
            String.format(
                Locale.ROOT,
                "\", %.0f x %.0f mm)",
                SleeveGuide.SLEEVE_WIDTH,
                SleeveGuide.SLEEVE_HEIGHT));
    List<String> bare =
        guide.unsleeved().stream()
            .map(r -> r.deck().name() + " (" + r.cards() + " index cards)")
            .toList();
    if (!bare.isEmpty()) {
      out.append(": every card but ").append(String.join(", ", bare)).append(", played bare");
    }
    out.append('\n');
    return out.toString();
  }
}
