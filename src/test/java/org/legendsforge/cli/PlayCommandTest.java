package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;

/** {@code forge play}: a game to a winner, its log, and {@code --replay}. */
class PlayCommandTest {
  @TempDir Path work;
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void playsAGameToAWinnerAndItsLogReplays() throws Exception {
    Path log = work.resolve("game.jsonl");
    ForgeRun play = ForgeRun.of("play", "--seed", "7", "--bots", "random", "--log", log.toString());
    assertThat(play.exitCode()).as(play.err()).isZero();
    assertThat(play.out())
        .matches(
            "(?s)seed 7: player ([12]) \\(random\\) won after \\d+ turns and \\d+ actions:"
                + " player [12] reached 4 death points \\(one for each of its heroes that died\\)"
                + " and lost; death points: player 1 \\d, player 2 \\d; log in .*");
    List<String> lines = Files.readAllLines(log);
    assertThat(lines.get(0))
        .startsWith("{\"type\":\"setup\",\"seed\":7,\"bots\":[\"random\",\"random\"]");
    assertThat(lines.get(lines.size() - 1)).startsWith("{\"type\":\"end\",\"winner\":");
    assertThat(work).isDirectoryNotContaining("glob:**.part");

    ForgeRun replay = ForgeRun.of("play", "--replay", log.toString());
    assertThat(replay.exitCode()).as(replay.err()).isZero();
    assertThat(replay.out()).contains((lines.size() - 2) + " actions replayed, all legal");
  }

  @Test
  void theLogsSetupIsForgeSetupsSetup() throws Exception {
    ForgeRun setup = ForgeRun.of("setup", "--seed", "12", "--format", "json");
    ForgeRun play =
        ForgeRun.of("play", "--seed", "12", "--bots", "random", "--log", "-", "--max-turns", "1");
    assertThat(play.exitCode()).as(play.err()).isZero();
    JsonNode expected = JSON.readTree(setup.out());
    JsonNode log = JSON.readTree(play.out().lines().findFirst().orElseThrow());
    assertThat(log.get("grid")).isEqualTo(expected.get("grid"));
    assertThat(log.get("terrain")).isEqualTo(expected.get("terrain"));
    assertThat(log.get("startPlayer")).isEqualTo(expected.get("startPlayer"));
    for (JsonNode hero : expected.get("heroes")) {
      assertThat(log.get("state").get("heroes").toString())
          .contains("\"hero\":" + hero.get("hero") + ",\"cell\":" + hero.get("cell"));
    }
    for (JsonNode orb : expected.get("pickups")) {
      assertThat(log.get("state").get("pickups")).contains(orb);
    }
  }

  @Test
  void anEditedLogIsRejectedWhereItWasEdited() throws Exception {
    Path log = work.resolve("game.jsonl");
    assertThat(
            ForgeRun.of("play", "--seed", "3", "--bots", "random", "--log", log.toString())
                .exitCode())
        .isZero();
    List<String> lines = Files.readAllLines(log);
    String edited = lines.get(20).replaceFirst("\"mana\":(\\d+)", "\"mana\":99");
    lines.set(20, edited);
    Files.write(log, lines);
    ForgeRun replay = ForgeRun.of("play", "--replay", log.toString());
    assertThat(replay.exitCode()).isEqualTo(1);
    assertThat(replay.err())
        .contains(log + ":21:" + (edited.indexOf("\"state\"") + 1) + ": error[replay-differs]:")
        .contains("mana")
        .contains("hint:");
  }

  @Test
  void withoutBotsNamedPlayPlaysThePlaytestsBots() throws Exception {
    ForgeRun play = ForgeRun.of("play", "--seed", "7", "--log", "-", "--max-turns", "2");
    assertThat(play.exitCode()).as(play.err()).isZero();
    assertThat(play.out())
        .startsWith("{\"type\":\"setup\",\"seed\":7,\"bots\":[\"greedy\",\"greedy\"]");
    ForgeRun summary = ForgeRun.of("play", "--seed", "7", "--max-turns", "2");
    assertThat(summary.out())
        .isEqualTo(
            "seed 7: no winner: the turn limit (2) was reached after 2 turns and "
                + summary.out().replaceAll("(?s).* and (\\d+) actions.*", "$1")
                + " actions; death points: player 1 0, player 2 0\n");
  }

  @Test
  void theGameToldTurnByTurn() throws Exception {
    // random bots: their game changes only when the rules do, not when a bot gets smarter
    ForgeRun told =
        ForgeRun.of(
            "play", "--seed", "7", "--bots", "random", "--format", "text", "--max-turns", "16");
    assertThat(told.exitCode()).as(told.err()).isZero();
    Golden.assertMatches("play-seed-7-random-text.txt", told.out());
  }

  @Test
  void aLogIsToldAsThePlayedGameWas() throws Exception {
    Path log = work.resolve("game.jsonl");
    ForgeRun played =
        ForgeRun.of(
            "play", "--seed", "5", "--bots", "random", "--format", "text", "--log", "" + log);
    assertThat(played.exitCode()).as(played.err()).isZero();
    ForgeRun replayed = ForgeRun.of("play", "--replay", "" + log, "--format", "text");
    assertThat(replayed.exitCode()).as(replayed.err()).isZero();
    List<String> game = played.out().lines().toList();
    assertThat(game.get(game.size() - 1)).isEqualTo("The game log is in " + log);
    assertThat(replayed.out()).startsWith(String.join("\n", game.subList(0, game.size() - 1)));
  }

  @Test
  void usageMistakesAreReportedWithoutPlaying() {
    ForgeRun noSeed = ForgeRun.of("play");
    assertThat(noSeed.exitCode()).isEqualTo(2);
    assertThat(noSeed.err()).contains("--seed");
    ForgeRun badBot = ForgeRun.of("play", "--seed", "1", "--bots", "random,genius");
    assertThat(badBot.exitCode()).isEqualTo(2);
    assertThat(badBot.err()).contains("unknown bot \"genius\"");
    ForgeRun both = ForgeRun.of("play", "--seed", "1", "--format", "text", "--log", "-");
    assertThat(both.exitCode()).isEqualTo(2);
    assertThat(both.err()).contains("would both write to the standard output");
    ForgeRun missing = ForgeRun.of("play", "--replay", work.resolve("nope.jsonl").toString());
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err()).contains("does not exist");
  }
}
