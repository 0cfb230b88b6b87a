package org.legendsforge.games.graveyard.validate;

import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * What setup and play need from the card data (docs/rules-model.md §§1, 7, 8).
 *
 * <ul>
 *   <li>{@code setup-terrain} (error): at least 15 terrain cards (2 × 3 shape is the loader's
 *       {@code terrain-shape}).
 *   <li>{@code setup-heroes} (error): 8 heroes on the map plus one replacement for each death that
 *       does not end the game. Decision: a player loses at the 4th death point, so each of the 2
 *       sides spawns at most 3 replacements: 8 + 2 × 3 = 14 heroes.
 *   <li>{@code respawn-choice} (warning): the last of those replacements is picked from 3 only when
 *       2 more heroes are left over, so fewer than 16 heroes narrows the choice.
 *   <li>{@code setup-weapons} (error): at least 3 starting and 3 item weapons (a hero looks at the
 *       top 3 of the deck).
 *   <li>{@code setup-players} (error): at least 2 player cards for the Turn Order deck.
 * </ul>
 */
public final class SetupNeedsCheck implements CatalogCheck {
  static final int TERRAIN = 15;
  static final int HEROES = 8 + 2 * 3;
  static final int HEROES_FOR_CHOICE = HEROES + 2;
  static final int WEAPONS = 3;
  static final int PLAYERS = 2;

  @Override
  public void check(Catalog c, SourceMap where, Diagnostics sink) {
    int terrain = c.terrainCards().size();
    if (terrain < TERRAIN) {
      sink.error(
          "setup-terrain",
          where.file("terrain.yaml"),
          "the map is laid from 15 terrain cards, the data has " + terrain,
          "add " + (TERRAIN - terrain) + " more 2 x 3 terrain cards to terrain.yaml");
    }
    int heroes = c.heroes().size();
    if (heroes < HEROES) {
      sink.error(
          "setup-heroes",
          where.file("heroes.yaml"),
          "a game needs "
              + HEROES
              + " heroes (8 on the map and 3 replacements per player), the data has "
              + heroes,
          "add " + (HEROES - heroes) + " more heroes to heroes.yaml");
    } else if (heroes < HEROES_FOR_CHOICE) {
      sink.warning(
          "respawn-choice",
          where.file("heroes.yaml"),
          "with "
              + heroes
              + " heroes the last replacements are picked from fewer than 3 unplayed heroes",
          "add " + (HEROES_FOR_CHOICE - heroes) + " more heroes to always offer a choice of 3");
    }
    weapons(c.startingWeapons().size(), "starting", "weapons/starting.yaml", where, sink);
    weapons(c.itemWeapons().size(), "item", "weapons/items.yaml", where, sink);
    if (c.playerCards().size() < PLAYERS) {
      sink.error(
          "setup-players",
          where.file("game.yaml"),
          "the Turn Order deck needs a card for each of at least 2 players, the data has "
              + c.playerCards().size(),
          "list at least 2 players in game.yaml");
    }
  }

  private static void weapons(int n, String kind, String file, SourceMap where, Diagnostics sink) {
    if (n < WEAPONS) {
      sink.error(
          "setup-weapons",
          where.file(file),
          "a hero looks at the top 3 " + kind + " weapons, the data has " + n,
          "add " + (WEAPONS - n) + " more " + kind + " weapons to " + file);
    }
  }
}
