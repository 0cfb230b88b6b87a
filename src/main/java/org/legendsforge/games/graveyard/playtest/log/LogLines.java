package org.legendsforge.games.graveyard.playtest.log;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import org.legendsforge.games.graveyard.game.Applied;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.Event;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.rules.TerrainLayout;

/**
 * The three kinds of game-log line (game-log.md) as single-line JSON strings, keys in the order
 * shown there. Pure: the writer and the replay both build their lines here, so a replay compares
 * exactly what a log holds. After {@code startPlayer}, the setup line has {@code "teams":"2v2"} (or
 * {@code 1v2}) in a team game and {@code "chaos":true} with the chaos variant on. In a team game
 * the end line's {@code winner} is the winning side (one against one: side n is player n).
 */
final class LogLines {
  private static final JsonFactory JSON = new JsonFactory();

  private LogLines() {}

  /** Who took an action: {@code hero:<id>} or {@code player:<n>}, and the player. */
  record Actor(String name, int player) {}

  static String setup(GameState s, List<String> bots) {
    return line(
        g -> {
          Cards cards = s.table().cards();
          g.writeStringField("type", "setup");
          g.writeNumberField("seed", s.table().seed());
          g.writeArrayFieldStart("bots");
          for (String b : bots) {
            g.writeString(b);
          }
          g.writeEndArray();
          g.writeArrayFieldStart("grid");
          for (String row : s.table().field().board().rowsNotation()) {
            g.writeString(row);
          }
          g.writeEndArray();
          g.writeArrayFieldStart("terrain");
          for (TerrainLayout.Placed p : s.table().setup().layout().slots()) {
            g.writeStartObject();
            g.writeStringField("card", p.card().id());
            g.writeNumberField("col", p.col());
            g.writeNumberField("row", p.row());
            g.writeBooleanField("turned", p.turned());
            g.writeEndObject();
          }
          g.writeEndArray();
          g.writeArrayFieldStart("players");
          for (int p = 1; p <= s.players(); p++) {
            g.writeStartObject();
            g.writeNumberField("player", p);
            g.writeNumberField("side", Lineup.sideOf(p));
            g.writeStringField("spirit", cards.spirit(s.spirit(p)).id());
            g.writeEndObject();
          }
          g.writeEndArray();
          g.writeNumberField("startPlayer", s.startPlayer());
          if (s.lineup() != Lineup.ONE_V_ONE) {
            g.writeStringField("teams", s.lineup().key());
          }
          if (s.table().chaosVariant()) {
            g.writeBooleanField("chaos", true);
          }
          var variant = cards.catalog().game().variant();
          if (variant.isPresent()) {
            g.writeStringField("variant", variant.get().id());
          }
          g.writeFieldName("state");
          StateJson.write(g, s);
        });
  }

  /** An action line; {@code path} is the whole path of a move (one or more steps). */
  static String action(int n, Actor actor, Applied applied, List<Integer> path, GameState after) {
    Cards cards = after.table().cards();
    return line(
        g -> {
          g.writeStringField("type", "action");
          g.writeNumberField("n", n);
          g.writeNumberField("turn", after.turn());
          g.writeStringField("actor", actor.name());
          g.writeNumberField("player", actor.player());
          g.writeFieldName("action");
          ActionJson.write(g, cards, applied.action(), applied.outcome(), path);
          if (!applied.events().isEmpty()) {
            g.writeArrayFieldStart("events");
            for (Event e : applied.events()) {
              EventJson.write(g, cards, e);
            }
            g.writeEndArray();
          }
          g.writeFieldName("state");
          StateJson.write(g, after);
        });
  }

  static String end(GameState s) {
    return line(
        g -> {
          g.writeStringField("type", "end");
          if (s.winner() == 0) {
            g.writeNullField("winner");
          } else {
            g.writeNumberField("winner", s.winner());
          }
          g.writeStringField("reason", s.endReason());
          g.writeNumberField("turns", s.turn());
          StateJson.deathPoints(g, s);
        });
  }

  private interface Body {
    void write(JsonGenerator g) throws IOException;
  }

  private static String line(Body body) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      g.writeStartObject();
      body.write(g);
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }
}
