package org.legendsforge.games.graveyard.rules;

import java.util.List;

/**
 * Everything {@link Setup} decides for one seed: the layout and its board, the 8 heroes on the map
 * (in placement order), the pickups (in placement order), the start player (1 or 2), the heroes not
 * on the map in the shuffled order they were left in ({@code offMap}, never yet in play), and the
 * generator's state after the last draw ({@code new MinStd(generatorState)} continues the one
 * generator of the game: the deck shuffles, the Turn Order deck, every respawn).
 */
public record SetupResult(
    long seed,
    TerrainLayout layout,
    Board board,
    List<HeroPlacement> heroes,
    List<PickupPlacement> pickups,
    int startPlayer,
    List<String> offMap,
    long generatorState) {

  public SetupResult {
    heroes = List.copyOf(heroes);
    pickups = List.copyOf(pickups);
    offMap = List.copyOf(offMap);
  }

  public record HeroPlacement(String hero, Cell cell) {}

  public record PickupPlacement(PickupKind kind, Cell cell) {}

  public List<Cell> heroCells() {
    return heroes.stream().map(HeroPlacement::cell).toList();
  }

  public List<Cell> pickupCells() {
    return pickups.stream().map(PickupPlacement::cell).toList();
  }
}
