package org.legendsforge.games.graveyard.playtest.log;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.legendsforge.games.graveyard.game.Lineup;

/**
 * Whole team games with the shipped cards (docs/rules-model.md §12 "Teams", "Death points"): they
 * end when one player reaches 4 death points, its side losing; the log lists every player with its
 * side and keys death points and hands by player; the same seed gives the same bytes; every log
 * replays.
 */
class TeamGameTest {
  static List<String> play(long seed, Lineup lineup, String bot, int maxTurns) {
    return GameLogs.of(
        GameLogTest.ENGINE,
        java.util.Collections.nCopies(lineup.players(), bot),
        seed,
        lineup,
        false,
        maxTurns);
  }

  static Stream<Arguments> games() {
    return Stream.of(Lineup.TWO_V_TWO, Lineup.ONE_V_TWO)
        .flatMap(l -> Stream.of(1L, 2L, 3L, 4L).map(seed -> Arguments.of(l, seed)));
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("games")
  void aSideLosesWhenOneOfItsPlayersReachesFourDeathPointsAndTheLogReplays(Lineup lineup, long seed)
      throws Exception {
    List<String> lines = play(seed, lineup, "random", 5000);
    JsonNode end = GameLogTest.JSON.readTree(lines.get(lines.size() - 1));
    assertThat(end.path("reason").asText()).isEqualTo("death-points");
    int winner = end.path("winner").asInt();
    assertThat(winner).as("the winning side").isIn(1, 2);
    int losers = 0;
    for (int p = 1; p <= lineup.players(); p++) {
      int points = end.path("deathPoints").path(String.valueOf(p)).asInt(-1);
      assertThat(points).isBetween(0, 4);
      if (points == 4) {
        losers++;
        assertThat(Lineup.sideOf(p)).as("player %d reached 4", p).isNotEqualTo(winner);
      }
    }
    assertThat(losers).isEqualTo(1);
    Replay.Result r = new Replay(GameLogTest.ENGINE).run(lines);
    assertThat(r.failure()).isEmpty();
    assertThat(r.actions()).isEqualTo(lines.size() - 2);
    assertThat(r.ending()).startsWith("side " + winner + " won");
  }

  @Test
  void theSameSeedAndBotsGiveTheSameTeamLogByteForByte() {
    assertThat(String.join("\n", play(5, Lineup.TWO_V_TWO, "random", 5000)))
        .isEqualTo(String.join("\n", play(5, Lineup.TWO_V_TWO, "random", 5000)))
        .isNotEqualTo(String.join("\n", play(5, Lineup.ONE_V_TWO, "random", 5000)));
    assertThat(String.join("\n", play(5, Lineup.ONE_V_TWO, "random", 5000)))
        .isEqualTo(String.join("\n", play(5, Lineup.ONE_V_TWO, "random", 5000)));
  }

  @Test
  void theLogListsEveryPlayerWithItsSideAndKeysCountersByPlayer() throws Exception {
    List<String> lines = play(2, Lineup.TWO_V_TWO, "random", 30);
    JsonNode setup = GameLogTest.JSON.readTree(lines.get(0));
    assertThat(keys(setup))
        .containsExactly(
            "type", "seed", "bots", "grid", "terrain", "players", "startPlayer", "teams", "state");
    assertThat(setup.path("teams").asText()).isEqualTo("2v2");
    assertThat(setup.path("bots")).hasSize(4);
    List<String> seats = new ArrayList<>();
    setup.path("players").forEach(p -> seats.add(p.path("player") + ":" + p.path("side")));
    assertThat(seats).containsExactly("1:1", "2:2", "3:1", "4:2");
    JsonNode state = setup.path("state");
    assertThat(keys(state.path("deathPoints"))).containsExactly("1", "2", "3", "4");
    assertThat(keys(state.path("hands"))).containsExactly("1", "2", "3", "4");
    assertThat(keys(state.path("compensation"))).containsExactly("side", "points");
    for (JsonNode hero : state.path("heroes")) {
      assertThat(hero.path("player").isNull() || hero.path("player").asInt() <= 2)
          .as("partners start with no hero")
          .isTrue();
    }
    JsonNode end = GameLogTest.JSON.readTree(lines.get(lines.size() - 1));
    assertThat(end.path("reason").asText()).isEqualTo("turn-limit");
    assertThat(keys(end.path("deathPoints"))).containsExactly("1", "2", "3", "4");
  }

  @Test
  void aTeamLogNamingNoKnownLineupIsRejected() {
    List<String> lines = new ArrayList<>(play(3, Lineup.ONE_V_TWO, "random", 10));
    lines.set(0, lines.get(0).replace("\"teams\":\"1v2\"", "\"teams\":\"3v3\""));
    Replay.Result r = new Replay(GameLogTest.ENGINE).run(lines);
    assertThat(r.failure()).isPresent();
    assertThat(r.failure().get().check()).isEqualTo("replay-line");
    assertThat(r.failure().get().message()).contains("3v3");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("lookingBots")
  void botsThatLookAheadPlayTeamGamesThatReplay(String bot, Lineup lineup, int turns) {
    List<String> lines = play(6, lineup, bot, turns);
    assertThat(lines.size()).isGreaterThan(turns);
    assertThat(new Replay(GameLogTest.ENGINE).run(lines).failure()).isEmpty();
  }

  static Stream<Arguments> lookingBots() {
    return Stream.of(
        Arguments.of("greedy", Lineup.TWO_V_TWO, 120),
        Arguments.of("greedy", Lineup.ONE_V_TWO, 120),
        Arguments.of("search:6", Lineup.TWO_V_TWO, 24));
  }

  private static List<String> keys(JsonNode n) {
    List<String> out = new ArrayList<>();
    for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
      out.add(it.next());
    }
    return out;
  }
}
