package org.legendsforge.model;

/**
 * A physical component for the checklist. When {@code perHero} is true the count is per hero in
 * the set, so adding a hero adds a figurine pair without editing the list; when {@code perPlayer}
 * is true it is per player card (one death-point counter per player, rules-spec §12).
 */
public record Component(String name, int count, boolean perHero, boolean perPlayer, String note) {
  public Component {
    if (perHero && perPlayer) {
      throw new IllegalArgumentException(name + ": a count is per hero or per player, not both");
    }
  }

  /** A component whose count does not depend on the players. */
  public Component(String name, int count, boolean perHero, String note) {
    this(name, count, perHero, false, note);
  }

  public int total(int heroes, int players) {
    return perHero ? count * heroes : perPlayer ? count * players : count;
  }
}
