package org.legendsforge.games.graveyard.playtest.studies;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.PlaytestFixture;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.SeedRange;
import org.legendsforge.games.graveyard.playtest.PlaytestTest;
import org.legendsforge.games.graveyard.playtest.report.ReportBuilder;
import org.legendsforge.games.graveyard.playtest.studies.LadderReport.Figure;

/**
 * A skill ladder plays the same seeds with each bot in every seat, and each rung is that bot's own
 * playtest, figure for figure; a verdict that is not the same on every rung is named. A stronger
 * bot's check replays the playtest's first seeds, across batches merged from several ranges too.
 */
class LadderTest {
  private static final PlaytestFixture SHIPPED = PlaytestTest.SHIPPED;

  @Test
  void eachRungIsThatBotsOwnPlaytestOfTheSameSeeds() throws InterruptedException {
    Playtest.Options base =
        new Playtest.Options(
            Collections.nCopies(2, "greedy"), 5, 6, 2, 5000, Playtest.Compensation.ON);
    LadderReport ladder =
        new Ladder(new ReportBuilder(SHIPPED.catalog(), SHIPPED.model()))
            .play(List.of("random", "greedy"), base, SHIPPED::play);

    assertThat(ladder.bots()).containsExactly("random", "greedy");
    assertThat(ladder.seeds()).containsExactly(new SeedRange(5, 10));
    assertThat(ladder.rungs())
        .extracting(LadderReport.Rung::bot)
        .containsExactly("random", "greedy");
    PlaytestReport greedy =
        SHIPPED.report(SHIPPED.play("greedy", 5, 6, 1, Playtest.Compensation.ON));
    LadderReport.Rung rung = ladder.rungs().get(1);
    assertThat(rung.side1()).isEqualTo(greedy.sides().side1());
    assertThat(rung.length()).isEqualTo(greedy.sides().length());
    Figure dart =
        rung.figures().stream().filter(f -> f.id().equals("ember-dart")).findFirst().orElseThrow();
    assertThat(dart.estimate())
        .isEqualTo(
            greedy.spells().stream()
                .filter(s -> s.id().equals("ember-dart"))
                .findFirst()
                .orElseThrow()
                .valuePerCast());
    // the rungs list the same figures in the same order
    assertThat(ladder.rungs().get(0).figures())
        .extracting(Figure::id)
        .isEqualTo(rung.figures().stream().map(Figure::id).toList());
    for (String key : ladder.differing()) {
      long verdicts =
          ladder.rungs().stream()
              .map(
                  g ->
                      g.figures().stream()
                          .filter(f -> f.key().equals(key))
                          .findFirst()
                          .orElseThrow()
                          .verdict())
              .distinct()
              .count();
      assertThat(verdicts).as(key).isGreaterThan(1);
    }
    assertThat(new LadderText().write(ladder))
        .contains("skill ladder, random, greedy")
        .contains("Verdicts that differ between bots: " + ladder.differing().size())
        .contains("▲ overpowered, ▼ underpowered, ? not judged");
  }

  @Test
  void theCheckReplaysTheFirstSeedsEvenAcrossMergedRanges() {
    List<SeedRange> seeds = List.of(new SeedRange(1, 5), new SeedRange(11, 20));
    assertThat(StrongerBotCheck.firstSeeds(seeds, 8))
        .containsExactly(new SeedRange(1, 5), new SeedRange(11, 13));
    assertThat(StrongerBotCheck.firstSeeds(seeds, 3)).containsExactly(new SeedRange(1, 3));
    assertThat(StrongerBotCheck.firstSeeds(seeds, 300)).isEqualTo(seeds);
  }
}
