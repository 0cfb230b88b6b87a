package org.legendsforge.games.graveyard.playtest.studies;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.stats.GameRecord;

/**
 * A variant's win rates compared with the rules' seed by seed (docs/playtest.md, "Variants"): the
 * change is the difference of the two rates shown, and its interval is paired, so what the shared
 * seeds make alike in both games cancels out of it.
 */
class VariantPairingTest {
  /**
   * A game of {@code seed} won by {@code winner}, its first Turn Order cards going to {@code
   * early}.
   */
  private static GameRecord game(long seed, int winner, int... early) {
    GameRecord g = new GameRecord(seed, 2, 0, 0, 0);
    g.winner = winner;
    g.turns = 80;
    g.earlyCount = early.length;
    System.arraycopy(early, 0, g.early, 0, early.length);
    return g;
  }

  @Test
  void theChangeIsTheVariantsRateMinusTheRulesEvenWhenOtherGamesCount() {
    VariantPairing p = new VariantPairing();
    // rules: the early leader (side 1, two of two) wins 3 of 4; seed 5 had no leader
    // variant: the leader wins 2 of 4, seed 4's lead gone and seed 5 led by side 2, who wins
    p.add(game(1, 1, 1, 1), game(1, 1, 1, 1));
    p.add(game(2, 1, 1, 1), game(2, 2, 1, 1));
    p.add(game(3, 1, 1, 1), game(3, 2, 1, 1));
    p.add(game(4, 2, 1, 1), game(4, 2, 1, 2));
    p.add(game(5, 1, 1, 2), game(5, 2, 1, 2, 2));
    Estimate change = p.earlyLeader();
    assertThat(change.value()).isCloseTo(2 / 4.0 - 3 / 4.0, within(1e-12));
    assertThat(change.hasInterval()).isTrue();
    assertThat(change.low()).isLessThan(change.value());
    assertThat(change.high()).isGreaterThan(change.value());
  }

  @Test
  void whenEveryGameCountsItIsTheMeanOfTheSeedsDifferences() {
    VariantPairing p = new VariantPairing();
    int[][] winners = {{1, 1}, {1, 2}, {2, 2}, {2, 1}, {1, 2}, {1, 1}, {2, 2}, {1, 2}};
    long sum = 0;
    long sumSq = 0;
    for (int s = 0; s < winners.length; s++) {
      p.add(game(s, winners[s][0]), game(s, winners[s][1]));
      long d = (winners[s][1] == 1 ? 1 : 0) - (winners[s][0] == 1 ? 1 : 0);
      sum += d;
      sumSq += d * d;
    }
    Estimate paired = Estimate.mean(sum, sumSq, winners.length, 1);
    assertThat(p.side1().value()).isCloseTo(paired.value(), within(1e-12));
    assertThat(p.side1().low()).isCloseTo(paired.low(), within(1e-12));
    assertThat(p.side1().high()).isCloseTo(paired.high(), within(1e-12));
  }

  @Test
  void gamesTheVariantLeavesAloneNarrowTheIntervalBelowTwoIndependentSamples() {
    VariantPairing p = new VariantPairing();
    int rulesWins = 0;
    int variantWins = 0;
    int n = 400;
    for (int s = 0; s < n; s++) {
      int rules = s % 3 == 0 ? 2 : 1;
      // the variant turns one game in twenty to side 2 and leaves the rest as they were
      int variant = s % 20 == 1 ? 2 : rules;
      rulesWins += rules == 1 ? 1 : 0;
      variantWins += variant == 1 ? 1 : 0;
      p.add(game(s, rules), game(s, variant));
    }
    Estimate paired = p.side1();
    Estimate independent = Estimate.difference(variantWins, n, rulesWins, n);
    assertThat(paired.value()).isCloseTo(independent.value(), within(1e-12));
    assertThat(paired.high()).as("beyond chance only when paired").isLessThan(0);
    assertThat(independent.high()).isGreaterThan(0);
  }

  @Test
  void seedsPlayedInRangesAddUpToTheSameSums() {
    VariantPairing all = new VariantPairing();
    VariantPairing first = new VariantPairing();
    VariantPairing rest = new VariantPairing();
    for (int s = 0; s < 30; s++) {
      GameRecord rules = game(s, s % 2 + 1, 1, s % 3 == 0 ? 1 : 2);
      GameRecord variant = game(s, s % 5 == 0 ? 2 : 1, 2, 2);
      all.add(rules, variant);
      (s < 12 ? first : rest).add(rules, variant);
    }
    VariantPairing merged = new VariantPairing();
    merged.add(first.sums());
    merged.add(rest.sums());
    assertThat(merged.sums()).containsExactly(all.sums());
    assertThat(merged.doubleStart()).isEqualTo(all.doubleStart());
  }

  @Test
  void theSameGamesUnderBothChangeNothing() {
    VariantPairing p = new VariantPairing();
    for (int s = 0; s < 10; s++) {
      GameRecord g = game(s, s % 3 == 0 ? 2 : 1, 1, 1);
      p.add(g, g);
    }
    assertThat(p.doubleStart().value()).isZero();
    assertThat(p.doubleStart().low()).isZero();
    assertThat(p.doubleStart().high()).isZero();
  }
}
