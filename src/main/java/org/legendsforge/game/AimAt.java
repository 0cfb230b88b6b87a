package org.legendsforge.game;

/**
 * What a weapon, spell or ability is aimed at: one hero ({@code hero}), or for an area the cell at
 * its centre ({@code cell}); the other is -1. {@link #NONE} (both -1) is an ability that picks no
 * one: every hero its filter admits, or a spirit's own player.
 */
public record AimAt(int hero, int cell) {
  public static final AimAt NONE = new AimAt(-1, -1);

  public static AimAt hero(int hero) {
    return new AimAt(hero, -1);
  }

  public static AimAt cell(int cell) {
    return new AimAt(-1, cell);
  }

  public boolean isCell() {
    return cell >= 0;
  }

  public boolean isHero() {
    return hero >= 0;
  }
}
