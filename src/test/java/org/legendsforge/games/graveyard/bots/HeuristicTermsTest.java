package org.legendsforge.games.graveyard.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Phase;

/**
 * The heuristic's terms are its score taken apart: for every player, in every state of a game, they
 * add up to the score, and each is side 1's less side 2's (so it changes sign for side 2).
 */
class HeuristicTermsTest {
  @Test
  void theTermsAddUpToTheScoreAndAreWhatOneSideHasLessTheOther() {
    Heuristic h = new Heuristic(BotsTest.ENGINE.cards());
    Bot[] bots = {
      null,
      Bots.create("greedy", BotsTest.ENGINE, 4, 1).orElseThrow(),
      Bots.create("greedy", BotsTest.ENGINE, 4, 2).orElseThrow()
    };
    GameState s = BotsTest.ENGINE.newGame(4, false);
    int checked = 0;
    while (!s.over() && s.turn() < 40) {
      List<Action> legal = BotsTest.ENGINE.legalActions(s);
      if (s.phase() == Phase.DRAW_TURN) {
        double[] one = h.terms(s, 1);
        double[] two = h.terms(s, 2);
        double sum = 0;
        for (int i = 0; i < one.length; i++) {
          sum += one[i];
        }
        assertThat(sum).isCloseTo(h.score(s, 1), within(1e-9));
        // every term but position (own heroes only) is zero-sum between the sides
        for (int i : new int[] {0, 1, 2, 3, 5, 6}) {
          assertThat(two[i]).as(Heuristic.TERMS.get(i)).isCloseTo(-one[i], within(1e-9));
        }
        checked++;
        BotsTest.ENGINE.apply(s, legal.get(0));
        continue;
      }
      BotsTest.ENGINE.apply(s, bots[s.decider()].choose(s, legal));
    }
    assertThat(checked).isGreaterThan(20);
    assertThat(Heuristic.TERMS).hasSize(7);
  }

  /**
   * The race for the dormant heroes ({@link Weights#dormantRace}) is what one side's nearness to
   * them gains and the other's loses: with it weighed, side 1's score changes by as much as side
   * 2's falls, it counts while dormant heroes lie on the map, and once every dormant hero is gone
   * it adds nothing.
   */
  @Test
  void theRaceForTheDormantHeroesIsWhatOneSideGainsAndTheOtherLoses() {
    Heuristic without = new Heuristic(BotsTest.ENGINE.cards(), Weights.EXPERT);
    Heuristic with = new Heuristic(BotsTest.ENGINE.cards(), Weights.EXPERT.withDormantRace(8));
    Bot[] bots = {
      null,
      Bots.create("greedy", BotsTest.ENGINE, 4, 1).orElseThrow(),
      Bots.create("greedy", BotsTest.ENGINE, 4, 2).orElseThrow()
    };
    GameState s = BotsTest.ENGINE.newGame(4, false);
    int counted = 0;
    while (!s.over() && s.turn() < 60) {
      List<Action> legal = BotsTest.ENGINE.legalActions(s);
      if (s.phase() == Phase.DRAW_TURN) {
        double one = with.score(s, 1) - without.score(s, 1);
        double two = with.score(s, 2) - without.score(s, 2);
        assertThat(two).isCloseTo(-one, within(1e-9));
        boolean dormant = false;
        for (int h = 0; h < s.heroCount(); h++) {
          dormant |= s.life(h) == org.legendsforge.games.graveyard.game.Life.DORMANT;
        }
        if (!dormant) {
          assertThat(one).isZero();
        } else if (one != 0) {
          counted++;
        }
        BotsTest.ENGINE.apply(s, legal.get(0));
        continue;
      }
      BotsTest.ENGINE.apply(s, bots[s.decider()].choose(s, legal));
    }
    assertThat(counted).isPositive();
    assertThat(Weights.GREEDY.dormantRace()).isZero();
    assertThat(Weights.EXPERT.dormantRace()).isZero();
  }
}
