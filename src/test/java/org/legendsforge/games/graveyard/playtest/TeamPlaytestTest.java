package org.legendsforge.games.graveyard.playtest;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.playtest.report.ReportText;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * Playtests of team games: win rates are by side, spirits by seat, every game counted once; the
 * result is the same on any number of threads, and a team batch merges only with batches of the
 * same seats.
 */
class TeamPlaytestTest {
  private static Batch play(List<String> bots, long firstSeed, int games, int threads) {
    try {
      return new Playtest(
              PlaytestTest.SHIPPED.catalog(), PlaytestTest.SHIPPED.weights(), "test-data")
          .run(
              new Playtest.Options(bots, firstSeed, games, threads, 5000, Playtest.Compensation.ON),
              n -> {});
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void twoAgainstTwoCountsSidesSeatsAndCards() {
    List<String> four = Collections.nCopies(4, "random");
    Batch b = play(four, 1, 12, 2);
    PlaytestReport r = PlaytestTest.SHIPPED.report(b);
    long decided = r.summary().decided();
    assertThat(r.summary().games()).isEqualTo(12);
    assertThat(r.sides().side1().n()).isEqualTo(decided);
    long picked = r.heroes().stream().mapToLong(h -> h.picked().n()).sum();
    assertThat(picked).as("a starting hero per side").isEqualTo(2 * decided);
    long spirits = r.spirits().stream().mapToLong(s -> s.picked().n()).sum();
    assertThat(spirits).as("a spirit per player").isEqualTo(4 * decided);
    for (PlaytestReport.SpellRow s : r.spells()) {
      assertThat(s.winCast().n() + s.winNotCast().n()).as("per side").isEqualTo(2 * decided);
    }
    assertThat(new ReportText().write(r))
        .contains(
            "random, random (side 1: players 1 and 3) against random, random (side 2: players 2"
                + " and 4)")
        .contains("side 1 wins");
    BatchFile file = new BatchFile(PlaytestTest.SHIPPED.catalog());
    assertThat(file.write(play(four, 1, 12, 1))).isEqualTo(file.write(b));
  }

  @Test
  void aTeamBatchMergesOnlyWithBatchesOfTheSameSeats() {
    BatchFile file = new BatchFile(PlaytestTest.SHIPPED.catalog());
    List<String> three = List.of("random", "random", "random");
    Batch all = play(three, 1, 8, 2);
    Batch first = play(three, 1, 5, 1);
    Batch rest = play(three, 6, 3, 1);
    Diagnostics sink = new Diagnostics();
    Batch merged =
        file.merge(
                List.of(
                    file.read(file.write(rest), "rest.json", sink).orElseThrow(),
                    file.read(file.write(first), "first.json", sink).orElseThrow()),
                List.of("rest.json", "first.json"),
                sink)
            .orElseThrow();
    assertThat(file.write(merged)).isEqualTo(file.write(all));

    Batch oneAgainstOne = play(List.of("random", "random"), 20, 2, 1);
    Diagnostics refused = new Diagnostics();
    assertThat(file.merge(List.of(first, oneAgainstOne), List.of("a.json", "b.json"), refused))
        .isEmpty();
    assertThat(refused.sorted().get(0).message()).contains("bots [random, random]");
  }
}
