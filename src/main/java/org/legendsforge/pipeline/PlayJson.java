package org.legendsforge.pipeline;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

/**
 * {@code forge play --format json}: how one game ended, for tools, with side 1's win-probability
 * estimate before the first turn and after every turn ({@code winProbability.side1}, entry {@code
 * t} after {@code t} turns, 4 decimals) and where its model comes from. The game log (game-log.md)
 * has no place for it, so only this carries it (docs/quality.md).
 */
final class PlayJson {
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private PlayJson() {}

  static String of(
      long seed, Seats seats, GameRunner.Result r, ShippedWinModel model, List<Double> side1) {
    ObjectNode o = JSON.createObjectNode();
    o.put("seed", seed);
    o.put("teams", seats.lineup().key());
    ArrayNode bots = o.putArray("bots");
    seats.bots().forEach(bots::add);
    if (r.winner() == 0) {
      o.putNull("winner");
    } else {
      o.put("winner", r.winner());
    }
    o.put("reason", r.reason());
    o.put("turns", r.turns());
    o.put("actions", r.actions());
    ObjectNode points = o.putObject("deathPoints");
    for (int p = 0; p < r.deathPoints().length; p++) {
      points.put(String.valueOf(p + 1), r.deathPoints()[p]);
    }
    ObjectNode win = o.putObject("winProbability");
    win.put("of", "side 1");
    win.put("source", model.source());
    ArrayNode curve = win.putArray("side1");
    side1.forEach(
        p ->
            curve.add(
                BigDecimal.valueOf(p).setScale(4, RoundingMode.HALF_EVEN).stripTrailingZeros()));
    try {
      return JSON.writeValueAsString(o) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a game's end is always JSON", e);
    }
  }
}
