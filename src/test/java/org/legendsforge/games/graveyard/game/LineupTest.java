package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Who sits where (docs/rules-model.md §12 "Teams"): sides by seat, heroes by the order a side gains
 * them.
 */
class LineupTest {
  private static List<Integer> controllers(Lineup lineup, int side) {
    List<Integer> out = new ArrayList<>();
    for (int index = 0; index < 4; index++) {
      out.add(lineup.controller(side, index));
    }
    return out;
  }

  @Test
  void oddPlayersPlaySideOneAndEvenPlayersSideTwo() {
    assertThat(List.of(Lineup.sideOf(1), Lineup.sideOf(2), Lineup.sideOf(3), Lineup.sideOf(4)))
        .containsExactly(1, 2, 1, 2);
    assertThat(Lineup.sideOf(0)).as("no player, no side").isZero();
  }

  @Test
  void aSideOfTwoGivesItsFourHeroesToFirstPlayerPartnerPartnerFirstPlayer() {
    assertThat(controllers(Lineup.TWO_V_TWO, 1)).containsExactly(1, 3, 3, 1);
    assertThat(controllers(Lineup.TWO_V_TWO, 2)).containsExactly(2, 4, 4, 2);
    assertThat(controllers(Lineup.ONE_V_TWO, 1)).containsExactly(1, 3, 3, 1);
  }

  @Test
  void aLonePlayerControlsEveryHeroOfItsSide() {
    assertThat(controllers(Lineup.ONE_V_TWO, 2)).containsExactly(2, 2, 2, 2);
    assertThat(controllers(Lineup.ONE_V_ONE, 1)).containsExactly(1, 1, 1, 1);
    assertThat(controllers(Lineup.ONE_V_ONE, 2)).containsExactly(2, 2, 2, 2);
  }

  @Test
  void lineupsAreWrittenAsOnTheCommandLine() {
    assertThat(Lineup.of("2v2")).contains(Lineup.TWO_V_TWO);
    assertThat(Lineup.of("1v2")).contains(Lineup.ONE_V_TWO);
    assertThat(Lineup.of("1v1")).contains(Lineup.ONE_V_ONE);
    assertThat(Lineup.of("2v1")).isEmpty();
    assertThat(Lineup.TWO_V_TWO.players()).isEqualTo(4);
    assertThat(Lineup.ONE_V_TWO.playersOf(1)).isEqualTo(2);
    assertThat(Lineup.ONE_V_TWO.playersOf(2)).isEqualTo(1);
  }
}
