package org.legendsforge.games.graveyard.diff;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One field that differs: its path as card-data names it, and its old and new value (empty:
 * absent).
 */
public record FieldChange(String path, Optional<JsonNode> old, Optional<JsonNode> now) {

  /**
   * The fields that differ between two flat maps, in the new map's order, then fields only the old
   * map has.
   */
  static List<FieldChange> between(Map<String, JsonNode> old, Map<String, JsonNode> now) {
    Set<String> paths = new LinkedHashSet<>(now.keySet());
    paths.addAll(old.keySet());
    List<FieldChange> out = new ArrayList<>();
    for (String p : paths) {
      Optional<JsonNode> a = Optional.ofNullable(old.get(p));
      Optional<JsonNode> b = Optional.ofNullable(now.get(p));
      if (!a.equals(b)) {
        out.add(new FieldChange(p, a, b));
      }
    }
    return out;
  }

  /** The value as the text output shows it: numbers bare, strings quoted, absent as (none). */
  static String show(Optional<JsonNode> v) {
    if (v.isEmpty()) {
      return "(none)";
    }
    JsonNode n = v.get();
    if (n.isNull()) {
      return "(set)";
    }
    return n.isTextual() ? n.toString() : n.asText();
  }
}
