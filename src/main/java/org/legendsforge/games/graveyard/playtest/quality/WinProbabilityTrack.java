package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.bots.Heuristic;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

/**
 * Follows one game and keeps the win-probability estimate of a fitted {@link WinModel} for side 1
 * after every turn: read, as the quality study reads its states, from the heuristic's terms for
 * side 1 and the turns played, before each Turn Order card; after the last turn, the game's result
 * (1 or 0), or the estimate of the final state when the turn limit ended it.
 */
public final class WinProbabilityTrack implements GameRunner.Observer {
  private final Heuristic heuristic;
  private final WinModel model;
  private final List<Double> side1 = new ArrayList<>();

  public WinProbabilityTrack(Engine engine, WinModel model) {
    if (!model.features().equals(StateFeatures.NAMES)) {
      throw new IllegalArgumentException(
          "the win-probability model reads " + model.features() + ", not " + StateFeatures.NAMES);
    }
    this.heuristic = new Heuristic(engine.cards());
    this.model = model;
  }

  /**
   * Side 1's chance before the first turn (entry 0) and after each turn (entry {@code t} after
   * {@code t} turns), once the game has ended.
   */
  public List<Double> side1() {
    return List.copyOf(side1);
  }

  @Override
  public void acting(GameState s, Action a) {
    if (a instanceof Action.DrawTurn) {
      side1.add(estimate(s, side1.size()));
    }
  }

  @Override
  public void ended(GameState s, GameRunner.Result r) {
    side1.add(r.winner() == 1 ? 1.0 : r.winner() == 2 ? 0.0 : estimate(s, side1.size()));
  }

  /** The estimate of {@code s} after {@code turns} turns. */
  private double estimate(GameState s, int turns) {
    return model.side1(StateFeatures.of(heuristic.terms(s, 1), turns));
  }
}
