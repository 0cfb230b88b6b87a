package org.legendsforge.games.graveyard.bots;

import java.util.List;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * Picks uniformly among the legal actions, with a generator of its own (never the game's, so the
 * game draws the same numbers whoever plays it).
 */
public final class RandomBot implements Bot {
  public static final String NAME = "random";
  private final MinStd rng;

  public RandomBot(long seed) {
    rng = new MinStd(seed);
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public Action choose(GameState state, List<Action> legal) {
    return legal.get(rng.below(legal.size()));
  }
}
