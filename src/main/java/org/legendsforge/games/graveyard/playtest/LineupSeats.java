package org.legendsforge.games.graveyard.playtest;

import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * Whether the card data seats every player of a lineup (docs/rules-model.md §7, §10): a spirit
 * each, since no two players pick the same, and a player card each for the Turn Order deck. {@code
 * play-players} errors say what is missing.
 */
public final class LineupSeats {
  private LineupSeats() {}

  public static Diagnostics check(Catalog catalog, SourceMap sources, Lineup lineup) {
    int players = lineup.players();
    Diagnostics d = new Diagnostics();
    if (catalog.spirits().size() < players) {
      d.error(
          "play-players",
          sources.file("spirits.yaml"),
          "a "
              + lineup.key()
              + " game seats "
              + players
              + " players, each with a spirit of its own, and the data has "
              + catalog.spirits().size()
              + " spirits",
          "add spirits to spirits.yaml, or play with fewer players (--teams)");
    }
    if (catalog.playerCards().size() < players) {
      d.error(
          "play-players",
          sources.file("game.yaml"),
          "a "
              + lineup.key()
              + " game needs a Turn Order card for each of its "
              + players
              + " players, and game.yaml lists "
              + catalog.playerCards().size(),
          "list " + players + " players in game.yaml, or play with fewer players (--teams)");
    }
    return d;
  }
}
