package org.legendsforge.games.graveyard.bots;

import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * The state a bot decides on: its player's view of the game ({@link GameState#asSeenBy}), the other
 * side's hand and every face-down pile dealt again from what the player has not seen. The deals
 * come from a generator of the bot's own, apart from the one its choices use, so a bot's choices
 * depend only on what its player could see and on its own seed.
 */
final class Sight {
  private final MinStd rng;

  Sight(long seed) {
    rng = new MinStd(seed ^ 0x6A09E667L);
  }

  /** The deciding player's view of {@code s}. */
  GameState of(GameState s) {
    return s.asSeenBy(s.decider(), rng.next());
  }
}
