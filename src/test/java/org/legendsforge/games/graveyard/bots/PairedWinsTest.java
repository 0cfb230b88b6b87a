package org.legendsforge.games.graveyard.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * Two bots compared on the same games: only the games one won and the other lost count, and the
 * split of those is tested against a fair coin (McNemar's exact test).
 */
class PairedWinsTest {
  @Test
  void onlyTheGamesTheTwoSplitTellThemApart() {
    boolean[] first = {true, true, true, false, false, true};
    boolean[] second = {true, false, false, false, true, true};
    PairedWins p = PairedWins.of(first, second);
    assertThat(p.onlyFirst()).isEqualTo(2);
    assertThat(p.onlySecond()).isEqualTo(1);
    assertThat(p.difference()).isCloseTo(1 / 6.0, within(1e-12));
  }

  @Test
  void anEvenSplitIsNoEvidenceAndALopsidedOneIs() {
    assertThat(new PairedWins(100, 10, 10).pValue()).isEqualTo(1.0);
    // 9 of 10 discordant games one way: 2 × (1 + 10) / 1024
    assertThat(new PairedWins(100, 9, 1).pValue()).isCloseTo(22 / 1024.0, within(1e-12));
    assertThat(new PairedWins(100, 0, 0).pValue()).isEqualTo(1.0);
  }

  @Test
  void gamesBothWonOrBothLostNarrowTheIntervalOfTheDifference() {
    PairedWins fewSplit = new PairedWins(1000, 60, 40);
    PairedWins manySplit = new PairedWins(1000, 260, 240);
    assertThat(fewSplit.difference()).isEqualTo(manySplit.difference());
    assertThat(fewSplit.halfWidth()).isLessThan(manySplit.halfWidth());
  }

  @Test
  void theGamesMustBeTheSame() {
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> PairedWins.of(new boolean[2], new boolean[4]))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
