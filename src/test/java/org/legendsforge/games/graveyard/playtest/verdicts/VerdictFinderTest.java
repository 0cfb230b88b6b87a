package org.legendsforge.games.graveyard.playtest.verdicts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Band;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Verdict;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Verdicts;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence.Measure;

/**
 * The rules of evidence (docs/playtest.md, "Verdicts"): a card the bots hardly ever used is not
 * judged, and never listed as underpowered; a verdict needs its whole interval outside the band,
 * however many uses that takes; every kind is ranked in one list by how far it is from its band's
 * middle; a verdict is robust only when it holds in both halves of the seeds and with the stronger
 * bot.
 */
class VerdictFinderTest {
  private static final VerdictFinder FINDER = new VerdictFinder();

  /** {@code n} uses all worth {@code each}: no spread of their own. */
  private static Estimate uses(long n, double each) {
    return Estimate.flooredMean(n * each, n * each * each, n, 1, VerdictFinder.VALUE_SD_FLOOR);
  }

  /** A spell priced {@code price} (tolerance 0.5), its uses spread evenly over the two halves. */
  private static Evidence spell(String id, double price, long casts, double each, long chances) {
    return new Evidence(
        id,
        id,
        "spell",
        Measure.VALUE_PER_CAST,
        new Band(price - 0.5, price, price + 0.5),
        uses(casts, each),
        uses(casts / 2, each),
        uses(casts - casts / 2, each),
        casts,
        chances);
  }

  private static Evidence weapon(String id, long attacks, double each) {
    return new Evidence(
        id,
        id,
        "starting weapon",
        Measure.VALUE_PER_ATTACK,
        new Band(2, 2.75, 3.5),
        uses(attacks, each),
        uses(attacks / 2, each),
        uses(attacks - attacks / 2, each),
        attacks,
        attacks * 2);
  }

  /** A hero won {@code odd} + {@code even} of its games, half of them in each half of the seeds. */
  private static Evidence hero(String id, long games, long odd, long even) {
    Estimate all = Estimate.proportion(odd + even, games);
    return new Evidence(
        id,
        id,
        "hero",
        Measure.WIN_RATE,
        VerdictFinder.fairBand(0.5),
        all,
        Estimate.proportion(odd, games / 2),
        Estimate.proportion(even, games - games / 2),
        games,
        games);
  }

  @Test
  void aCardNeverLegalOrHardlyEverUsedIsNotJudgedAndNeverListedAsUnderpowered() {
    Verdicts v =
        FINDER.judge(
            List.of(
                spell("never-castable", 3, 0, 0, 0),
                spell("never-cast", 3, 0, 0, 2000),
                // 3 casts in 2,000 chances, each worth far less than its price
                spell("hardly-cast", 3, 3, 0.5, 2000)),
            null);

    assertThat(v.underpowered()).isEmpty();
    assertThat(v.unjudged())
        .extracting(PlaytestReport.Unjudged::id)
        .containsExactly("never-castable", "never-cast", "hardly-cast");
    assertThat(v.unjudged().get(0).why()).startsWith("never castable in these games");
    assertThat(v.unjudged().get(1).why()).startsWith("never used in its 2,000 chances");
    assertThat(v.unjudged().get(2).why())
        .startsWith("used 3 times in 2,000 chances")
        .contains("under 1% of them")
        .contains("says something about the bots, not the card");
  }

  @Test
  void aCardUsedInOnePercentOfItsChancesOrMoreIsJudged() {
    // 30 casts in 2,000 chances: 1.5%, its interval's upper bound above 1%
    Verdicts v = FINDER.judge(List.of(spell("rare-but-used", 3, 30, 0.5, 2000)), null);
    assertThat(v.unjudged()).isEmpty();
    assertThat(v.underpowered()).extracting(Verdict::id).containsExactly("rare-but-used");
    assertThat(v.underpowered().get(0).why())
        .isEqualTo(
            "worth 0.50 a cast in play (95%: 0.14–0.86 over 30 casts), below 2.50–3.50 its price"
                + " 3.00 allows");
  }

  @Test
  void aVerdictNeedsTheWholeIntervalOutsideTheBandHoweverManyUsesThatTakes() {
    Verdicts v =
        FINDER.judge(
            List.of(
                // two casts worth 9 at price 2: 9 ± 1.39, wholly above 2.5
                spell("two-huge-casts", 2, 2, 9, 100),
                // twenty identical casts worth 2.6 at price 2: 2.6 ± 0.44 reaches into the band
                spell("twenty-casts-a-little-over", 2, 20, 2.6, 100),
                // the same value over 2,000 casts: 2.6 ± 0.04, wholly above
                spell("many-casts-a-little-over", 2, 2000, 2.6, 4000)),
            null);
    assertThat(v.overpowered())
        .extracting(Verdict::id)
        .containsExactly("two-huge-casts", "many-casts-a-little-over");
    assertThat(v.overpowered().get(1).observed().low()).isGreaterThan(2.5);
  }

  @Test
  void everyKindIsRankedInOneListByHowFarItIsFromItsBandsMiddle() {
    Verdicts v =
        FINDER.judge(
            List.of(
                weapon("heavy-blade", 400, 4.5), // 4.5 / 2.75 = 1.64
                spell("cheap-bolt", 2, 100, 9, 200), // 9 / 2 = 4.5
                hero("strong-hero", 200, 90, 90), // 90% / 50% = 1.8
                hero("weak-hero", 200, 15, 15), // 15% / 50% = 0.3
                spell("dear-bolt", 3, 100, 1.2, 200)), // 1.2 / 3 = 0.4
            null);
    assertThat(v.overpowered())
        .extracting(Verdict::id)
        .containsExactly("cheap-bolt", "strong-hero", "heavy-blade");
    assertThat(v.underpowered()).extracting(Verdict::id).containsExactly("weak-hero", "dear-bolt");
    assertThat(v.overpowered().get(1).ratio())
        .isCloseTo(1.8, org.assertj.core.api.Assertions.within(1e-9));
    assertThat(v.underpowered().get(0).why())
        .isEqualTo(
            "won 15.0% of the 200 games it was picked in (95%: 10.7–20.6%), below the fair"
                + " band 45.0–55.0%");
  }

  @Test
  void aVerdictIsRobustOnlyWhenItHoldsInBothHalvesAndWithTheStrongerBot() {
    Evidence both = hero("both-halves", 200, 90, 90);
    // 90% in the odd seeds, 52% in the even: the verdict rests on one half
    Evidence oneHalf = hero("one-half", 200, 90, 52);

    Verdicts unchecked = FINDER.judge(List.of(both, oneHalf), null);
    assertThat(unchecked.overpowered())
        .extracting(Verdict::id)
        .containsExactly("both-halves", "one-half");
    Verdict robust = unchecked.overpowered().get(0);
    assertThat(robust.robustness()).isEqualTo("robust");
    assertThat(robust.check()).isNull();
    assertThat(robust.robustnessWhy())
        .isEqualTo(
            "holds in both halves of the seeds (odd 90.0%, even 90.0%); not checked with a"
                + " stronger bot (--check-with)");
    Verdict uncertain = unchecked.overpowered().get(1);
    assertThat(uncertain.robustness()).isEqualTo("uncertain");
    assertThat(uncertain.halves().holdsInOdd()).isTrue();
    assertThat(uncertain.halves().holdsInEven()).isFalse();
    assertThat(uncertain.robustnessWhy())
        .startsWith("holds in the odd seeds (90.0%) but not the even (52.0%)");

    // the stronger bot finds the first hero fair: no longer robust
    VerdictFinder.CheckFigures check =
        new VerdictFinder.CheckFigures(
            "search:8",
            300,
            Map.of(
                both.key(),
                Estimate.proportion(17, 33),
                oneHalf.key(),
                Estimate.proportion(25, 33)));
    Verdicts checked = FINDER.judge(List.of(both, oneHalf), check);
    Verdict first = checked.overpowered().get(0);
    assertThat(first.robustness()).isEqualTo("uncertain");
    assertThat(first.check().holds()).isFalse();
    assertThat(first.robustnessWhy()).endsWith("does not hold with search:8 (300 games: 51.5%)");
    assertThat(checked.overpowered().get(1).check().holds()).isTrue();
    assertThat(checked.basis().checkBot()).isEqualTo("search:8");
    assertThat(checked.basis().checkGames()).isEqualTo(300);
  }
}
