package org.legendsforge.games.graveyard.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.game.Phase;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.testing.PlantedFireSpell;

/**
 * A bot forced to use a card uses it whenever it can, and plays as the plain bot until then; the
 * card here is a fire spell planted far too dear (5 mana for 1 damage at range 1), which the greedy
 * bot left alone.
 */
class ForcedUseTest {
  private static final GameRunner.Options ONE_V_ONE =
      new GameRunner.Options(Lineup.ONE_V_ONE, false, 5000);

  @TempDir static Path project;
  static Engine engine;
  static ForcedCard mote;

  @BeforeAll
  static void plant() {
    engine = new Engine(PlantedFireSpell.into(project).catalog());
    mote = ForcedCard.spell(engine.cards().spellIndex(PlantedFireSpell.ID));
  }

  /** The hero turns player 1 ended while a cast of the planted spell was legal, and its casts. */
  private record Watched(List<String> endedWithItCastable, int casts, List<Action> actions) {}

  private static Watched play(Bot one, long seed) {
    List<String> ended = new ArrayList<>();
    List<Action> actions = new ArrayList<>();
    int[] casts = {0};
    GameRunner.Observer watch =
        new GameRunner.Observer() {
          @Override
          public void acting(GameState s, Action a) {
            actions.add(a);
            if (s.phase() != Phase.HERO_TURN || s.decider() != 1) {
              return;
            }
            if (mote.usedBy(a)) {
              casts[0]++;
            }
            if (a instanceof Action.EndTurn && mote.usableIn(engine.legalActions(s))) {
              ended.add("turn " + s.turn());
            }
          }
        };
    Bot two = Bots.create("greedy", engine, seed, 2).orElseThrow();
    GameRunner.play(engine, List.of(one, two), seed, ONE_V_ONE, watch);
    return new Watched(ended, casts[0], actions);
  }

  @Test
  void aForcedFireSpellIsCastWheneverItIsLegal() {
    int casts = 0;
    for (long seed = 1; seed <= 6; seed++) {
      Watched w = play(Bots.forced("greedy", engine, seed, 1, mote).orElseThrow(), seed);
      assertThat(w.endedWithItCastable()).as("seed %d", seed).isEmpty();
      casts += w.casts();
    }
    assertThat(casts).isPositive();
  }

  @Test
  void theForcedBotCastsTheDearSpellWhereThePlainBotLeavesItInHand() {
    int forced = 0;
    int plain = 0;
    for (long seed = 1; seed <= 40; seed++) {
      forced += play(Bots.forced("greedy", engine, seed, 1, mote).orElseThrow(), seed).casts();
      plain += play(Bots.create("greedy", engine, seed, 1).orElseThrow(), seed).casts();
    }
    assertThat(forced).isGreaterThan(plain + 5);
  }

  @Test
  void untilTheCardIsFirstLegalTheForcedBotPlaysThePlainBotsGame() {
    for (long seed = 1; seed <= 6; seed++) {
      List<Action> forced =
          play(Bots.forced("greedy", engine, seed, 1, mote).orElseThrow(), seed).actions();
      List<Action> plain =
          play(Bots.create("greedy", engine, seed, 1).orElseThrow(), seed).actions();
      int first = firstChance(seed);
      assertThat(forced.subList(0, first)).as("seed %d", seed).isEqualTo(plain.subList(0, first));
    }
  }

  /** How many actions of the plain game of {@code seed} come before player 1 could cast it. */
  private static int firstChance(long seed) {
    int[] at = {-1};
    int[] n = {0};
    GameRunner.Observer watch =
        new GameRunner.Observer() {
          @Override
          public void acting(GameState s, Action a) {
            if (at[0] < 0
                && s.phase() == Phase.HERO_TURN
                && s.decider() == 1
                && mote.usableIn(engine.legalActions(s))) {
              at[0] = n[0];
            }
            n[0]++;
          }
        };
    Bot one = Bots.create("greedy", engine, seed, 1).orElseThrow();
    Bot two = Bots.create("greedy", engine, seed, 2).orElseThrow();
    GameRunner.play(engine, List.of(one, two), seed, ONE_V_ONE, watch);
    return at[0] < 0 ? n[0] : at[0];
  }
}
