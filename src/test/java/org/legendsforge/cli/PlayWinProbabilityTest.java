package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.legendsforge.testing.ForgeRun;

/**
 * {@code forge play --format json} answers how the game ended with side 1's estimated chance before
 * the first turn and after every turn, ending on the result, and says where its model comes from;
 * the game log keeps its own format, so JSON and a log on the standard output do not go together.
 */
class PlayWinProbabilityTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theEstimateFollowsEveryTurnAndEndsOnTheResult() throws Exception {
    ForgeRun run = ForgeRun.of("play", "--seed", "3", "--format", "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode r = JSON.readTree(run.out());
    int turns = r.get("turns").asInt();
    JsonNode side1 = r.get("winProbability").get("side1");
    assertThat(side1).hasSize(turns + 1);
    for (JsonNode p : side1) {
      assertThat(p.asDouble()).isBetween(0.0, 1.0);
    }
    int winner = r.get("winner").asInt();
    assertThat(side1.get(turns).asDouble()).isEqualTo(winner == 1 ? 1.0 : 0.0);
    // a curve that moves: the estimate reads the state, it is no constant
    assertThat(side1.get(turns / 2).asDouble()).isNotEqualTo(side1.get(0).asDouble());
    assertThat(r.get("winProbability").get("source").asText()).contains("--quality");
    assertThat(ForgeRun.of("play", "--seed", "3", "--format", "json").out()).isEqualTo(run.out());
  }

  @Test
  void jsonAndALogOnTheStandardOutputIsAUsageError() {
    ForgeRun run = ForgeRun.of("play", "--seed", "3", "--format", "json", "--log", "-");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("--format json and --log -");
  }

  @Test
  void jsonIsNoAnswerForAReplay() {
    ForgeRun run = ForgeRun.of("play", "--replay", "game.jsonl", "--format", "json");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("--format json");
  }
}
