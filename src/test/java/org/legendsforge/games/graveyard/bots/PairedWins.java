package org.legendsforge.games.graveyard.bots;

import org.hipparchus.distribution.discrete.BinomialDistribution;

/**
 * Two bots' games on the same seeds and seats, compared game by game (McNemar's test): only the
 * games one won and the other lost tell them apart, and under "they are as strong" each such game
 * is a coin toss, so the p-value is the exact two-sided binomial tail of the split. The difference
 * in win rate has a normal interval from the paired variance, narrower than two separate intervals
 * because the games both won or both lost add no noise.
 */
record PairedWins(int games, int onlyFirst, int onlySecond) {
  static PairedWins of(boolean[] first, boolean[] second) {
    if (first.length != second.length) {
      throw new IllegalArgumentException(
          "not the same games: " + first.length + ", " + second.length);
    }
    int a = 0;
    int b = 0;
    for (int i = 0; i < first.length; i++) {
      a += first[i] && !second[i] ? 1 : 0;
      b += !first[i] && second[i] ? 1 : 0;
    }
    return new PairedWins(first.length, a, b);
  }

  /** The first bot's win rate less the second's. */
  double difference() {
    return (onlyFirst - onlySecond) / (double) games;
  }

  /** Half the width of the difference's 95% interval (normal approximation, paired). */
  double halfWidth() {
    double n = games;
    double d = onlyFirst - onlySecond;
    double var = (onlyFirst + onlySecond - d * d / n) / (n * n);
    return 1.959963984540054 * Math.sqrt(Math.max(0, var));
  }

  /** The exact two-sided p-value of the split of the discordant games. */
  double pValue() {
    int n = onlyFirst + onlySecond;
    if (n == 0) {
      return 1;
    }
    BinomialDistribution coin = new BinomialDistribution(n, 0.5);
    int low = Math.min(onlyFirst, onlySecond);
    return Math.min(1, 2 * coin.cumulativeProbability(low));
  }
}
