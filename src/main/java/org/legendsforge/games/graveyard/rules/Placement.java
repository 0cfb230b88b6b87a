package org.legendsforge.games.graveyard.rules;

import java.util.Collection;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Random cells for pieces, each drawn with {@link MinStd#cell()} and redrawn until legal. When no
 * cell is legal nothing is drawn and the result is empty (checked first, so a full map never loops
 * forever); checking draws no numbers, so the sequence is the same as drawing alone.
 */
public final class Placement {
  private Placement() {}

  /**
   * A cell for a hero (setup, docs/rules-model.md §7; spawn, §8): redrawn while on a pickup, or on
   * or adjacent (diagonals included) to any hero, dormant ones included.
   */
  public static Optional<Cell> heroCell(
      Collection<Cell> heroes, Collection<Cell> pickups, MinStd rng) {
    return draw(c -> !pickups.contains(c) && !onOrNextTo(c, heroes), rng);
  }

  /** A cell for a pickup (docs/rules-model.md §6): redrawn while it holds a hero or a pickup. */
  public static Optional<Cell> pickupCell(
      Collection<Cell> heroes, Collection<Cell> pickups, MinStd rng) {
    return draw(c -> !heroes.contains(c) && !pickups.contains(c), rng);
  }

  /** Whether {@code c} is one of {@code heroes} or touches one. */
  public static boolean onOrNextTo(Cell c, Collection<Cell> heroes) {
    for (Cell h : heroes) {
      if (h.equals(c) || h.touches(c)) {
        return true;
      }
    }
    return false;
  }

  private static Optional<Cell> draw(Predicate<Cell> legal, MinStd rng) {
    if (Cell.all().stream().noneMatch(legal)) {
      return Optional.empty();
    }
    Cell c = rng.cell();
    while (!legal.test(c)) {
      c = rng.cell();
    }
    return Optional.of(c);
  }
}
