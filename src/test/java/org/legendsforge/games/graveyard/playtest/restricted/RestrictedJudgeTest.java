package org.legendsforge.games.graveyard.playtest.restricted;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.bots.ForcedCard;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;

/**
 * Restricted play's verdict comes from the paired difference of win rates, forced minus plain, and
 * its 95% interval: wholly below 0 is underpowered, wholly above 0 the bots missing its use, else
 * fine when used; a card never used when forced is not judged.
 */
class RestrictedJudgeTest {
  private static final ForcedCandidate MOTE =
      new ForcedCandidate(
          "cinder-mote", "Cinder Mote", "spell", ForcedCard.spell(0), 6, 2211, null, 0);

  /** {@code games} pairs: {@code lost} where forcing turned a win into a loss, {@code won} back. */
  private static PlaytestReport.Restricted judged(int games, int lost, int won, int uses) {
    PairTally t = new PairTally();
    for (int i = 0; i < games; i++) {
      boolean plain = i < lost || i % 2 == 0;
      boolean forced = i < lost ? false : i < lost + won ? true : plain;
      t.add(plain, forced, i < lost + won ? 1 : uses > 0 && i == games - 1 ? uses : 0);
    }
    return RestrictedJudge.judge(MOTE, t, "greedy");
  }

  @Test
  void aCardThatLosesGamesWhenForcedIntoPlayIsUnderpowered() {
    PlaytestReport.Restricted r = judged(200, 20, 2, 1);
    assertThat(r.verdict()).isEqualTo("underpowered");
    assertThat(r.difference().high()).isNegative();
    assertThat(r.games()).isEqualTo(200);
    assertThat(r.why()).contains("forced into play").contains("not worth its price");
  }

  @Test
  void aCardThatWinsGamesWhenForcedIntoPlayIsOneTheBotsMiss() {
    PlaytestReport.Restricted r = judged(200, 2, 20, 1);
    assertThat(r.verdict()).isEqualTo("the bots miss its use");
    assertThat(r.difference().low()).isPositive();
  }

  @Test
  void aCardWhoseForcedUseChangesNothingSignificantIsFineWhenUsed() {
    assertThat(judged(200, 6, 4, 1).verdict()).isEqualTo("fine when used");
  }

  @Test
  void aCardWhoseForcedUsesAreWorthLessThanItsPriceIsUnderpoweredThoughNoGameTurned() {
    ForcedCandidate priced = MOTE.priced(new PlaytestReport.Band(5.5, 6, 6.5), 0);
    PairTally t = new PairTally();
    for (int i = 0; i < 200; i++) {
      t.add(i % 2 == 0, i % 2 == 0, i < 40 ? 1 : 0);
      if (i < 40) {
        t.value(1, 1_000, 1_000_000); // each cast did 1 damage: worth 1
      }
    }
    PlaytestReport.Restricted r = RestrictedJudge.judge(priced, t, "greedy");
    assertThat(r.difference().value()).isZero();
    assertThat(r.valuePerUse().high()).isLessThan(5.5);
    assertThat(r.verdict()).isEqualTo("underpowered");
    assertThat(r.why()).contains("a use was worth 1.00").contains("below its price");
  }

  @Test
  void aCardTheForcedBotNeverCouldUseStaysUnjudged() {
    PlaytestReport.Restricted r = judged(200, 0, 0, 0);
    assertThat(r.forcedUses()).isZero();
    assertThat(r.verdict()).isEqualTo("unjudged");
  }
}
