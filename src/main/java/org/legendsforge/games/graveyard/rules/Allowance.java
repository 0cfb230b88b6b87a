package org.legendsforge.games.graveyard.rules;

import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/** One part of a movement spec: up to {@code count} steps onto cells of the given terrain types. */
public record Allowance(int count, Set<Terrain> terrains) {
  public Allowance {
    if (count < 0) {
      throw new IllegalArgumentException("negative movement count");
    }
    if (terrains.isEmpty()) {
      throw new IllegalArgumentException("an allowance needs at least one terrain");
    }
    // EnumSet order, not Set.copyOf's per-run random order: the text of a spec must be stable.
    terrains = java.util.Collections.unmodifiableSet(EnumSet.copyOf(terrains));
  }

  public boolean isAny() {
    return terrains.size() == Terrain.values().length;
  }

  /**
   * Whether one unit of this allowance may be spent to enter {@code cell} (docs/rules-model.md §4).
   */
  public boolean admits(TerrainCell cell) {
    if (terrains.contains(cell.terrain())) {
      return true;
    }
    return terrains.contains(Terrain.SEA) && cell.admitsWater();
  }

  public String notation() {
    if (isAny()) {
      return count + " any";
    }
    return count
        + " "
        + EnumSet.copyOf(terrains).stream()
            .map(t -> String.valueOf(t.letter()))
            .collect(Collectors.joining(" "));
  }

  public Allowance withCount(int newCount) {
    return new Allowance(newCount, terrains);
  }
}
