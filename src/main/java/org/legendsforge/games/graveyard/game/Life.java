package org.legendsforge.games.graveyard.game;

/** Where a hero is in the life of a game. */
public enum Life {
  /** Never yet in play: off the map, one of those a replacement is drawn from (§8). */
  NEVER,
  /** On the map, controlled by no one, until a hero next to it claims it. */
  DORMANT,
  /** On the map and controlled by a player. */
  ACTIVE,
  /** Died; off the map for the rest of the game. */
  DEAD;

  private static final Life[] VALUES = values();

  static Life of(int ordinal) {
    return VALUES[ordinal];
  }

  /** Dormant and controlled heroes stand on the map. */
  public boolean onMap() {
    return this == DORMANT || this == ACTIVE;
  }
}
