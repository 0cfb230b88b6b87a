package org.legendsforge.games.graveyard.playtest.log;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/** The first place two JSON values differ, described as {@code heroes[2].health: 12 … 10}. */
final class JsonDiff {
  /** Where they differ ({@code heroes[2].health}), and each side's value there. */
  record Difference(String path, String inLog, String inGame) {}

  private JsonDiff() {}

  static Optional<Difference> first(JsonNode log, JsonNode game, String path) {
    if (log == null || game == null) {
      return log == game
          ? Optional.empty()
          : Optional.of(new Difference(path, text(log), text(game)));
    }
    if (log.isObject() && game.isObject()) {
      Iterator<Map.Entry<String, JsonNode>> fields = game.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> f = fields.next();
        Optional<Difference> d = first(log.get(f.getKey()), f.getValue(), join(path, f.getKey()));
        if (d.isPresent()) {
          return d;
        }
      }
      Iterator<String> names = log.fieldNames();
      while (names.hasNext()) {
        String name = names.next();
        if (!game.has(name)) {
          return Optional.of(new Difference(join(path, name), text(log.get(name)), "absent"));
        }
      }
      return Optional.empty();
    }
    if (log.isArray() && game.isArray()) {
      for (int i = 0; i < Math.max(log.size(), game.size()); i++) {
        Optional<Difference> d = first(log.get(i), game.get(i), path + "[" + i + "]");
        if (d.isPresent()) {
          return d;
        }
      }
      return Optional.empty();
    }
    return log.equals(game)
        ? Optional.empty()
        : Optional.of(new Difference(path, text(log), text(game)));
  }

  private static String join(String path, String key) {
    return path.isEmpty() ? key : path + "." + key;
  }

  private static String text(JsonNode n) {
    if (n == null) {
      return "absent";
    }
    String t = n.toString();
    return t.length() > 60 ? t.substring(0, 57) + "..." : t;
  }
}
