package org.legendsforge.games.graveyard.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A replacement hero after a death (docs/rules-model.md §8): the player sees 3 random heroes never
 * yet in play (all of them when fewer remain) and picks one, which spawns on a random cell, redrawn
 * while on a pickup or on or next to another hero.
 *
 * <p>Draw order: {@link #offer} shuffles a copy of the never-in-play heroes (in the order given)
 * and offers the first three; {@link #spawnCell} then draws {@code cell()} until one is free.
 */
public final class Respawn {
  public static final int CHOICES = 3;

  private Respawn() {}

  public static List<String> offer(List<String> neverInPlay, MinStd rng) {
    List<String> pool = new ArrayList<>(neverInPlay);
    rng.shuffle(pool);
    return List.copyOf(pool.subList(0, Math.min(CHOICES, pool.size())));
  }

  /**
   * A legal spawn cell, or empty when the map has none (then nothing is drawn). Decision: dormant
   * heroes count as heroes here, as they do in setup.
   */
  public static Optional<Cell> spawnCell(List<Cell> heroes, List<Cell> pickups, MinStd rng) {
    return Placement.heroCell(heroes, pickups, rng);
  }
}
