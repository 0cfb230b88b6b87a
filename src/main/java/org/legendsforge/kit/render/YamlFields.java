package org.legendsforge.kit.render;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.Color;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.regex.Pattern;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * Typed reads from one YAML file of templates/, each failure reported at the offending line with
 * the file's check id ({@code layout}, {@code theme}). Reads return empty after reporting, so one
 * pass finds every problem of a file.
 */
final class YamlFields {
  private static final Pattern HEX = Pattern.compile("#[0-9A-Fa-f]{6}");
  private final YamlSource src;
  private final Diagnostics sink;
  private final String checkId;

  YamlFields(YamlSource src, Diagnostics sink, String checkId) {
    this.src = src;
    this.sink = sink;
    this.checkId = checkId;
  }

  YamlSource source() {
    return src;
  }

  void error(String pointer, String message, String hint) {
    sink.error(checkId, src.value(pointer), message, hint);
  }

  void keyError(String pointer, String message, String hint) {
    sink.error(checkId, src.key(pointer), message, hint);
  }

  /** Reports keys of the mapping at {@code pointer} that are not in {@code allowed}. */
  void onlyKeys(String pointer, JsonNode node, Set<String> allowed) {
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
      String k = it.next();
      if (!allowed.contains(k)) {
        keyError(
            pointer + "/" + k,
            "unknown key \"" + k + "\"",
            "allowed here: " + String.join(", ", allowed.stream().sorted().toList()));
      }
    }
  }

  Optional<JsonNode> mapping(String pointer, JsonNode parent, String key, boolean required) {
    JsonNode n = parent.get(key);
    if (n == null || n.isNull()) {
      if (required) {
        error(pointer, "missing \"" + key + ":\"", "add a \"" + key + ":\" mapping here");
      }
      return Optional.empty();
    }
    if (!n.isObject()) {
      error(pointer + "/" + key, "\"" + key + "\" should be a mapping", "write key: value lines");
      return Optional.empty();
    }
    return Optional.of(n);
  }

  OptionalDouble number(String pointer, JsonNode parent, String key, boolean required) {
    JsonNode n = parent.get(key);
    if (n == null) {
      if (required) {
        error(pointer, "missing \"" + key + "\"", "add " + key + ": <millimetres>");
      }
      return OptionalDouble.empty();
    }
    if (!n.isNumber()) {
      error(
          pointer + "/" + key,
          "\"" + key + "\" should be a number, not \"" + n.asText() + "\"",
          "write a plain number such as 3.5");
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(n.asDouble());
  }

  Optional<String> text(String pointer, JsonNode parent, String key, boolean required) {
    JsonNode n = parent.get(key);
    if (n == null || n.isNull()) {
      if (required) {
        error(pointer, "missing \"" + key + "\"", "add " + key + ": <text>");
      }
      return Optional.empty();
    }
    if (!n.isValueNode() || n.isBoolean() || n.isNumber()) {
      error(pointer + "/" + key, "\"" + key + "\" should be text", "write a word after the colon");
      return Optional.empty();
    }
    return Optional.of(n.asText());
  }

  /** A colour written {@code "#RRGGBB"} (quoted: YAML reads # as a comment). */
  Optional<Color> colour(String pointer, JsonNode node) {
    if (node == null || !node.isTextual() || !HEX.matcher(node.asText()).matches()) {
      error(
          pointer,
          "not a colour: " + (node == null ? "nothing" : node.toString()),
          "write a colour as \"#RRGGBB\" in quotes, e.g. \"#D55E00\"");
      return Optional.empty();
    }
    return Optional.of(new Color(Integer.parseInt(node.asText().substring(1), 16)));
  }

  /** Each field of the mapping, in file order. */
  static Iterable<Map.Entry<String, JsonNode>> fields(JsonNode mapping) {
    return mapping::fields;
  }
}
