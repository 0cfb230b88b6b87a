package org.legendsforge.games.graveyard.playtest.narration;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.legendsforge.games.graveyard.bots.Bot;
import org.legendsforge.games.graveyard.bots.Bots;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.playtest.log.GameLogTest;
import org.legendsforge.games.graveyard.playtest.log.GameLogger;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

/**
 * {@code forge play --format text}: the game told turn by turn says what the game log records, in
 * words: every turn in order, every damage with the health it leaves, every death with its death
 * points, the compensation each orb gives, and who lost and why.
 */
class GameNarratorTest {
  /** One game played once, followed by the log and the narrator together. */
  private record Told(List<JsonNode> log, List<String> text) {}

  private static Told play(String bot, String teams, long seed, boolean chaos) throws Exception {
    Lineup lineup = Lineup.of(teams).orElseThrow();
    List<String> bots = java.util.Collections.nCopies(lineup.players(), bot);
    List<Bot> players = new ArrayList<>();
    for (int p = 1; p <= bots.size(); p++) {
      players.add(Bots.create(bot, GameLogTest.ENGINE, seed, p).orElseThrow());
    }
    List<String> lines = new ArrayList<>();
    List<String> text = new ArrayList<>();
    GameRunner.play(
        GameLogTest.ENGINE,
        players,
        seed,
        new GameRunner.Options(lineup, chaos, 5000),
        GameRunner.Observer.both(
            new GameLogger(bots, lines::add), new GameNarrator(bots, text::add)));
    List<JsonNode> log = new ArrayList<>();
    for (String l : lines) {
      log.add(GameLogTest.JSON.readTree(l));
    }
    return new Told(log, text);
  }

  private static String name(String heroId) {
    return GameLogTest.SHIPPED.heroes().stream()
        .filter(h -> h.id().equals(heroId))
        .map(Hero::name)
        .findFirst()
        .orElseThrow();
  }

  private static String colour(int player) {
    return GameLogTest.SHIPPED.playerCards().get(player - 1).colour();
  }

  @ParameterizedTest(name = "{0} {1} seed {2} chaos {3}")
  @CsvSource({
    "random, 1v1, 3, false",
    "greedy, 1v1, 7, false",
    "random, 2v2, 4, false",
    "random, 1v2, 5, false",
    "random, 1v1, 101, true"
  })
  void theToldGameSaysWhatTheLogRecords(String bot, String teams, long seed, boolean chaos)
      throws Exception {
    Told game = play(bot, teams, seed, chaos);
    String all = String.join("\n", game.text());
    JsonNode end = game.log().get(game.log().size() - 1);

    // every turn has its heading, in order
    List<Integer> headings = new ArrayList<>();
    Matcher turn = Pattern.compile("(?m)^Turn (\\d+)").matcher(all);
    while (turn.find()) {
      headings.add(Integer.parseInt(turn.group(1)));
    }
    assertThat(headings).hasSize(end.path("turns").asInt());
    for (int i = 0; i < headings.size(); i++) {
      assertThat(headings.get(i)).isEqualTo(i + 1);
    }

    int searchFrom = 0;
    int damaged = 0;
    for (JsonNode line : game.log().subList(1, game.log().size() - 1)) {
      for (JsonNode e : line.path("events")) {
        String kind = e.path("kind").asText();
        if (kind.equals("death")) {
          int points = e.path("deathPoints").asInt();
          String said =
              name(e.path("hero").asText())
                  + " dies ("
                  + colour(e.path("player").asInt())
                  + ": "
                  + points
                  + (points == 1 ? " death point)" : " death points)");
          int at = all.indexOf(said, searchFrom);
          assertThat(at).as("told in order: %s", said).isGreaterThanOrEqualTo(0);
          searchFrom = at;
        }
        if (kind.equals("damage") && e.path("amount").asInt() > 0) {
          damaged++;
        }
      }
      JsonNode action = line.path("action");
      if (action.path("kind").asText().equals("respawn")) {
        int points = action.path("compensation").path("points").asInt();
        assertThat(all)
            .contains(
                points == 0
                    ? "no compensation"
                    : "gains "
                        + points
                        + (points == 1 ? " compensation point" : " compensation points"));
      }
      if (action.path("kind").asText().equals("compensate")) {
        assertThat(all)
            .contains(
                colour(line.path("player").asInt())
                    + " picks who gains the traded mana: "
                    + name(action.path("hero").asText())
                    + " gains 1 mana");
      }
    }
    assertThat(countOf(all, Pattern.compile("takes \\d+ damage"))).isEqualTo(damaged);

    // the end: who reached the losing count, and which side that lost
    String last = game.text().get(game.text().size() - 1);
    JsonNode points = end.path("deathPoints");
    int loser = 0;
    for (int p = 1; p <= points.size(); p++) {
      if (Lineup.sideOf(p) != end.path("winner").asInt()
          && points.path(String.valueOf(p)).asInt() == 4) {
        loser = p;
      }
    }
    assertThat(loser).isPositive();
    assertThat(last).startsWith(colour(loser) + " reached 4 death points").contains("loses");
  }

  @ParameterizedTest(name = "seed {0}")
  @CsvSource({"3", "8"})
  void theHealthADamageLeavesIsTheHealthInTheLog(long seed) throws Exception {
    Told game = play("random", "1v1", seed, false);
    // the lines of single hits: the hero's health in the log's state after is what is told
    List<String> expected = new ArrayList<>();
    for (JsonNode line : game.log().subList(1, game.log().size() - 1)) {
      List<JsonNode> hits = new ArrayList<>();
      boolean other = false;
      for (JsonNode e : line.path("events")) {
        if (e.path("kind").asText().equals("damage") && e.path("absorbed").asInt() == 0) {
          hits.add(e);
        } else if (!e.path("kind").asText().matches("mana|status|decay|expire|draw")) {
          other = true;
        }
      }
      if (hits.size() != 1 || other) {
        continue;
      }
      String hero = hits.get(0).path("hero").asText();
      for (JsonNode h : line.path("state").path("heroes")) {
        if (h.path("hero").asText().equals(hero)) {
          expected.add(
              name(hero)
                  + " takes "
                  + hits.get(0).path("amount").asInt()
                  + " damage ("
                  + h.path("health").asInt()
                  + " left)");
        }
      }
    }
    assertThat(expected).hasSizeGreaterThan(5);
    String all = String.join("\n", game.text());
    int from = 0;
    for (String said : expected) {
      int at = all.indexOf(said, from);
      assertThat(at).as("told in order: %s", said).isGreaterThanOrEqualTo(0);
      from = at;
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @CsvSource({"3", "4"})
  void aPlayerTurnsHealthMoveIsToldWithTheHealthTheLogGivesBothHeroes(long seed) throws Exception {
    Told game = play("random", "1v1", seed, false);
    List<String> expected = new ArrayList<>();
    for (JsonNode line : game.log().subList(1, game.log().size() - 1)) {
      JsonNode action = line.path("action");
      if (!action.path("kind").asText().equals("redistribute")
          || !action.path("what").asText().equals("health")) {
        continue;
      }
      // the log's health events: what left the one hero and reached the other
      int gave = 0;
      int got = 0;
      for (JsonNode e : line.path("events")) {
        if (e.path("kind").asText().equals("health")) {
          int amount = e.path("amount").asInt();
          if (amount < 0) {
            gave -= amount;
          } else {
            got += amount;
          }
        }
      }
      assertThat(gave).isEqualTo(got).isEqualTo(action.path("points").asInt());
      String from = action.path("from").asText();
      String to = action.path("to").asText();
      expected.add(
          "moves "
              + got
              + " health from "
              + name(from)
              + " ("
              + healthAfter(line, from)
              + " left) to "
              + name(to)
              + " ("
              + healthAfter(line, to)
              + ")");
    }
    assertThat(expected).isNotEmpty();
    String all = String.join("\n", game.text());
    int from = 0;
    for (String said : expected) {
      int at = all.indexOf(said, from);
      assertThat(at).as("told in order: %s", said).isGreaterThanOrEqualTo(0);
      from = at;
    }
  }

  private static int healthAfter(JsonNode line, String hero) {
    for (JsonNode h : line.path("state").path("heroes")) {
      if (h.path("hero").asText().equals(hero)) {
        return h.path("health").asInt();
      }
    }
    throw new AssertionError("no hero " + hero + " in the state");
  }

  private static int countOf(String text, Pattern p) {
    Matcher m = p.matcher(text);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
