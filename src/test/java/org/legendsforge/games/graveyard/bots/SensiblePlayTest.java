package org.legendsforge.games.graveyard.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Applied;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.game.Phase;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

/**
 * The greedy bot plays as a person would call sensible: it never moves mana or health back the way
 * it came in one player turn, and what it does never depends on the hidden order of a deck (it
 * tries a draw on a re-dealt copy, so a game whose face-down decks lie in another order sees the
 * same choices from the same visible state); a compensation trade's mana goes to a hero it lets pay
 * for something when there is one.
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

  /**
   * Whether 1 more mana lets the hero pay for something it cannot now: a spell in its player's
   * hand, its hyper ability, or a hyper orb to take.
   */
  private static boolean oneMoreManaBuysSomething(GameState s, int hero) {
    var cards = s.table().cards();
    int wanted = s.mana(hero) + 1;
    for (int card : s.hand(s.owner(hero))) {
      if (cards.spell(cards.spellOfCard(card)).cost() == wanted) {
        return true;
      }
    }
    if (s.holdsHyper(hero)) {
      return cards.hero(hero).hyper().ability().map(a -> a.cost().mana() == wanted).orElse(false);
    }
    return wanted == 3;
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
  void aTradesManaGoesToAHeroItLetsPayForSomething(long seed) {
    List<String> wasted = new ArrayList<>();
    int[] picks = new int[2]; // all picks, picks other than the first hero listed
    GameRunner.Observer watch =
        new GameRunner.Observer() {
          @Override
          public void acting(GameState s, Action a) {
            if (a instanceof Action.Compensate c) {
              List<Integer> options =
                  BotsTest.ENGINE.legalActions(s).stream()
                      .map(o -> ((Action.Compensate) o).hero())
                      .toList();
              boolean anyBuys = options.stream().anyMatch(h -> oneMoreManaBuysSomething(s, h));
              picks[0]++;
              picks[1] += c.hero() == options.get(0) ? 0 : 1;
              if (anyBuys && !oneMoreManaBuysSomething(s, c.hero())) {
                wasted.add("turn " + s.turn() + ": hero " + c.hero() + " of " + options);
              }
            }
          }
        };
    GameRunner.play(BotsTest.ENGINE, greedy(seed), seed, ONE_V_ONE, watch);
    assertThat(picks[0]).as("the game has picks to check").isPositive();
    assertThat(wasted).isEmpty();
    assertThat(picks[1]).as("picks other than the first hero listed").isPositive();
  }
}
