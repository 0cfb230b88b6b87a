package org.legendsforge.games.graveyard.bots;

import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.GameState;

/**
 * A hero turn's plan being played: the next action while the plan still fits the game (the same
 * turn, and the action is legal now), else nothing, and the bot plans again. A plan also ends after
 * an action that drew spells: it was made on a guess of what the draw would bring (see {@link
 * Hidden}), and the bot now sees what it did.
 */
final class PlanCursor {
  private List<Action> plan = List.of();
  private int next;
  private int turn = -1;
  private int hero = -1;

  void start(GameState s, List<Action> actions) {
    plan = List.copyOf(actions);
    next = 0;
    turn = s.turn();
    hero = s.activeHero();
  }

  Optional<Action> next(GameState s, List<Action> legal) {
    if (s.turn() != turn || s.activeHero() != hero || next >= plan.size()) {
      return Optional.empty();
    }
    Action a = plan.get(next);
    if (!legal.contains(a)) {
      return Optional.empty();
    }
    next++;
    if (Hidden.draws(a)) {
      next = plan.size();
    }
    return Optional.of(a);
  }
}
