package org.legendsforge.games.graveyard.model;

import java.util.OptionalInt;

/**
 * Which heroes an ability may land on (docs/card-rules.md). Only heroes in play are ever targets:
 * dormant heroes belong to no side and are never chosen or hit.
 *
 * @param side enemy, friend (the user included) or any hero, seen from the card's user
 * @param within at most this many cells (orthogonal distance, docs/rules-model.md §1) from the
 *     user; for one hero also in the user's line of sight unless {@code over}; every hero within N
 *     is the area {@code Nr0d} around the user and needs no line of sight (docs/rules-model.md §3)
 * @param over line of sight is not needed
 * @param nearFriend at most this many cells from a hero of the user's side other than the target
 *     itself (no line of sight); this is how a spirit, which has no cell, reaches the map
 * @param state the target's own state: where it stands, what it has or lacks
 */
public record HeroFilter(
    Side side, OptionalInt within, boolean over, OptionalInt nearFriend, HeroCondition state) {
  public HeroFilter {
    if (within.isPresent() && within.getAsInt() < 0
        || nearFriend.isPresent() && nearFriend.getAsInt() < 0) {
      throw new IllegalArgumentException("a distance is never negative");
    }
  }

  /** Every hero of {@code side}, wherever it stands. */
  public static HeroFilter of(Side side) {
    return new HeroFilter(side, OptionalInt.empty(), false, OptionalInt.empty(), HeroCondition.ANY);
  }
}
