package org.legendsforge.games.graveyard.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Phase;
import org.legendsforge.games.graveyard.game.Unseen;

/**
 * No bot reads what its player cannot see. Two bots alike (the same name, seed and seat) play the
 * same game side by side; at every decision one is shown the game and its twin the game with the
 * other side's hand and every face-down pile changed ({@link Unseen}). Every choice must be the
 * same, for a bot that read a hidden card would choose otherwise some time.
 */
class HiddenCardsTest {
  @ParameterizedTest(name = "{0}, seed {1}")
  @CsvSource({"greedy, 2", "greedy, 7", "search:8, 3", "expert:12, 5"})
  void twoStatesThatDifferOnlyInWhatThePlayerCannotSeeGetTheSameChoice(String name, long seed) {
    Bot[] bots = new Bot[3];
    Bot[] twins = new Bot[3];
    for (int p = 1; p <= 2; p++) {
      bots[p] = Bots.create(name, BotsTest.ENGINE, seed, p).orElseThrow();
      twins[p] = Bots.create(name, BotsTest.ENGINE, seed, p).orElseThrow();
    }
    GameState s = BotsTest.ENGINE.newGame(seed, false);
    int decisions = 0;
    int handsChanged = 0;
    while (!s.over() && decisions < 160) {
      List<Action> legal = BotsTest.ENGINE.legalActions(s);
      if (s.phase() == Phase.DRAW_TURN) {
        BotsTest.ENGINE.apply(s, legal.get(0));
        continue;
      }
      int me = s.decider();
      GameState other = Unseen.otherwise(s, me, seed * 10_000 + decisions);
      handsChanged += java.util.Arrays.equals(other.hand(3 - me), s.hand(3 - me)) ? 0 : 1;
      Action chosen = bots[me].choose(s, legal);
      assertThat(twins[me].choose(other, legal))
          .as("decision %d (turn %d, %s)", decisions, s.turn(), s.phase())
          .isEqualTo(chosen);
      BotsTest.ENGINE.apply(s, chosen);
      decisions++;
    }
    assertThat(handsChanged).isPositive();
  }
}
