package org.legendsforge.games.graveyard.playtest.verdicts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.PlaytestFixture;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Band;
import org.legendsforge.games.graveyard.playtest.PlaytestTest;

/**
 * Heroes and spirits are judged by the win rate of the side that picked them at the start against a
 * fair band five points either side of what every pick of their kind won together: exactly 50% in
 * one against one, where each decided game has one winning pick and one losing pick, and whatever
 * the picks won in one against two, where the sides are not even.
 */
class FairBandTest {
  private static final PlaytestFixture SHIPPED = PlaytestTest.SHIPPED;

  @Test
  void inOneAgainstOneTheFairBandIsFortyFiveToFiftyFivePercent() {
    PlaytestReport r = SHIPPED.report(SHIPPED.play("greedy", 1, 10, 2, Playtest.Compensation.ON));
    for (Band b : List.of(r.verdicts().basis().heroBand(), r.verdicts().basis().spiritBand())) {
      assertThat(b.low()).isCloseTo(0.45, within(1e-12));
      assertThat(b.middle()).isEqualTo(0.5);
      assertThat(b.high()).isCloseTo(0.55, within(1e-12));
    }
    for (PlaytestReport.Verdict v : r.verdicts().overpowered()) {
      if (v.kind().equals("hero")) {
        PlaytestReport.HeroRow row =
            r.heroes().stream().filter(h -> h.id().equals(v.id())).findFirst().orElseThrow();
        assertThat(v.observed()).isEqualTo(row.picked());
      }
    }
  }

  @Test
  void inOneAgainstTwoTheSpiritsBandIsCentredOnWhatAllTheirPicksWon() throws Exception {
    Batch b =
        new Playtest(SHIPPED.catalog(), SHIPPED.weights(), "test-data")
            .run(
                new Playtest.Options(
                    Collections.nCopies(3, "random"), 1, 8, 2, 5000, Playtest.Compensation.ON),
                n -> {});
    PlaytestReport r = SHIPPED.report(b);
    long wins = 0;
    long picks = 0;
    for (PlaytestReport.SpiritRow s : r.spirits()) {
      wins += Math.round(s.picked().value() * s.picked().n());
      picks += s.picked().n();
    }
    Band band = r.verdicts().basis().spiritBand();
    assertThat(band.middle()).isEqualTo(wins / (double) picks);
    assertThat(band.high() - band.low()).isCloseTo(0.10, within(1e-12));
  }
}
