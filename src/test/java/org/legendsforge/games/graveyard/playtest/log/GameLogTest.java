package org.legendsforge.games.graveyard.playtest.log;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.legendsforge.games.graveyard.bots.Bots;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.testing.ShippedData;

/** Whole games with the shipped cards: logs as game-log.md says, reproducible, replayable. */
public class GameLogTest {
  public static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();
  public static final Engine ENGINE = new Engine(SHIPPED);
  public static final ObjectMapper JSON = new ObjectMapper();

  static List<String> play(long seed) {
    return play(seed, false);
  }

  static List<String> play(long seed, boolean chaos) {
    return GameLogs.of(ENGINE, List.of("random", "random"), seed, Lineup.ONE_V_ONE, chaos, 5000);
  }

  static LongStream seeds() {
    return LongStream.rangeClosed(1, 24);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void everyGameEndsWithAWinnerAndItsLogReplays(long seed) throws Exception {
    List<String> lines = play(seed);
    JsonNode end = JSON.readTree(lines.get(lines.size() - 1));
    assertThat(end.path("reason").asText()).isEqualTo("death-points");
    int winner = end.path("winner").asInt();
    assertThat(end.path("deathPoints").path(String.valueOf(3 - winner)).asInt()).isEqualTo(4);
    Replay.Result r = new Replay(ENGINE).run(lines);
    assertThat(r.failure()).isEmpty();
    assertThat(r.actions()).isEqualTo(lines.size() - 2);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("chaosSeeds")
  void gamesWithTheChaosVariantReplayToo(long seed) throws Exception {
    List<String> lines = play(seed, true);
    assertThat(JSON.readTree(lines.get(0)).path("chaos").asBoolean()).isTrue();
    assertThat(lines).anyMatch(l -> l.contains("\"kind\":\"chaos\""));
    assertThat(new Replay(ENGINE).run(lines).failure()).isEmpty();
  }

  static LongStream chaosSeeds() {
    return LongStream.rangeClosed(101, 108);
  }

  @Test
  void theShippedCardsAreAllPlayable() {
    assertThat(ENGINE.cards().unplayable()).isEmpty();
  }

  @Test
  void theSameSeedAndBotsGiveTheSameLogByteForByte() {
    assertThat(String.join("\n", play(5))).isEqualTo(String.join("\n", play(5)));
    assertThat(String.join("\n", play(5))).isNotEqualTo(String.join("\n", play(6)));
  }

  @Test
  void linesHoldTheKeysOfGameLogMdInItsOrder() throws Exception {
    List<String> lines = play(2);
    assertThat(keys(JSON.readTree(lines.get(0))))
        .containsExactly(
            "type", "seed", "bots", "grid", "terrain", "players", "startPlayer", "state");
    assertThat(keys(JSON.readTree(lines.get(0)).path("state")))
        .containsExactly("heroes", "pickups", "deathPoints", "compensation", "hands", "turnOrder");
    assertThat(keys(JSON.readTree(lines.get(0)).path("state").path("heroes").get(0)))
        .containsExactly(
            "hero",
            "cell",
            "player",
            "health",
            "maxHealth",
            "mana",
            "statuses",
            "decay",
            "shield",
            "weapons",
            "hyper");
    JsonNode first = JSON.readTree(lines.get(1));
    assertThat(keys(first))
        .startsWith("type", "n", "turn", "actor", "player", "action")
        .endsWith("state");
    assertThat(first.path("action").path("kind").asText()).isEqualTo("turn");
    assertThat(keys(JSON.readTree(lines.get(lines.size() - 1))))
        .containsExactly("type", "winner", "reason", "turns", "deathPoints");
    for (String line : lines.subList(1, lines.size() - 1)) {
      JsonNode a = JSON.readTree(line).path("action");
      switch (a.path("kind").asText()) {
        case "move" -> assertThat(a.path("path")).hasSize(1);
        case "respawn" ->
            assertThat(keys(a)).containsExactly("kind", "orb", "cell", "compensation");
        case "spawn" -> assertThat(keys(a)).startsWith("kind", "hero", "cell", "offered");
        case "redistribute" ->
            assertThat(keys(a)).containsExactly("kind", "what", "from", "to", "points");
        case "compensate" -> assertThat(keys(a)).containsExactly("kind", "hero");
        default -> {}
      }
    }
  }

  @Test
  void aReplayStopsAtTheFirstActionTheRulesDoNotAllow() throws Exception {
    List<String> lines = play(4);
    int at = -1;
    for (int i = 1; i < lines.size(); i++) {
      if (lines.get(i).contains("\"kind\":\"attack\"")) {
        at = i;
        break;
      }
    }
    ObjectNode line = (ObjectNode) JSON.readTree(lines.get(at));
    ((ObjectNode) line.get("action")).put("weapon", "yew-longbow");
    List<String> edited = new ArrayList<>(lines);
    edited.set(at, JSON.writeValueAsString(line));
    Replay.Result r = new Replay(ENGINE).run(edited);
    assertThat(r.failure()).isPresent();
    assertThat(r.failure().get().line()).isEqualTo(at + 1);
    assertThat(r.failure().get().check()).isEqualTo("replay-illegal");
    assertThat(r.failure().get().message()).contains("yew-longbow");
  }

  @Test
  void aReplayStopsWhereTheStateDiffers() throws Exception {
    List<String> lines = play(4);
    ObjectNode line = (ObjectNode) JSON.readTree(lines.get(30));
    ObjectNode hero = (ObjectNode) line.path("state").path("heroes").get(0);
    hero.put("mana", hero.path("mana").asInt() + 5);
    List<String> edited = new ArrayList<>(lines);
    edited.set(30, JSON.writeValueAsString(line));
    Replay.Failure f = new Replay(ENGINE).run(edited).failure().orElseThrow();
    assertThat(f.line()).isEqualTo(31);
    assertThat(f.check()).isEqualTo("replay-differs");
    assertThat(f.message()).contains("state.heroes[0].mana");
    assertThat(f.column()).isEqualTo(lines.get(30).indexOf("\"state\"") + 1);
  }

  @Test
  void aReplayChecksWhatChanceDrew() throws Exception {
    List<String> lines = play(4);
    ObjectNode line = (ObjectNode) JSON.readTree(lines.get(1));
    String card = line.path("action").path("card").asText();
    ((ObjectNode) line.get("action"))
        .put("card", card.equals("player:1") ? "player:2" : "player:1");
    List<String> edited = new ArrayList<>(lines);
    edited.set(1, JSON.writeValueAsString(line));
    Replay.Failure f = new Replay(ENGINE).run(edited).failure().orElseThrow();
    assertThat(f.line()).isEqualTo(2);
    assertThat(f.message()).contains("action.card");
  }

  @Test
  void aReplayOfALogCutShortSaysSo() {
    List<String> lines = play(4);
    Replay.Failure f = new Replay(ENGINE).run(lines.subList(0, 50)).failure().orElseThrow();
    assertThat(f.check()).isEqualTo("replay-end");
  }

  @Test
  void aGameStoppedByTheTurnLimitHasNoWinnerAndReplays() throws Exception {
    List<String> lines = new ArrayList<>();
    GameRunner.Result result =
        GameRunner.play(
            ENGINE,
            List.of(
                Bots.create("random", ENGINE, 9, 1).orElseThrow(),
                Bots.create("random", ENGINE, 9, 2).orElseThrow()),
            9,
            new GameRunner.Options(Lineup.ONE_V_ONE, false, 12),
            new GameLogger(List.of("random", "random"), lines::add));
    assertThat(result.winner()).isZero();
    assertThat(result.turns()).isEqualTo(12);
    JsonNode end = JSON.readTree(lines.get(lines.size() - 1));
    assertThat(end.path("winner").isNull()).isTrue();
    assertThat(end.path("reason").asText()).isEqualTo("turn-limit");
    assertThat(new Replay(ENGINE).run(lines).failure()).isEmpty();
  }

  @Test
  void aCompensationTradeIsTheReceivingSidesPickAndAReplayChecksIt() throws Exception {
    List<String> lines = null;
    int at = -1;
    for (long seed = 1; at < 0; seed++) {
      lines = play(seed);
      for (int i = 1; i < lines.size() && at < 0; i++) {
        if (lines.get(i).contains("\"kind\":\"compensate\"")) {
          at = i;
        }
      }
    }
    JsonNode line = JSON.readTree(lines.get(at));
    int side = line.path("player").asInt();
    assertThat(line.path("actor").asText()).isEqualTo("player:" + side);
    JsonNode placed = JSON.readTree(lines.get(at - 1)).path("action");
    assertThat(placed.path("kind").asText()).isEqualTo("respawn");
    assertThat(placed.path("compensation").path("side").asInt()).isEqualTo(side);
    String hero = line.path("action").path("hero").asText();
    assertThat(line.path("events").get(0).path("hero").asText()).isEqualTo(hero);
    assertThat(line.path("events").get(0).path("amount").asInt()).isEqualTo(1);

    String enemy = null;
    for (JsonNode h : line.path("state").path("heroes")) {
      if (h.path("player").asInt(0) == 3 - side) {
        enemy = h.path("hero").asText();
      }
    }
    ObjectNode edited = (ObjectNode) line.deepCopy();
    ((ObjectNode) edited.get("action")).put("hero", enemy);
    List<String> changed = new ArrayList<>(lines);
    changed.set(at, JSON.writeValueAsString(edited));
    Replay.Failure f = new Replay(ENGINE).run(changed).failure().orElseThrow();
    assertThat(f.line()).isEqualTo(at + 1);
    assertThat(f.check()).as("the other side's hero cannot take it").isEqualTo("replay-illegal");
  }

  private static List<String> keys(JsonNode n) {
    List<String> out = new ArrayList<>();
    Iterator<String> it = n.fieldNames();
    it.forEachRemaining(out::add);
    return out;
  }
}
