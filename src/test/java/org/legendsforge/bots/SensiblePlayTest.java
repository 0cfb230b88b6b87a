package org.legendsforge.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.legendsforge.game.Action;
import org.legendsforge.game.Applied;
import org.legendsforge.game.GameState;
import org.legendsforge.game.Lineup;
import org.legendsforge.game.Phase;
import org.legendsforge.playtest.GameRunner;

/**
 * The greedy bot plays as a person would call sensible: it never moves mana or health back the way
 * it came in one player turn, and what it does never depends on the hidden order of a deck (it
 * tries a draw on a re-dealt copy, so a game whose face-down decks lie in another order sees the
 * same choices from the same visible state).
 */
class SensiblePlayTest {
  private static final GameRunner.Options ONE_V_ONE =
      new GameRunner.Options(Lineup.ONE_V_ONE, false, 5000);

  private static List<Bot> greedy(long seed) {
    return List.of(
        Bots.create("greedy", BotsTest.ENGINE, seed, 1).orElseThrow(),
        Bots.create("greedy", BotsTest.ENGINE, seed, 2).orElseThrow());
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6})
  void aPlayerTurnNeverUndoesItsOwnRedistribution(long seed) {
    List<String> undone = new ArrayList<>();
    GameRunner.Observer watch =
        new GameRunner.Observer() {
          private final List<Action.Redistribute> thisTurn = new ArrayList<>();

          @Override
          public void acted(GameState s, Applied applied) {
            if (applied.action() instanceof Action.Redistribute r) {
              for (Action.Redistribute earlier : thisTurn) {
                if (earlier.what() == r.what()
                    && earlier.from() == r.to()
                    && earlier.to() == r.from()) {
                  undone.add("turn " + s.turn() + ": " + earlier + " then " + r);
                }
              }
              thisTurn.add(r);
            } else if (s.phase() != Phase.PLAYER_TURN) {
              thisTurn.clear();
            }
          }
        };
    GameRunner.play(BotsTest.ENGINE, greedy(seed), seed, ONE_V_ONE, watch);
    assertThat(undone).isEmpty();
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {11, 12, 13})
  void whatTheBotDoesDoesNotDependOnTheHiddenOrderOfTheDecks(long seed) {
    List<GameState> sampled = new ArrayList<>();
    GameRunner.Observer keep =
        new GameRunner.Observer() {
          @Override
          public void acting(GameState s, Action a) {
            if (s.phase() == Phase.HERO_TURN && sampled.size() < 60 && s.turn() % 3 == 0) {
              sampled.add(s.copy());
            }
          }
        };
    GameRunner.play(BotsTest.ENGINE, greedy(seed), seed, ONE_V_ONE, keep);
    assertThat(sampled).hasSizeGreaterThan(20);
    for (GameState s : sampled) {
      GameState reDealt = s.resampled(seed * 1_000 + s.turn());
      int player = s.decider();
      Action seen =
          Bots.create("greedy", BotsTest.ENGINE, 99, player)
              .orElseThrow()
              .choose(s, BotsTest.ENGINE.legalActions(s));
      Action reDealtChoice =
          Bots.create("greedy", BotsTest.ENGINE, 99, player)
              .orElseThrow()
              .choose(reDealt, BotsTest.ENGINE.legalActions(reDealt));
      assertThat(reDealtChoice).as("turn %d", s.turn()).isEqualTo(seen);
    }
  }
}
