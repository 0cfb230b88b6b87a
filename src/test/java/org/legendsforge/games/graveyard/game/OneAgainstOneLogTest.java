package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.legendsforge.games.graveyard.playtest.log.GameLogs;

/**
 * One against one plays exactly as it did before teams existed: whole games between random bots on
 * the test cards (no shipped data, so card edits do not move them), with and without the chaos
 * variant, have the logs the engine gave before it seated more than two players, kept as text so a
 * change shows the first line it moved. The golden logs were written by that engine; rewrite them
 * with {@code -Dgolden.update=true} only after a change meant to alter one-against-one games.
 */
class OneAgainstOneLogTest {
  private static final Path GOLDEN =
      Path.of("src/test/resources/org/legendsforge/games/graveyard/game/golden");
  private static final Engine ENGINE = new Engine(TestCards.playable());

  static Stream<Arguments> games() {
    return Stream.of(
        Arguments.of(1, false),
        Arguments.of(2, false),
        Arguments.of(3, false),
        Arguments.of(4, true));
  }

  @ParameterizedTest(name = "seed {0}, chaos {1}")
  @MethodSource("games")
  void aOneAgainstOneGameIsTheSameLineForLineAsBeforeTeams(long seed, boolean chaos)
      throws IOException {
    List<String> played =
        GameLogs.of(ENGINE, List.of("random", "random"), seed, Lineup.ONE_V_ONE, chaos, 5000);
    Path golden = GOLDEN.resolve("random-seed-" + seed + (chaos ? "-chaos" : "") + ".jsonl");
    if (Boolean.getBoolean("golden.update")) {
      Files.createDirectories(GOLDEN);
      Files.write(golden, played, StandardCharsets.UTF_8);
    }
    List<String> kept = Files.readAllLines(golden, StandardCharsets.UTF_8);
    for (int i = 0; i < Math.min(kept.size(), played.size()); i++) {
      assertThat(played.get(i))
          .as("line %d of %s (-Dgolden.update=true rewrites it)", i + 1, golden)
          .isEqualTo(kept.get(i));
    }
    assertThat(played).as("lines of %s", golden).hasSameSizeAs(kept);
  }
}
