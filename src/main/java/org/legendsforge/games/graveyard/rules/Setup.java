package org.legendsforge.games.graveyard.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Seeded setup of a game (docs/rules-model.md §7), from pure data: the terrain deck, the hero ids
 * and the pickup counts by kind. A Tabletop Simulator script replays it with the same {@link
 * MinStd} mappings and the same inputs in the same order (forge passes terrain cards and heroes in
 * the order the card data lists them). The exact order of draws:
 *
 * <ol>
 *   <li>{@code rng = MinStd(seed)}.
 *   <li>Terrain: {@code shuffle} a copy of the terrain deck; its first 15 cards fill slots 0..14
 *       (reading order: slot column {@code s % 5}, slot row {@code s / 5}).
 *   <li>For slot 0..14 in order: {@code turned = below(2) == 1} (1 means turned 180°).
 *   <li>Heroes: {@code shuffle} a copy of the hero ids; the first 8 go on the map in that order,
 *       the rest stay off the map in that order.
 *   <li>For hero 1..8 in order: {@code c = cell()}; while {@code c} is on or adjacent (diagonals
 *       included) to a hero placed before, {@code c = cell()} again.
 *   <li>Pickups, kind by kind in the fixed order hyper, healing, mana, item, each kind {@code
 *       count} times: {@code c = cell()}; while {@code c} holds a hero or a pickup placed before,
 *       {@code c = cell()} again.
 *   <li>Start player: {@code die(2)} (1 or 2).
 * </ol>
 *
 * The same generator goes on ({@link SetupResult#generatorState()}), in this order:
 *
 * <ol start="8">
 *   <li>the draw decks are shuffled one after the other ({@link #shuffleDecks}), each from its
 *       card-data order: the starting weapons, the item weapons, the spell decks Fire, Water, Air,
 *       Earth, White, Black and General, then the chaos elements (when the chaos variant is on);
 *   <li>once the players have picked, the starting Turn Order deck ({@link TurnOrderDeck#shuffled}
 *       of the controlled heroes, the start player's first, then the players 1 to n); the starting
 *       spell hands are then dealt from the decks' tops, the start player's first, no draw;
 *   <li>every respawned pickup, in the order they respawn ({@link Placement#pickupCell}).
 * </ol>
 *
 * <p>Decisions where the spec is silent: the layout's turns are drawn after the shuffle, not
 * interleaved with it; the spirit and hero picks and the starting weapons (§7 steps 4–5) are
 * players' choices and so not drawn here. No hero belongs to a side while the pickups are placed,
 * so with {@code compensateSetup} the setup's pickups are measured once the starting heroes are
 * picked, in placement order ({@link Compensation#ofSetup}).
 */
public final class Setup {
  public static final int HEROES_ON_MAP = 8;

  /** The order in which pickup kinds are placed (step 6). */
  public static final List<PickupKind> PICKUP_ORDER =
      List.of(PickupKind.HYPER, PickupKind.HEALING, PickupKind.MANA, PickupKind.ITEM);

  private Setup() {}

  public static SetupResult run(
      long seed,
      List<TerrainCard> terrainDeck,
      List<String> heroIds,
      Map<PickupKind, Integer> pickups) {
    return run(new MinStd(seed), seed, terrainDeck, heroIds, pickups);
  }

  /**
   * The same setup, drawn from {@code rng}, which must be freshly seeded with {@code seed}: a game
   * goes on drawing from it after setup (docs/rules-model.md §12, one generator for the whole
   * game).
   */
  public static SetupResult run(
      MinStd rng,
      long seed,
      List<TerrainCard> terrainDeck,
      List<String> heroIds,
      Map<PickupKind, Integer> pickups) {
    if (heroIds.size() < HEROES_ON_MAP) {
      throw new IllegalArgumentException("setup needs 8 heroes, got " + heroIds.size());
    }
    int pickupTotal = pickups.values().stream().mapToInt(Integer::intValue).sum();
    if (pickupTotal + HEROES_ON_MAP > Cell.COLUMNS * Cell.ROWS) {
      throw new IllegalArgumentException("too many pickups for the map: " + pickupTotal);
    }
    TerrainLayout layout = TerrainLayout.draw(terrainDeck, rng);

    List<String> order = new ArrayList<>(heroIds);
    rng.shuffle(order);
    List<SetupResult.HeroPlacement> heroes = new ArrayList<>();
    List<Cell> heroCells = new ArrayList<>();
    for (String hero : order.subList(0, HEROES_ON_MAP)) {
      Cell c = Placement.heroCell(heroCells, List.of(), rng).orElseThrow();
      heroCells.add(c);
      heroes.add(new SetupResult.HeroPlacement(hero, c));
    }

    List<SetupResult.PickupPlacement> placed = new ArrayList<>();
    List<Cell> taken = new ArrayList<>();
    for (PickupKind kind : PICKUP_ORDER) {
      int count = pickups.getOrDefault(kind, 0);
      for (int i = 0; i < count; i++) {
        Cell c = Placement.pickupCell(heroCells, taken, rng).orElseThrow();
        taken.add(c);
        placed.add(new SetupResult.PickupPlacement(kind, c));
      }
    }
    int startPlayer = rng.die(2);
    return new SetupResult(
        seed,
        layout,
        Board.of(layout),
        heroes,
        placed,
        startPlayer,
        order.subList(HEROES_ON_MAP, order.size()),
        rng.state());
  }

  /**
   * Shuffles decks of the given sizes one after the other (step 8): for each, the positions {@code
   * 0..size-1} of its cards in card-data order, in the order the shuffle leaves them (index 0 is
   * the top card).
   */
  public static List<List<Integer>> shuffleDecks(List<Integer> sizes, MinStd rng) {
    List<List<Integer>> out = new ArrayList<>();
    for (int size : sizes) {
      List<Integer> order = new ArrayList<>();
      for (int i = 0; i < size; i++) {
        order.add(i);
      }
      rng.shuffle(order);
      out.add(List.copyOf(order));
    }
    return out;
  }
}
