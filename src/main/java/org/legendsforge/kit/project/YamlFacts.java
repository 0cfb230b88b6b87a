package org.legendsforge.kit.project;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.data.YamlDocument;
import org.legendsforge.kit.data.shape.Suggestions;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * Reads the plain values of one located YAML document, reporting every value of the wrong shape at
 * its line and column and carrying on, so one run shows a project's every mistake.
 */
final class YamlFacts {
  private final YamlDocument doc;
  private final Diagnostics sink;

  YamlFacts(YamlDocument doc, Diagnostics sink) {
    this.doc = doc;
    this.sink = sink;
  }

  YamlDocument doc() {
    return doc;
  }

  void error(String check, String pointer, String message, String hint) {
    sink.error(check, doc.locate(pointer), message, hint);
  }

  /** Reports each key of the mapping at {@code pointer} that is not one of {@code allowed}. */
  void onlyKeys(JsonNode node, String pointer, Collection<String> allowed, String what) {
    node.fieldNames()
        .forEachRemaining(
            key -> {
              if (!allowed.contains(key)) {
                sink.error(
                    "project-unknown-key",
                    doc.locateKey(pointer + "/" + escape(key)),
                    what + " has no setting \"" + key + "\"",
                    Suggestions.hint(key, allowed, "the settings are"));
              }
            });
  }

  boolean isMapping(JsonNode node, String pointer, String what) {
    if (node != null && node.isObject()) {
      return true;
    }
    error(
        "project-shape",
        pointer,
        what + " must be a list of names with their settings (name: followed by indented lines)",
        "see docs/new-game.md for the layout of game.yaml");
    return false;
  }

  Optional<String> text(JsonNode parent, String pointer, String key, boolean required) {
    JsonNode v = parent.get(key);
    String at = pointer + "/" + escape(key);
    if (v == null || v.isNull()) {
      if (required) {
        error(
            "project-missing",
            pointer,
            "the setting \"" + key + "\" is missing",
            "add a line \"" + key + ": ...\"");
      }
      return Optional.empty();
    }
    if (!v.isValueNode() || v.asText().isBlank()) {
      error(
          "project-shape",
          at,
          "\"" + key + "\" must be a word or a sentence",
          "write it on one line after \"" + key + ":\"");
      return Optional.empty();
    }
    return Optional.of(v.asText().trim());
  }

  Optional<Integer> whole(JsonNode parent, String pointer, String key) {
    JsonNode v = parent.get(key);
    if (v == null || v.isNull()) {
      return Optional.empty();
    }
    if (!v.canConvertToInt() || !v.isIntegralNumber()) {
      error(
          "project-number",
          pointer + "/" + escape(key),
          "\"" + key + "\" must be a whole number, not \"" + v.asText() + "\"",
          "write digits only, such as " + key + ": 3");
      return Optional.empty();
    }
    return Optional.of(v.intValue());
  }

  Optional<Boolean> flag(JsonNode parent, String pointer, String key) {
    JsonNode v = parent.get(key);
    if (v == null || v.isNull()) {
      return Optional.empty();
    }
    if (!v.isBoolean()) {
      error(
          "project-shape",
          pointer + "/" + escape(key),
          "\"" + key + "\" must be true or false",
          "write " + key + ": true");
      return Optional.empty();
    }
    return Optional.of(v.booleanValue());
  }

  Optional<Rgb> colour(JsonNode parent, String pointer, String key) {
    return text(parent, pointer, key, false)
        .flatMap(
            t -> {
              Optional<Rgb> c = Rgb.parse(t);
              if (c.isEmpty()) {
                error(
                    "project-colour",
                    pointer + "/" + escape(key),
                    "\"" + t + "\" is not a colour",
                    "write a hex code such as \"#7A4BA8\" (in quotes) or one of "
                        + String.join(", ", new java.util.TreeSet<>(Rgb.NAMED.keySet())));
              }
              return c;
            });
  }

  /** A list of words, or one word standing for a list of one. */
  List<String> words(JsonNode parent, String pointer, String key) {
    JsonNode v = parent.get(key);
    List<String> out = new ArrayList<>();
    if (v == null || v.isNull()) {
      return out;
    }
    if (v.isValueNode()) {
      out.add(v.asText().trim());
      return out;
    }
    if (!v.isArray()) {
      error(
          "project-shape",
          pointer + "/" + escape(key),
          "\"" + key + "\" must be a list such as [a, b]",
          "write " + key + ": [first, second]");
      return out;
    }
    for (int i = 0; i < v.size(); i++) {
      if (!v.get(i).isValueNode()) {
        error(
            "project-shape",
            pointer + "/" + escape(key) + "/" + i,
            "each entry of \"" + key + "\" must be one word",
            "write " + key + ": [first, second]");
      } else {
        out.add(v.get(i).asText().trim());
      }
    }
    return out;
  }

  static String escape(String key) {
    return key.replace("~", "~0").replace("/", "~1");
  }
}
