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

/**
 * {@code --variant} and {@code --compare-variants} (docs/playtest.md, "Variants"): a game played by
 * a variant says so in its log and replays under it; a comparison plays the same seeds under each
 * variant and reports each by its id; an unknown variant is a usage error naming the known ones.
 */
class VariantCommandsTest {
  @TempDir Path work;
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aGamePlayedByAVariantNamesItInTheLogAndReplaysUnderIt() throws Exception {
    Path log = work.resolve("game.jsonl");
    ForgeRun play =
        ForgeRun.of(
            "play",
            "--seed",
            "3",
            "--bots",
            "greedy",
            "--variant",
            "turn-order-compensation",
            "--log",
            log.toString());
    assertThat(play.exitCode()).as(play.err()).isZero();
    List<String> lines = Files.readAllLines(log);
    assertThat(JSON.readTree(lines.get(0)).get("variant").asText())
        .isEqualTo("turn-order-compensation");
    assertThat(lines)
        .as("the turn order gave points somewhere in the game")
        .anyMatch(l -> l.contains("\"kind\":\"turn\"") && l.contains("\"compensation\":{\"side\""));

    ForgeRun replay = ForgeRun.of("play", "--replay", log.toString());
    assertThat(replay.exitCode()).as(replay.err()).isZero();
    assertThat(replay.out()).contains("all legal");
  }

  @Test
  void aGameToldInWordsNamesTheVariantAndTheTurnsThatGavePoints() {
    ForgeRun play =
        ForgeRun.of(
            "play",
            "--seed",
            "3",
            "--bots",
            "greedy",
            "--variant",
            "turn-order-compensation",
            "--format",
            "text");
    assertThat(play.exitCode()).as(play.err()).isZero();
    assertThat(play.out().lines().findFirst().orElseThrow())
        .endsWith("played with the Turn-Order Compensation variant.");
    assertThat(play.out()).contains("is ahead of its share of this round's turns, so");
  }

  @Test
  void theSameSeedUnderTheDesignersRulesHasNoVariantAndNoTurnPoints() throws Exception {
    ForgeRun play = ForgeRun.of("play", "--seed", "3", "--bots", "greedy", "--log", "-");
    assertThat(play.exitCode()).as(play.err()).isZero();
    assertThat(play.out().lines().findFirst().orElseThrow()).doesNotContain("\"variant\"");
    assertThat(play.out().lines())
        .noneMatch(
            l -> l.contains("\"kind\":\"turn\"") && l.contains("\"compensation\":{\"side\""));
  }

  @Test
  void aLogOfAVariantTheDataDoesNotHaveIsRefusedAtItsVariant() throws Exception {
    Path log = work.resolve("game.jsonl");
    ForgeRun.of(
        "play", "--seed", "3", "--variant", "lone-player-handicap", "--log", log.toString());
    List<String> lines = Files.readAllLines(log);
    lines.set(0, lines.get(0).replace("lone-player-handicap", "house-rules"));
    Files.write(log, lines);
    ForgeRun replay = ForgeRun.of("play", "--replay", log.toString());
    assertThat(replay.exitCode()).isEqualTo(1);
    assertThat(replay.err())
        .contains(":1:" + (lines.get(0).indexOf("\"variant\"") + 1) + ": error[unknown-variant]")
        .contains("\"house-rules\"");
  }

  @Test
  void anUnknownVariantIsAUsageErrorThatNamesTheKnownOnes() {
    ForgeRun play = ForgeRun.of("play", "--seed", "3", "--variant", "turn-order");
    assertThat(play.exitCode()).isEqualTo(2);
    assertThat(play.err())
        .contains("the card data has no variant \"turn-order\"")
        .contains("hint: name one of turn-order-compensation");
  }

  @Test
  void comparingVariantsReportsEachByItsIdWithIntervals() throws Exception {
    ForgeRun run =
        ForgeRun.of(
            "playtest",
            "--games",
            "40",
            "--compare-variants",
            "rules,turn-order-compensation",
            "--format",
            "json",
            "--out",
            work.resolve("out").toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode r = JSON.readTree(run.out());
    assertThat(r.get("variants").fieldNames())
        .toIterable()
        .containsExactly("rules", "turn-order-compensation");
    JsonNode toc = r.get("variants").get("turn-order-compensation");
    assertThat(toc.get("changes").get("turnOrderPoints").asInt()).isPositive();
    assertThat(toc.get("earlyLeader").get("low").asDouble())
        .isLessThanOrEqualTo(toc.get("earlyLeader").get("value").asDouble());
    assertThat(toc.get("lengthChange").get("n").asLong()).isEqualTo(40);
    assertThat(r.get("leastLuck").asText()).isIn("rules", "turn-order-compensation");
    assertThat(work.resolve("out/reports/variants.html"))
        .content()
        .contains("turn-order-compensation");
  }

  @Test
  void comparingNeedsTwoDifferentVariants() {
    ForgeRun run = ForgeRun.of("playtest", "--games", "5", "--compare-variants", "rules");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("two or more different variants");
  }
}
