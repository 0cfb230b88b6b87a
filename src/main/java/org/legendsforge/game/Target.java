package org.legendsforge.game;

/**
 * What a weapon, spell or ability is aimed at: one hero ({@code hero}), or for an area the cell at
 * its centre ({@code cell}); the other is -1.
 */
public record Target(int hero, int cell) {
  public static Target hero(int hero) {
    return new Target(hero, -1);
  }

  public static Target cell(int cell) {
    return new Target(-1, cell);
  }

  public boolean isCell() {
    return cell >= 0;
  }
}
