package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * {@link Engine#legalMoves} is exactly the steps and pickups that {@link Engine#legalActions} lists
 * first, at every moment of whole random games; and a game without the compensation counter never
 * moves it.
 */
class LegalMovesTest {
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {2, 9, 14})
  void theMovesAreTheStepsAndPickupsOfTheLegalActions(long seed) {
    Engine engine = new Engine(StateCopyTest.SHIPPED);
    GameState s = engine.newGame(seed, false);
    MinStd pick = new MinStd(seed);
    int heroTurnMoments = 0;
    while (!s.over()) {
      List<Action> legal = engine.legalActions(s);
      List<Action> moves =
          legal.stream()
              .filter(a -> a instanceof Action.Step || a instanceof Action.Pickup)
              .toList();
      if (s.phase() == Phase.HERO_TURN) {
        heroTurnMoments++;
        assertThat(engine.legalMoves(s)).isEqualTo(moves);
        assertThat(legal.subList(0, moves.size())).isEqualTo(moves);
      } else {
        assertThat(engine.legalMoves(s)).isEmpty();
      }
      engine.apply(s, legal.get(pick.below(legal.size())));
    }
    assertThat(heroTurnMoments).isGreaterThan(100);
  }

  @org.junit.jupiter.api.Test
  void withoutCompensationTheCounterNeverMoves() {
    Engine engine = new Engine(StateCopyTest.SHIPPED).withCompensation(false);
    int respawns = 0;
    for (long seed = 3; seed <= 6; seed++) {
      GameState s = engine.newGame(seed, false);
      MinStd pick = new MinStd(seed);
      while (!s.over()) {
        List<Action> legal = engine.legalActions(s);
        Action a = legal.get(pick.below(legal.size()));
        respawns += a instanceof Action.RespawnOrb ? 1 : 0;
        engine.apply(s, a);
        assertThat(s.compensationPoints()).isZero();
      }
    }
    assertThat(respawns).as("orbs placed again in four games").isGreaterThan(5);
  }
}
