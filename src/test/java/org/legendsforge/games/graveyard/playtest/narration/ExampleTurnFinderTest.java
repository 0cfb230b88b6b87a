package org.legendsforge.games.graveyard.playtest.narration;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.bots.GreedyBot;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.log.GameLogTest;
import org.legendsforge.games.graveyard.playtest.log.GameLogs;
import org.legendsforge.games.graveyard.rulebook.TurnStory;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.kit.book.Run;
import org.legendsforge.testing.ShippedData;

/**
 * The rulebook's example turn is a turn of a real game: the game the log of the same seed and bots
 * records, told step by step, so it changes when the cards change and never says what the game did
 * not do.
 */
class ExampleTurnFinderTest {
  @TempDir Path work;

  private static Catalog load(Path data) {
    return new CardDataLoader(Path.of("").toAbsolutePath()).load(data).catalog().orElseThrow();
  }

  /** The action lines of the game the finder played for {@code story}, by turn. */
  private static java.util.Map<Integer, List<JsonNode>> turns(Catalog catalog, TurnStory story)
      throws Exception {
    Engine engine = new Engine(catalog);
    List<String> lines =
        GameLogs.of(
            engine,
            List.of(GreedyBot.NAME, GreedyBot.NAME),
            story.seed(),
            org.legendsforge.games.graveyard.game.Lineup.ONE_V_ONE,
            false,
            5000);
    java.util.Map<Integer, List<JsonNode>> turns = new java.util.TreeMap<>();
    for (String l : lines) {
      JsonNode n = GameLogTest.JSON.readTree(l);
      if (n.path("type").asText().equals("action")) {
        turns.computeIfAbsent(n.path("turn").asInt(), t -> new ArrayList<>()).add(n);
      }
    }
    return turns;
  }

  private static List<String> kinds(List<JsonNode> turn) {
    return turn.stream().map(n -> n.path("action").path("kind").asText()).toList();
  }

  private static void agreesWithTheLog(Catalog catalog, TurnStory story) throws Exception {
    List<JsonNode> turn = turns(catalog, story).get(story.turn());
    assertThat(turn.get(0).path("action").path("card").asText())
        .isEqualTo("hero:" + story.heroId());
    assertThat(kinds(turn)).contains("move", "attack", "cast", "pickup", "respawn");
    List<String> walked = new ArrayList<>();
    for (JsonNode n : turn) {
      n.path("action").path("path").forEach(c -> walked.add(c.asText()));
    }
    List<String> drawn = new ArrayList<>();
    story
        .steps()
        .forEach(s -> s.view().path().stream().skip(1).map(Cell::name).forEach(drawn::add));
    assertThat(drawn).isEqualTo(walked);
    JsonNode respawn =
        turn.stream()
            .filter(n -> n.path("action").path("kind").asText().equals("respawn"))
            .findFirst()
            .orElseThrow();
    String end =
        story.steps().stream()
            .map(s -> Run.plain(s.caption()))
            .filter(c -> c.startsWith("End of turn."))
            .findFirst()
            .orElseThrow();
    assertThat(end).contains("lands on " + respawn.path("action").path("cell").asText());
    int counter = respawn.path("state").path("compensation").path("points").asInt();
    assertThat(
            story
                .steps()
                .get(story.steps().size() - 1)
                .view()
                .compensation()
                .orElseThrow()
                .points())
        .isEqualTo(counter);
  }

  @Test
  void theExampleIsTheFirstHeroTurnWithAMoveAnAttackASpellAndAnOrbAsTheLogRecordsIt()
      throws Exception {
    Catalog shipped = load(ShippedData.folder());
    TurnStory story = new ExampleTurnFinder(shipped).find(1).orElseThrow();
    assertThat(story.seed()).isBetween(1L, 1L + ExampleTurnFinder.SEEDS - 1);
    List<String> captions = story.steps().stream().map(s -> Run.plain(s.caption())).toList();
    assertThat(captions.get(0)).startsWith("Turn " + story.turn() + ".");
    assertThat(captions)
        .anyMatch(c -> c.startsWith("Move."))
        .anyMatch(c -> c.startsWith("Weapon action."))
        .anyMatch(c -> c.startsWith("Spell action."))
        .anyMatch(c -> c.startsWith("End of turn."));
    agreesWithTheLog(shipped, story);
    // no earlier turn of that game shows it all
    java.util.Map<Integer, List<JsonNode>> turns = turns(shipped, story);
    for (int t = 1; t < story.turn(); t++) {
      assertThat(kinds(turns.get(t)).containsAll(List.of("move", "attack", "cast", "pickup")))
          .as("turn " + t)
          .isFalse();
    }
  }

  @Test
  void whenTheCardsChangeTheExampleChangesWithThemAndStillAgreesWithTheLog() throws Exception {
    Catalog shipped = load(ShippedData.folder());
    Path data = ShippedData.copyInto(work);
    ShippedData.edit(data, "game.yaml", "manaPerTurn: 1", "manaPerTurn: 3");
    Catalog edited = load(data);
    TurnStory before = new ExampleTurnFinder(shipped).find(1).orElseThrow();
    TurnStory after = new ExampleTurnFinder(edited).find(1).orElseThrow();
    assertThat(after.steps()).isNotEqualTo(before.steps());
    assertThat(Run.plain(after.steps().get(0).caption())).contains("gains 3 mana");
    agreesWithTheLog(edited, after);
  }

  @Test
  void aSidesPicksForItsTradedManaAreOneStepAfterTheEndOfTheTurn() throws Exception {
    Catalog shipped = load(ShippedData.folder());
    TurnStory story = null;
    for (long seed = 1; story == null; seed += ExampleTurnFinder.SEEDS) {
      TurnStory found = new ExampleTurnFinder(shipped).find(seed).orElseThrow();
      String last = Run.plain(found.steps().get(found.steps().size() - 1).caption());
      if (last.contains("picks who gains the traded mana")) {
        story = found;
      }
    }
    agreesWithTheLog(shipped, story);
    List<JsonNode> turn = turns(shipped, story).get(story.turn());
    List<JsonNode> picks =
        turn.stream()
            .filter(n -> n.path("action").path("kind").asText().equals("compensate"))
            .toList();
    String told = Run.plain(story.steps().get(story.steps().size() - 1).caption());
    // a side is named as the compensation track names it: by its player's colour (1 Red, 2 Blue)
    String side = picks.get(0).path("player").asInt() == 1 ? "Red" : "Blue";
    assertThat(told).startsWith(side + " picks who gains the traded mana: ");
    // one pick per trade, each for 1 mana; a hero picked twice is told once, with 2
    java.util.regex.Matcher gains =
        java.util.regex.Pattern.compile("gains (\\d+) mana").matcher(told);
    int mana = 0;
    while (gains.find()) {
      mana += Integer.parseInt(gains.group(1));
    }
    assertThat(mana).isEqualTo(picks.size());
    String end = Run.plain(story.steps().get(story.steps().size() - 2).caption());
    String times =
        picks.size() == 1 ? "once" : picks.size() == 2 ? "twice" : picks.size() + " times";
    assertThat(end)
        .contains("is traded " + times + " for " + picks.size() + " mana: " + side + " picks");
  }

  /**
   * The end of the turn, told as the rules count it: the side's new points first cancel the other
   * side's, the counter then reaches what the side holds, and every full 3 of it is traded for 1
   * mana at once. The caption names that number, how often it was traded, and each hero's mana
   * once; "an" before a vowel.
   */
  @org.junit.jupiter.params.ParameterizedTest(name = "seed {0}")
  @org.junit.jupiter.params.provider.ValueSource(longs = {1, 41, 61})
  void theEndOfTheTurnSaysWhatTheCounterReachedAndHowOftenItWasTraded(long seed) throws Exception {
    Catalog shipped = load(ShippedData.folder());
    TurnStory story = new ExampleTurnFinder(shipped).find(seed).orElseThrow();
    List<JsonNode> turn = turns(shipped, story).get(story.turn());
    int r = 0;
    while (!turn.get(r).path("action").path("kind").asText().equals("respawn")) {
      r++;
    }
    JsonNode respawn = turn.get(r);
    JsonNode held = turn.get(r - 1).path("state").path("compensation");
    JsonNode gained = respawn.path("action").path("compensation");
    JsonNode left = respawn.path("state").path("compensation");
    int side = gained.path("side").asInt();
    int reached =
        held.path("player").asInt() == side
            ? held.path("points").asInt() + gained.path("points").asInt()
            : Math.max(0, gained.path("points").asInt() - held.path("points").asInt());
    int stays = left.path("player").asInt() == side ? left.path("points").asInt() : 0;
    int trades = (reached - stays) / 3;
    assertThat(trades).as("these seeds trade the counter").isPositive();

    List<String> captions = story.steps().stream().map(s -> Run.plain(s.caption())).toList();
    String end = captions.stream().filter(c -> c.startsWith("End of turn.")).findFirst().get();
    String orb = respawn.path("action").path("orb").asText();
    assertThat(end)
        .contains(("aeiou".indexOf(orb.charAt(0)) >= 0 ? "an " : "a ") + orb + " orb lands on")
        .doesNotContainPattern("\\ba [aeiouAEIOU]");
    String times = trades == 1 ? "once" : trades == 2 ? "twice" : trades + " times";
    assertThat(end).contains("The track reaches " + reached + " and is traded " + times);
    assertThat(end.split("is traded", -1)).hasSize(2);

    // the mana of the trades: told once per hero, in all as many as the trades give
    String gains =
        respawn.path("events").isEmpty()
            ? captions.get(captions.size() - 1)
            : end.substring(end.indexOf("is traded"));
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("([A-Z]{2}) gains (\\d+) mana").matcher(gains);
    List<String> heroes = new ArrayList<>();
    int mana = 0;
    while (m.find()) {
      heroes.add(m.group(1));
      mana += Integer.parseInt(m.group(2));
    }
    assertThat(heroes).doesNotHaveDuplicates().isNotEmpty();
    assertThat(mana).isEqualTo(trades);
  }
}
