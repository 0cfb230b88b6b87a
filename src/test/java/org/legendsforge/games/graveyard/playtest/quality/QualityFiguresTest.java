package org.legendsforge.games.graveyard.playtest.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.playtest.Playtest;

/**
 * The report's figures are what the games hold: lengths, table time, waits between a seat's own
 * turns, the side ahead on death points winning, and three findings, each with its evidence.
 */
class QualityFiguresTest {
  private static final Playtest.Options OPTIONS =
      new Playtest.Options(List.of("greedy", "greedy"), 1, 400, 1, 5000, Playtest.Compensation.ON);

  @Test
  void lengthsTableTimeAndWaitsAreTheGamesOwn() {
    List<GameTrace> games = WinEstimatesTest.games(400, 3);
    QualityReport r = QualityFigures.of(games, OPTIONS, TablePace.DEFAULT);
    double turns = games.stream().mapToInt(GameTrace::length).average().orElseThrow();
    assertThat(r.figure("length").estimate().value()).isCloseTo(turns, within(1e-9));
    // every turn of the test games is 30 s, turns alternate: each seat waits one turn, half a
    // minute
    assertThat(r.figure("tableMinutes").estimate().value()).isCloseTo(turns / 2, within(1e-9));
    assertThat(r.waiting()).hasSize(2);
    assertThat(r.waiting().get(0).turns().value()).isEqualTo(1.0);
    assertThat(r.waiting().get(1).minutes().value()).isEqualTo(0.5);
    assertThat(r.figure("realChoice").estimate().value()).isEqualTo(1.0);
    assertThat(r.figure("turnLimit").estimate().value()).isZero();
    assertThat(r.findings()).hasSize(3);
    assertThat(r.findings()).allSatisfy(f -> assertThat(f.evidence()).contains("95%"));
    assertThat(r.curves()).hasSize(QualityFigures.SAMPLE);
  }

  @Test
  void theSnowballCountsTheGamesWhereTheSideAheadWon() {
    List<GameTrace> games = new ArrayList<>();
    for (GameTrace t : WinEstimatesTest.games(200, 8)) {
      if (t.length() <= 10 || games.size() == 40) {
        continue;
      }
      int g = games.size();
      int[] lead = new int[t.length()];
      lead[10] = 1; // side 1 a death point ahead after 10 turns
      int winner = g % 4 == 0 ? 2 : 1; // and it wins three games in four
      games.add(
          new GameTrace(g + 1, winner, "deaths", t.features(), t.heuristic(), lead, t.turns()));
    }
    QualityReport r = QualityFigures.of(games, OPTIONS, TablePace.DEFAULT);
    QualityReport.Snowball at10 =
        r.snowball().stream().filter(s -> s.turn() == 10 && s.lead() == 1).findFirst().get();
    assertThat(at10.leaderWins().n()).isEqualTo(40);
    assertThat(at10.leaderWins().value()).isEqualTo(0.75);
  }
}
