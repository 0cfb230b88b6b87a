package org.legendsforge.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.playtest.GameLogs;

/**
 * One against one plays exactly as it did before teams existed: the logs of whole games between
 * random bots on the test cards (no shipped data, so card edits do not move them), with and without
 * the chaos variant, have the SHA-256 digests the engine gave before it seated more than two
 * players. The golden file was written by that engine; rewrite it with {@code -Dgolden.update=true}
 * only after a change meant to alter one-against-one games.
 */
class OneAgainstOneLogTest {
  private static final Path GOLDEN =
      Path.of("src/test/resources/org/legendsforge/game/one-against-one-logs.txt");
  private static final Engine ENGINE = new Engine(TestCards.playable());

  @Test
  void oneAgainstOneLogsAreTheSameBytesAsBeforeTeams() throws IOException {
    StringBuilder actual = new StringBuilder();
    for (long seed = 1; seed <= 3; seed++) {
      actual.append(digest(seed, false));
    }
    actual.append(digest(4, true));
    if (Boolean.getBoolean("golden.update")) {
      Files.createDirectories(GOLDEN.getParent());
      Files.writeString(GOLDEN, actual.toString(), StandardCharsets.UTF_8);
    }
    assertThat(actual.toString())
        .as("one-against-one logs (golden %s, -Dgolden.update=true rewrites it)", GOLDEN)
        .isEqualTo(Files.readString(GOLDEN, StandardCharsets.UTF_8));
  }

  /** {@code seed 1 chaos false: 1234 lines, sha256 ...} for the game of that seed. */
  private static String digest(long seed, boolean chaos) {
    List<String> lines =
        GameLogs.of(ENGINE, List.of("random", "random"), seed, Lineup.ONE_V_ONE, chaos, 5000);
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      for (String line : lines) {
        sha.update((line + "\n").getBytes(StandardCharsets.UTF_8));
      }
      return String.format(
          java.util.Locale.ROOT,
          "seed %d chaos %b: %d lines, sha256 %s\n",
          seed,
          chaos,
          lines.size(),
          HexFormat.of().formatHex(sha.digest()));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
