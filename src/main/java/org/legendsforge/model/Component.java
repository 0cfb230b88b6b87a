package org.legendsforge.model;

/**
 * A physical component for the checklist. When {@code perHero} is true the count is per hero in
 * the set, so adding a hero adds a figurine pair without editing the list.
 */
public record Component(String name, int count, boolean perHero, String note) {
  public int total(int heroes) {
    return perHero ? count * heroes : count;
  }
}
