package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.bots.Heuristic;

/**
 * What the win-probability model reads of a state between turns: the heuristic's terms for side 1
 * ({@link Heuristic#TERMS}), each what side 1 has less what side 2 has.
 */
public final class StateFeatures {
  /** The features' names, in order. */
  public static final List<String> NAMES = new ArrayList<>(Heuristic.TERMS);

  private StateFeatures() {}

  /** The features of boundary {@code j} of {@code game}. */
  public static double[] of(GameTrace game, int j) {
    return game.features()[j];
  }
}
