package org.legendsforge.playtest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.legendsforge.game.Action;
import org.legendsforge.game.Applied;
import org.legendsforge.game.Cards;
import org.legendsforge.game.Engine;
import org.legendsforge.game.GameState;
import org.legendsforge.game.Lineup;
import org.legendsforge.game.Phase;

/**
 * Checks a game log against the rules: sets up the game of the log's seed with the picks its setup
 * line shows, then applies every action line in order, and stops at the first line whose action the
 * rules do not allow there, or whose result (what chance drew, the state after it, the events when
 * the line lists them) differs from the log. Pure: the caller reads the file.
 */
public final class Replay {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String HINT_CHANGED =
      "the log was edited, or played with other card data or another version of forge;"
          + " replay it with the card data it was played with";

  private final Engine engine;
  private final Cards cards;

  public Replay(Engine engine) {
    this.engine = engine;
    this.cards = engine.cards();
  }

  /** Where and why a log fails (1-based line and column of the offending key). */
  public record Failure(int line, int column, String check, String message, String hint) {}

  /** A replayed log: how many actions it applied, how the game ended, or the first failure. */
  public record Result(int actions, String ending, Optional<Failure> failure) {}

  private static final class Stop extends Exception {
    final transient Failure failure;

    Stop(Failure failure) {
      super(failure.message());
      this.failure = failure;
    }
  }

  public Result run(List<String> lines) {
    int[] applied = {0};
    try {
      GameState s = setup(lines);
      for (int i = 1; i < lines.size(); i++) {
        JsonNode line = parse(lines, i);
        String type = line.path("type").asText();
        if (type.equals("end")) {
          return new Result(applied[0], end(lines, i, line, s), Optional.empty());
        }
        if (!type.equals("action")) {
          throw stop(
              lines,
              i,
              "type",
              "replay-line",
              "expected an action or the end line, found type \"" + type + "\"",
              "a log is a setup line, action lines, and an end line");
        }
        if (s.over()) {
          throw stop(
              lines,
              i,
              "type",
              "replay-over",
              "the game ended with the action before (" + s.endReason() + "), but the log goes on",
              HINT_CHANGED);
        }
        action(lines, i, line, s, ++applied[0]);
      }
      throw stop(
          lines,
          lines.size() - 1,
          "type",
          "replay-end",
          "the log stops before its end line",
          "a log ends with a line of type \"end\"; was the game interrupted?");
    } catch (Stop e) {
      return new Result(applied[0], "", Optional.of(e.failure));
    }
  }

  private GameState setup(List<String> lines) throws Stop {
    if (lines.isEmpty()) {
      throw new Stop(
          new Failure(1, 1, "replay-line", "the log is empty", "a log starts with its setup line"));
    }
    JsonNode line = parse(lines, 0);
    if (!line.path("type").asText().equals("setup") || !line.path("seed").canConvertToLong()) {
      throw stop(
          lines,
          0,
          "type",
          "replay-line",
          "the first line is not a setup line with a seed",
          "a log starts with {\"type\":\"setup\",\"seed\":N,...}");
    }
    String teams = line.path("teams").asText(Lineup.ONE_V_ONE.key());
    Optional<Lineup> lineup = Lineup.of(teams);
    if (lineup.isEmpty()) {
      throw stop(
          lines,
          0,
          "teams",
          "replay-line",
          "the setup line's teams \"" + teams + "\" is not 1v2 or 2v2",
          "a team game's setup line says \"teams\":\"1v2\" or \"2v2\"; one against one says"
              + " nothing");
    }
    GameState s =
        engine.newGame(
            line.get("seed").asLong(), line.path("chaos").asBoolean(false), lineup.get());
    JsonNode state = line.path("state");
    while (s.phase() == Phase.PICK_SPIRIT
        || s.phase() == Phase.PICK_HERO
        || s.phase() == Phase.KEEP_WEAPON) {
      Action pick = setupPick(lines, line, state, s);
      if (!engine.isLegal(s, pick)) {
        throw stop(
            lines,
            0,
            "players",
            "replay-illegal",
            "the setup's picks are not legal for this seed (" + pick.kind() + ")",
            HINT_CHANGED);
      }
      engine.apply(s, pick);
    }
    List<String> bots = new ArrayList<>();
    line.path("bots").forEach(b -> bots.add(b.asText()));
    compare(lines, 0, line, LogLines.setup(s, bots), false);
    return s;
  }

  private Action setupPick(List<String> lines, JsonNode line, JsonNode state, GameState s)
      throws Stop {
    int decider = s.decider();
    try {
      switch (s.phase()) {
        case PICK_SPIRIT -> {
          return new Action.PickSpirit(
              cards.spiritIndex(line.path("players").path(decider - 1).path("spirit").asText()));
        }
        case PICK_HERO -> {
          for (JsonNode h : state.path("heroes")) {
            if (h.path("player").asInt(0) == decider) {
              return new Action.PickHero(cards.heroIndex(h.path("hero").asText()));
            }
          }
        }
        default -> {
          String hero = cards.hero(pickingHero(s)).id();
          for (JsonNode h : state.path("heroes")) {
            if (h.path("hero").asText().equals(hero)) {
              JsonNode w = h.path("weapons");
              return new Action.KeepWeapon(w.isEmpty() ? -1 : cards.weaponIndex(w.get(0).asText()));
            }
          }
        }
      }
    } catch (IllegalArgumentException e) {
      throw stop(lines, 0, "players", "replay-line", e.getMessage(), HINT_CHANGED);
    }
    throw stop(
        lines,
        0,
        "state",
        "replay-line",
        "the setup line does not show player " + decider + "'s starting hero",
        "the setup state lists each player's starting hero with its player number");
  }

  private int pickingHero(GameState s) {
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.owner(h) == s.decider() && s.weapons(h).length == 0) {
        return h;
      }
    }
    return 0;
  }

  private void action(List<String> lines, int i, JsonNode line, GameState s, int n) throws Stop {
    if (line.path("n").asInt() != n) {
      throw stop(
          lines,
          i,
          "n",
          "replay-line",
          "expected action " + n + ", the line says " + line.path("n"),
          "action lines are numbered from 1 without gaps");
    }
    List<Action> actions;
    try {
      actions = new ActionReader(cards).read(line.path("action"), s);
    } catch (ActionReader.Unreadable e) {
      throw stop(
          lines,
          i,
          e.key,
          "replay-action",
          "action " + n + ": " + e.getMessage(),
          "game-log.md lists each action kind and its keys");
    }
    LogLines.Actor actor = Match.actor(s);
    Applied last = null;
    List<Integer> path = new ArrayList<>();
    for (Action a : actions) {
      if (s.over() || !engine.isLegal(s, a)) {
        throw stop(
            lines,
            i,
            "action",
            "replay-illegal",
            "action "
                + n
                + " "
                + describe(line.path("action"))
                + " is not legal here; legal now: "
                + summary(s),
            "a replay applies each action to the game the log's seed sets up and stops at the first"
                + " the rules do not allow");
      }
      last = engine.apply(s, a);
      if (a instanceof Action.Step st) {
        path.add(st.cell());
      }
    }
    if (actions.get(0) instanceof Action.DrawTurn) {
      actor = Match.turnActor(s);
    }
    compare(lines, i, line, LogLines.action(n, actor, last, path, s), !line.has("events"));
  }

  private String end(List<String> lines, int i, JsonNode line, GameState s) throws Stop {
    if (!s.over()) {
      if (line.path("reason").asText().equals("turn-limit") && s.phase() == Phase.DRAW_TURN) {
        engine.stopAtTurnLimit(s);
      } else {
        throw stop(
            lines,
            i,
            "reason",
            "replay-end",
            "the log ends ("
                + line.path("reason").asText()
                + ") but the game goes on after turn "
                + s.turn(),
            HINT_CHANGED);
      }
    }
    compare(lines, i, line, LogLines.end(s), false);
    String winner = s.lineup() == Lineup.ONE_V_ONE ? "player " : "side ";
    return s.winner() == 0
        ? s.endReason() + " after " + s.turn() + " turns"
        : winner + s.winner() + " won after " + s.turn() + " turns";
  }

  private void compare(
      List<String> lines, int i, JsonNode logged, String expected, boolean skipEvents) throws Stop {
    if (expected.equals(lines.get(i))) {
      return; // the usual case, a log forge wrote: no need to compare value by value
    }
    JsonNode game;
    try {
      game = JSON.readTree(expected);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
    if (skipEvents && game.isObject()) {
      ((com.fasterxml.jackson.databind.node.ObjectNode) game).remove("events");
    }
    Optional<JsonDiff.Difference> d = JsonDiff.first(logged, game, "");
    if (d.isPresent()) {
      String key = d.get().path().split("[.\\[]")[0];
      throw stop(
          lines,
          i,
          key,
          "replay-differs",
          "at "
              + d.get().path()
              + " the log has "
              + d.get().inLog()
              + " where the rules give "
              + d.get().inGame(),
          HINT_CHANGED);
    }
  }

  private static String describe(JsonNode action) {
    String t = action.toString();
    return t.length() > 120 ? t.substring(0, 117) + "..." : t;
  }

  /** What is legal now, counted by kind: {@code 3 move, 2 attack, 1 end}. */
  private String summary(GameState s) {
    if (s.over()) {
      return "nothing, the game is over";
    }
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (Action a : engine.legalActions(s)) {
      counts.merge(a.kind(), 1, Integer::sum);
    }
    return counts.entrySet().stream()
        .map(e -> e.getValue() + " " + e.getKey())
        .collect(Collectors.joining(", "));
  }

  private static JsonNode parse(List<String> lines, int i) throws Stop {
    try {
      JsonNode n = JSON.readTree(lines.get(i));
      if (n == null || !n.isObject()) {
        throw new Stop(
            new Failure(
                i + 1,
                1,
                "replay-json",
                "line " + (i + 1) + " is not a JSON object",
                "a game log holds one JSON object per line"));
      }
      return n;
    } catch (JsonProcessingException e) {
      int col = e.getLocation() == null ? 1 : Math.max(1, e.getLocation().getColumnNr());
      throw new Stop(
          new Failure(
              i + 1,
              col,
              "replay-json",
              "line " + (i + 1) + " is not valid JSON: " + e.getOriginalMessage(),
              "a game log holds one JSON object per line"));
    }
  }

  private static Stop stop(
      List<String> lines, int i, String key, String check, String message, String hint) {
    int at = lines.get(i).indexOf("\"" + key + "\"");
    return new Stop(new Failure(i + 1, at < 0 ? 1 : at + 1, check, message, hint));
  }
}
