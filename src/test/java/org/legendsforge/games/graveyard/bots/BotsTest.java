package org.legendsforge.games.graveyard.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.game.Phase;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.log.GameLogs;
import org.legendsforge.games.graveyard.playtest.log.Replay;
import org.legendsforge.testing.ShippedData;

/**
 * The bots play legal, reproducible games: the same seed gives the same game, every log replays,
 * and the greedy bot beats the random one. (How much stronger each bot is, measured over many
 * games, is in docs/playtest.md.)
 */
class BotsTest {
  static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();
  static final Engine ENGINE = new Engine(SHIPPED);

  static List<String> play(String one, String two, long seed) {
    return GameLogs.of(ENGINE, List.of(one, two), seed, Lineup.ONE_V_ONE, false, 5000);
  }

  @Test
  void aGreedyGameIsTheSameEveryTimeAndReplays() {
    List<String> first = play("greedy", "greedy", 21);
    assertThat(play("greedy", "greedy", 21)).isEqualTo(first);
    assertThat(first.get(first.size() - 1)).contains("\"reason\":\"death-points\"");
    assertThat(new Replay(ENGINE).run(first).failure()).isEmpty();
  }

  @Test
  void aSearchGameIsTheSameEveryTimeAndReplays() {
    List<String> first = play("search:6", "greedy", 4);
    assertThat(play("search:6", "greedy", 4)).isEqualTo(first);
    assertThat(new Replay(ENGINE).run(first).failure()).isEmpty();
  }

  @Test
  void anExpertGameIsTheSameEveryTimeAndReplays() {
    List<String> first = play("expert:12", "greedy", 6);
    assertThat(play("expert:12", "greedy", 6)).isEqualTo(first);
    assertThat(new Replay(ENGINE).run(first).failure()).isEmpty();
  }

  @Test
  void greedyBeatsRandomFromEitherSeat() {
    int greedyWins = 0;
    for (long seed = 1; seed <= 10; seed++) {
      boolean greedyFirst = seed % 2 == 1;
      List<String> log =
          play(greedyFirst ? "greedy" : "random", greedyFirst ? "random" : "greedy", seed);
      String end = log.get(log.size() - 1);
      greedyWins += end.contains("\"winner\":" + (greedyFirst ? 1 : 2)) ? 1 : 0;
    }
    assertThat(greedyWins).isGreaterThanOrEqualTo(9);
  }

  @Test
  void botNamesAndBudgets() {
    assertThat(Bots.known("greedy")).isTrue();
    assertThat(Bots.known("search")).isTrue();
    assertThat(Bots.known("search:250")).isTrue();
    assertThat(Bots.known("search:0")).isFalse();
    assertThat(Bots.known("search:-3")).isFalse();
    assertThat(Bots.known("search:many")).isFalse();
    assertThat(Bots.known("genius")).isFalse();
    assertThat(Bots.known("expert")).isTrue();
    assertThat(Bots.known("expert:12")).isTrue();
    assertThat(Bots.known("expert:0")).isFalse();
    assertThat(Bots.known("expertly")).isFalse();
    assertThat(Bots.create("expert:12", ENGINE, 1, 1).orElseThrow().name()).isEqualTo("expert:12");
    assertThat(Bots.create("search:7", ENGINE, 1, 1).orElseThrow().name()).isEqualTo("search:7");
  }

  @Test
  void aResampledStateShowsThePlayersWhatTheyCouldSee() {
    GameState s = ENGINE.newGame(8, false);
    Bot random = Bots.create("random", ENGINE, 8, 1).orElseThrow();
    while (s.phase() != Phase.HERO_TURN) {
      List<Action> legal = ENGINE.legalActions(s);
      ENGINE.apply(s, s.phase() == Phase.DRAW_TURN ? legal.get(0) : random.choose(s, legal));
    }
    GameState r = s.resampled(12345);
    assertThat(ENGINE.legalActions(r)).isEqualTo(ENGINE.legalActions(s));
    for (int p = 1; p <= 2; p++) {
      assertThat(r.hand(p)).isEqualTo(s.hand(p));
    }
    for (int h = 0; h < s.heroCount(); h++) {
      assertThat(r.cell(h)).isEqualTo(s.cell(h));
      assertThat(r.health(h)).isEqualTo(s.health(h));
    }
    assertThat(r.rngState()).isNotEqualTo(s.rngState());
  }
}
