package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/** {@code forge play --teams}: team games, their logs and replays, and the options' mistakes. */
class PlayTeamsCommandTest {
  @TempDir Path work;

  @Test
  void aTwoAgainstTwoGameIsWonByASideAndItsLogReplays() throws Exception {
    Path log = work.resolve("team.jsonl");
    ForgeRun play =
        ForgeRun.of("play", "--seed", "4", "--teams", "2v2", "--bots", "random", "--log", "" + log);
    assertThat(play.exitCode()).as(play.err()).isZero();
    assertThat(play.out())
        .matches(
            "(?s)seed 4: side ([12]) \\(player \\1 random, player [34] random\\) won after \\d+"
                + " turns and \\d+ actions: player [1-4] reached 4 death points \\(one for each"
                + " of its heroes that died\\), so side [12] lost; death points: player 1 \\d,"
                + " player 2 \\d, player 3 \\d, player 4 \\d; log in .*");
    List<String> lines = Files.readAllLines(log);
    assertThat(lines.get(0))
        .startsWith(
            "{\"type\":\"setup\",\"seed\":4,\"bots\":[\"random\",\"random\",\"random\",\"random\"]")
        .contains(",\"teams\":\"2v2\",\"state\":");

    ForgeRun replay = ForgeRun.of("play", "--replay", log.toString());
    assertThat(replay.exitCode()).as(replay.err()).isZero();
    assertThat(replay.out())
        .contains((lines.size() - 2) + " actions replayed, all legal; side ")
        .contains(" won after ");
  }

  @Test
  void oneAgainstTwoTakesABotPerPlayer() {
    ForgeRun play =
        ForgeRun.of(
            "play",
            "--seed",
            "2",
            "--teams",
            "1v2",
            "--bots",
            "greedy,random,random",
            "--max-turns",
            "40");
    assertThat(play.exitCode()).as(play.err()).isZero();
    assertThat(play.out()).startsWith("seed 2: ").contains("death points: player 1 ");
  }

  @Test
  void cardDataWithTooFewPlayerCardsCannotSeatFourPlayers() throws Exception {
    Path data = ShippedData.copyInto(work);
    Path game = data.resolve("game.yaml");
    String yaml = Files.readString(game);
    yaml =
        yaml.substring(0, yaml.indexOf("  - id: player-green"))
            + yaml.substring(yaml.indexOf("components:"));
    Files.writeString(game, yaml);
    ForgeRun four = ForgeRun.of("play", "--seed", "1", "--teams", "2v2", "--data", "" + data);
    assertThat(four.exitCode()).isEqualTo(1);
    assertThat(four.err())
        .contains("game.yaml: error[play-players]: a 2v2 game needs a Turn Order card for each")
        .contains("hint:");
    ForgeRun two = ForgeRun.of("play", "--seed", "1", "--max-turns", "5", "--data", "" + data);
    assertThat(two.exitCode()).as(two.err()).isZero();
  }

  @Test
  void aTeamPlaytestReportsWinRatesBySide() throws Exception {
    Path out = work.resolve("output");
    ForgeRun run =
        ForgeRun.of(
            "playtest", "--games", "4", "--teams", "1v2", "--bots", "random", "--out", "" + out);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("random, random (side 1: players 1 and 3) against random (side 2: player 2)")
        .contains("side 1 wins");
    assertThat(Files.readString(out.resolve("reports/playtest.html")))
        .contains("forge play --seed N --teams 1v2 --bots random,random,random");
    ForgeRun count =
        ForgeRun.of("playtest", "--teams", "2v2", "--bots", "greedy,random", "--out", "" + out);
    assertThat(count.exitCode()).isEqualTo(2);
    assertThat(count.err()).contains("one per player (4 in 2v2)");
  }

  @Test
  void lineupAndBotMistakesAreUsageErrors() {
    ForgeRun lineup = ForgeRun.of("play", "--seed", "1", "--teams", "3v3");
    assertThat(lineup.exitCode()).isEqualTo(2);
    assertThat(lineup.err()).contains("--teams 3v3 is not a lineup; lineups: 1v1, 1v2, 2v2");
    ForgeRun count =
        ForgeRun.of("play", "--seed", "1", "--teams", "2v2", "--bots", "random,greedy");
    assertThat(count.exitCode()).isEqualTo(2);
    assertThat(count.err()).contains("one per player (4 in 2v2)");
    ForgeRun replay = ForgeRun.of("play", "--replay", "x.jsonl", "--teams", "2v2");
    assertThat(replay.exitCode()).isEqualTo(2);
    assertThat(replay.err()).contains("--replay takes no").contains("--teams");
  }
}
