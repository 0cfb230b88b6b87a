package org.legendsforge.games.graveyard.playtest.log;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Applied;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.game.Phase;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

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

  /** Thrown through the game's loop at the first line that fails. */
  private static final class Stop extends RuntimeException {
    final transient Failure failure;

    Stop(Failure failure) {
      super(failure.message(), null, false, false);
      this.failure = failure;
    }
  }

  public Result run(List<String> lines) {
    return run(lines, GameRunner.Observer.NONE);
  }

  /** The same, {@code also} following the game as it is replayed (until a line fails). */
  public Result run(List<String> lines, GameRunner.Observer also) {
    Follower log = new Follower(lines);
    try {
      JsonNode setup = setupLine(lines);
      Lineup lineup = Lineup.of(setup.path("teams").asText(Lineup.ONE_V_ONE.key())).orElseThrow();
      log.setup = setup;
      GameRunner.play(
          underVariant(setup, lines),
          log,
          setup.get("seed").asLong(),
          new GameRunner.Options(lineup, setup.path("chaos").asBoolean(false), turnLimit(lines)),
          GameRunner.Observer.both(log, also));
      return new Result(log.applied, log.ending, Optional.empty());
    } catch (Stop e) {
      return new Result(log.applied, "", Optional.of(e.failure));
    }
  }

  /**
   * The engine for the rules the log was played by: a log whose setup names a variant is replayed
   * under that variant of the same card data (docs/game-log.md, the setup line).
   */
  private Engine underVariant(JsonNode setup, List<String> lines) {
    JsonNode named = setup.get("variant");
    if (named == null) {
      return engine;
    }
    var game = cards.catalog().game();
    Optional<org.legendsforge.games.graveyard.model.Variant> variant =
        named.isTextual() ? game.variant(named.asText()) : Optional.empty();
    if (variant.isEmpty()) {
      throw stop(
          lines,
          0,
          "variant",
          "unknown-variant",
          "the log was played under the variant " + named + ", which this card data does not have",
          "replay it with the card data it was played with (its variants.yaml names the variant)");
    }
    return new Engine(cards.catalog().under(variant));
  }

  /** The bots a log's setup line names, one a player (empty when it cannot be read). */
  public static List<String> bots(List<String> lines) {
    List<String> out = new ArrayList<>();
    try {
      JsonNode setup = lines.isEmpty() ? null : JSON.readTree(lines.get(0));
      if (setup != null) {
        setup.path("bots").forEach(b -> out.add(b.asText()));
      }
    } catch (JsonProcessingException e) {
      // reported by the replay itself
    }
    return out;
  }

  /**
   * The turn a log stopped at by the turn limit (its end line says so), so the game stops where it
   * did; no limit otherwise.
   */
  private static int turnLimit(List<String> lines) {
    String last = lines.get(lines.size() - 1);
    try {
      JsonNode end = JSON.readTree(last);
      if (end != null
          && end.path("type").asText().equals("end")
          && end.path("reason").asText().equals("turn-limit")
          && end.path("turns").asInt(0) >= 1) {
        return end.path("turns").asInt();
      }
    } catch (JsonProcessingException e) {
      // an unreadable last line is reported when the replay reaches it
    }
    return Integer.MAX_VALUE;
  }

  private static JsonNode setupLine(List<String> lines) {
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
    if (Lineup.of(teams).isEmpty()) {
      throw stop(
          lines,
          0,
          "teams",
          "replay-line",
          "the setup line's teams \"" + teams + "\" is not 1v2 or 2v2",
          "a team game's setup line says \"teams\":\"1v2\" or \"2v2\"; one against one says"
              + " nothing");
    }
    return line;
  }

  /**
   * Plays the game the log tells: its setup picks, then each action line's actions in turn (a move
   * line may hold several steps), checking each is legal, and compares every line the game would
   * write with the log's.
   */
  private final class Follower implements GameRunner.Players, GameRunner.Observer {
    private final List<String> lines;
    private JsonNode setup;
    private int applied;
    private String ending = "";

    /** The line being played, its actions not yet applied, and what the applied ones did. */
    private int i;

    private JsonNode line;
    private final List<Action> pending = new ArrayList<>();
    private boolean turnLine;
    private LogLines.Actor actor;
    private Applied last;
    private final List<Integer> path = new ArrayList<>();

    Follower(List<String> lines) {
      this.lines = lines;
    }

    @Override
    public Action choose(GameState s, List<Action> legal) {
      if (s.phase() == Phase.PICK_SPIRIT
          || s.phase() == Phase.PICK_HERO
          || s.phase() == Phase.KEEP_WEAPON) {
        Action pick = setupPick(lines, setup, setup.path("state"), s);
        if (!engine.isLegal(s, pick)) {
          throw stop(
              lines,
              0,
              "players",
              "replay-illegal",
              "the setup's picks are not legal for this seed (" + pick.kind() + ")",
              HINT_CHANGED);
        }
        return pick;
      }
      if (pending.isEmpty()) {
        next(s);
      }
      Action a = pending.remove(0);
      if (!engine.isLegal(s, a)) {
        throw illegal(s);
      }
      return a;
    }

    /** Reads the next line, which must be an action line with the next number. */
    private void next(GameState s) {
      i++;
      if (i >= lines.size()) {
        throw stop(
            lines,
            lines.size() - 1,
            "type",
            "replay-end",
            "the log stops before its end line",
            "a log ends with a line of type \"end\"; was the game interrupted?");
      }
      line = parse(lines, i);
      String type = line.path("type").asText();
      if (type.equals("end")) {
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
      if (!type.equals("action")) {
        throw stop(
            lines,
            i,
            "type",
            "replay-line",
            "expected an action or the end line, found type \"" + type + "\"",
            "a log is a setup line, action lines, and an end line");
      }
      int n = applied + 1;
      if (line.path("n").asInt() != n) {
        throw stop(
            lines,
            i,
            "n",
            "replay-line",
            "expected action " + n + ", the line says " + line.path("n"),
            "action lines are numbered from 1 without gaps");
      }
      try {
        pending.addAll(new ActionReader(cards).read(line.path("action"), s));
      } catch (ActionReader.Unreadable e) {
        throw stop(
            lines,
            i,
            e.key,
            "replay-action",
            "action " + n + ": " + e.getMessage(),
            "docs/game-log.md lists each action kind and its keys");
      }
      applied = n;
      turnLine = pending.get(0) instanceof Action.DrawTurn;
      actor = GameLogger.actor(s);
      path.clear();
    }

    private Stop illegal(GameState s) {
      return stop(
          lines,
          i,
          "action",
          "replay-illegal",
          "action "
              + applied
              + " "
              + describe(line.path("action"))
              + " is not legal here; legal now: "
              + summary(s),
          "a replay applies each action to the game the log's seed sets up and stops at the first"
              + " the rules do not allow");
    }

    @Override
    public void setUp(GameState s) {
      List<String> bots = new ArrayList<>();
      setup.path("bots").forEach(b -> bots.add(b.asText()));
      compare(lines, 0, setup, LogLines.setup(s, bots), false);
    }

    @Override
    public void acted(GameState s, Applied a) {
      if (line == null) {
        return; // a setup pick
      }
      last = a;
      if (a.action() instanceof Action.Step st) {
        path.add(st.cell());
      }
      if (pending.isEmpty()) {
        LogLines.Actor by = turnLine ? GameLogger.turnActor(s) : actor;
        compare(lines, i, line, LogLines.action(applied, by, last, path, s), !line.has("events"));
      }
    }

    @Override
    public void ended(GameState s, GameRunner.Result r) {
      if (!pending.isEmpty()) {
        throw illegal(s);
      }
      i++;
      if (i >= lines.size()) {
        throw stop(
            lines,
            lines.size() - 1,
            "type",
            "replay-end",
            "the log stops before its end line",
            "a log ends with a line of type \"end\"; was the game interrupted?");
      }
      JsonNode end = parse(lines, i);
      if (!end.path("type").asText().equals("end")) {
        throw stop(
            lines,
            i,
            "type",
            "replay-over",
            "the game ended with the action before (" + s.endReason() + "), but the log goes on",
            HINT_CHANGED);
      }
      compare(lines, i, end, LogLines.end(s), false);
      String winner = s.lineup() == Lineup.ONE_V_ONE ? "player " : "side ";
      ending =
          s.winner() == 0
              ? s.endReason() + " after " + s.turn() + " turns"
              : winner + s.winner() + " won after " + s.turn() + " turns";
    }
  }

  private Action setupPick(List<String> lines, JsonNode line, JsonNode state, GameState s) {
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

  private void compare(
      List<String> lines, int i, JsonNode logged, String expected, boolean skipEvents) {
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

  private static JsonNode parse(List<String> lines, int i) {
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
