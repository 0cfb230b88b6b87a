package org.legendsforge.games.graveyard.playtest.quality;

import java.util.Arrays;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * One figure's value in every game of a study, in the games' order (NaN where the game does not
 * count for it: a decided-games figure in a game the turn limit ended): for its mean over the games
 * that count, and to pair it game by game with another variant's games of the same seeds ({@link
 * VariantQuality}).
 */
final class GameColumn {
  private final double[] values;

  GameColumn(int games) {
    values = new double[games];
    Arrays.fill(values, Double.NaN);
  }

  void set(int game, double v) {
    values[game] = v;
  }

  /** The mean over the games that count, with its 95% interval. */
  Estimate mean() {
    double sum = 0;
    double sumSq = 0;
    long n = 0;
    for (double v : values) {
      if (!Double.isNaN(v)) {
        sum += v;
        sumSq += v * v;
        n++;
      }
    }
    return Estimate.mean(sum, sumSq, n, 1);
  }

  double[] values() {
    return values.clone();
  }
}
