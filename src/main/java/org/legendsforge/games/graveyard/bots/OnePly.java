package org.legendsforge.games.graveyard.bots;

import java.util.List;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * The decisions outside a hero turn, one action at a time: each legal action tried on a copy of the
 * state and scored with the {@link Heuristic} for the deciding player; the best is taken (the first
 * of equals, in the engine's fixed order). The end of a player turn scores as the state is now, so
 * a player turn redistributes while that improves the score. An action whose outcome chance decides
 * (an orb or a replacement placed at random) is tried on a {@link GameState#resampled} copy, the
 * same one for every option, so the bot never reads where the game's own generator would put it. A
 * side's pick for compensation mana also counts what the mana buys the hero ({@link
 * Heuristic#manaUse}).
 */
final class OnePly {
  private final Engine engine;
  private final Heuristic heuristic;
  private final MinStd rng;

  OnePly(Engine engine, Heuristic heuristic, MinStd rng) {
    this.engine = engine;
    this.heuristic = heuristic;
    this.rng = rng;
  }

  Action choose(GameState s, List<Action> legal) {
    return switch (s.phase()) {
      case PICK_SPIRIT, PICK_HERO -> setupPick(legal);
      default -> best(s, legal);
    };
  }

  /**
   * Spirits and starting heroes are picked at random (from the bot's own generator): a one-ply
   * score cannot tell a spirit's worth before any hand is drawn, and random picks give every card
   * the same chance, so a playtest's per-card figures compare like with like.
   */
  Action setupPick(List<Action> legal) {
    return legal.get(rng.below(legal.size()));
  }

  /**
   * The best of {@code legal} by the score after it. Where the turn may end, ending it is the
   * baseline and another action is taken only when it scores strictly better: so a player turn
   * never moves mana or health back and forth (a move and its reverse cannot both improve the
   * score).
   */
  Action best(GameState s, List<Action> legal) {
    int player = s.decider();
    boolean chance = false;
    Action best = legal.get(0);
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Action a : legal) {
      chance |= a instanceof Action.RespawnOrb || a instanceof Action.Spawn || Hidden.draws(a);
      if (a instanceof Action.EndTurn) {
        best = a;
        bestScore = heuristic.score(s, player);
      }
    }
    long resample = chance ? rng.next() : 0;
    for (Action a : legal) {
      if (a instanceof Action.EndTurn) {
        continue;
      }
      GameState next = chance ? s.resampled(resample) : s.copy();
      engine.apply(next, a);
      double v = heuristic.score(next, player);
      if (a instanceof Action.Compensate c) {
        v += heuristic.manaUse(s, c.hero());
      }
      if (v > bestScore) {
        bestScore = v;
        best = a;
      }
    }
    return best;
  }
}
