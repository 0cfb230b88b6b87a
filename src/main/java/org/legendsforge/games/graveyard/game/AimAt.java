package org.legendsforge.games.graveyard.game;

/**
 * What a weapon, spell or ability is aimed at: one hero ({@code hero}), or for an area the cell at
 * its centre ({@code cell}); the other is -1. {@link #NONE} (both -1) is an ability that picks no
 * one: every hero its filter admits, or a spirit's own player.
 */
public record AimAt(int hero, int cell) {
  public static final AimAt NONE = new AimAt(-1, -1);

  // Aims are values, made by the thousand in every list of legal actions: the common ones are made
  // once (a hero number past the table is still made on demand).
  private static final AimAt[] HEROES = new AimAt[64];
  private static final AimAt[] CELLS = new AimAt[Battlefield.CELLS];

  static {
    for (int h = 0; h < HEROES.length; h++) {
      HEROES[h] = new AimAt(h, -1);
    }
    for (int c = 0; c < CELLS.length; c++) {
      CELLS[c] = new AimAt(-1, c);
    }
  }

  public static AimAt hero(int hero) {
    return hero >= 0 && hero < HEROES.length ? HEROES[hero] : new AimAt(hero, -1);
  }

  public static AimAt cell(int cell) {
    return cell >= 0 && cell < CELLS.length ? CELLS[cell] : new AimAt(-1, cell);
  }

  public boolean isCell() {
    return cell >= 0;
  }

  public boolean isHero() {
    return hero >= 0;
  }
}
