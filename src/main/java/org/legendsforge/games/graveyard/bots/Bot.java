package org.legendsforge.games.graveyard.bots;

import java.util.List;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.GameState;

/** A player of the game: picks one of the legal actions. Deterministic given its seed. */
public interface Bot {
  /** The name the command line and the game log know it by. */
  String name();

  /** One of {@code legal} (never empty) for the state; must not change the state. */
  Action choose(GameState state, List<Action> legal);
}
