package org.legendsforge.games.graveyard.model;

import java.util.Set;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCell;

/**
 * A test of one hero's own state: where it stands and what it carries. Empty parts always pass.
 * {@code standsOn} reads terrain letters as a movement spec does (docs/rules-model.md §4): {@code
 * W} is sea or any land cell with a river.
 *
 * @param standsOn the hero's cell is one of these (empty: anywhere)
 * @param with the hero has at least one of these (empty: no requirement)
 * @param without the hero has none of these
 */
public record HeroCondition(Set<Terrain> standsOn, Set<Status> with, Set<Status> without) {
  /** No requirement at all. */
  public static final HeroCondition ANY = new HeroCondition(Set.of(), Set.of(), Set.of());

  public HeroCondition {
    standsOn = EnumSets.copy(Terrain.class, standsOn);
    with = EnumSets.copy(Status.class, with);
    without = EnumSets.copy(Status.class, without);
  }

  public boolean isAny() {
    return standsOn.isEmpty() && with.isEmpty() && without.isEmpty();
  }

  /** Whether a hero standing on {@code cell} and carrying {@code has} passes. */
  public boolean test(TerrainCell cell, Set<Status> has) {
    return standsOn(cell) && (with.isEmpty() || anyOf(with, has)) && !anyOf(without, has);
  }

  private static boolean anyOf(Set<Status> wanted, Set<Status> has) {
    for (Status s : wanted) { // a loop, not a stream: asked for every hero an ability could choose
      if (has.contains(s)) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code cell} is one of {@code standsOn}'s terrains ({@code W}: sea or a river). */
  public boolean standsOn(TerrainCell cell) {
    if (standsOn.isEmpty() || standsOn.contains(cell.terrain())) {
      return true;
    }
    return standsOn.contains(Terrain.SEA) && cell.admitsWater();
  }
}
