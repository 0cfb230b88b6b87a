package org.legendsforge.games.graveyard.playtest;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.legendsforge.games.graveyard.playtest.log.GameLogger;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * Game {@code i} of a playtest from seed {@code S} is the game {@code forge play --seed S+i} plays
 * with the same bots, move for move: both run through {@link GameRunner}, and a playtest's games
 * can be watched one by one, as docs/playtest.md promises.
 */
class PlaytestGamesArePlayedGamesTest {
  private static final long FIRST_SEED = 40;

  static Stream<Arguments> games() {
    return Stream.of(
        Arguments.of("random", "1v1", 0),
        Arguments.of("random", "1v1", 2),
        Arguments.of("greedy", "1v1", 1),
        Arguments.of("random", "2v2", 3),
        Arguments.of("greedy", "1v2", 0));
  }

  @ParameterizedTest(name = "{0} {1}, game {2}")
  @MethodSource("games")
  void aPlaytestsGameIsTheGameForgePlayPlays(String bot, String teams, int i) {
    PlaytestFixture data = PlaytestFixture.load(ShippedData.folder());
    int players = teams.equals("1v1") ? 2 : teams.equals("1v2") ? 3 : 4;
    List<String> bots = Collections.nCopies(players, bot);
    Playtest.Options o =
        new Playtest.Options(bots, FIRST_SEED, 4, 1, 5000, Playtest.Compensation.ON);
    List<String> playtest = new ArrayList<>();
    new Playtest(data.catalog(), data.weights(), "test-data")
        .recorded(o, FIRST_SEED + i, new GameLogger(bots, playtest::add));

    ForgeRun play =
        ForgeRun.of(
            "play",
            "--seed",
            Long.toString(FIRST_SEED + i),
            "--bots",
            bot,
            "--teams",
            teams,
            "--log",
            "-");
    assertThat(play.exitCode()).as(play.err()).isZero();
    List<String> played = play.out().lines().toList();
    assertThat(playtest).hasSizeGreaterThan(10);
    for (int line = 0; line < played.size(); line++) {
      assertThat(playtest.get(line)).as("line %d of the log", line + 1).isEqualTo(played.get(line));
    }
    assertThat(playtest).hasSameSizeAs(played);
  }
}
