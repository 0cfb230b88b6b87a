package org.legendsforge.games.graveyard.data;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.NotationException;
import org.legendsforge.kit.data.YamlDocument;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * A mapping in a card-data file that has already passed its shape check, with typed reads of its
 * fields. Notation fields are parsed here, so a bad {@code 2r3d} is reported at its exact column.
 */
record Item(YamlDocument doc, String pointer, JsonNode node, Diagnostics sink) {

  Item child(String field) {
    return new Item(doc, pointer + "/" + field, node.path(field), sink);
  }

  String text(String field) {
    return node.path(field).asText();
  }

  /** The field's text, or "" when it is absent. */
  String optText(String field) {
    JsonNode v = node.get(field);
    return v == null || v.isNull() ? "" : v.asText();
  }

  Optional<String> maybe(String field) {
    String t = optText(field);
    return t.isEmpty() ? Optional.empty() : Optional.of(t);
  }

  /** A picture field: a plain path, or {@code { file, fit, focus, fullBleed }} (shape-checked). */
  Optional<org.legendsforge.kit.card.Art> art(String field) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      return Optional.empty();
    }
    if (!v.isObject()) {
      return Optional.of(org.legendsforge.kit.card.Art.of(v.asText()));
    }
    return Optional.of(picture(v, v.path("file").asText(), v.path("fullBleed").asBoolean(false)));
  }

  /** The picture a mapping describes: {@code file} with the mapping's fit and focus. */
  static org.legendsforge.kit.card.Art picture(JsonNode v, String file, boolean fullBleed) {
    org.legendsforge.kit.card.Art.Fit fit =
        org.legendsforge.kit.card.Art.Fit.fromKey(v.path("fit").asText("cover"))
            .orElse(org.legendsforge.kit.card.Art.Fit.COVER);
    return new org.legendsforge.kit.card.Art(
        file, fit, focus(v.path("focus").asText("center")), fullBleed);
  }

  /** A focus word or "x,y" (shape-checked: the numbers are fractions 0..1). */
  static org.legendsforge.kit.card.Art.Focus focus(String text) {
    return switch (text) {
      case "top" -> org.legendsforge.kit.card.Art.Focus.TOP;
      case "bottom" -> org.legendsforge.kit.card.Art.Focus.BOTTOM;
      case "center" -> org.legendsforge.kit.card.Art.Focus.CENTER;
      default -> {
        String[] xy = text.split(",");
        yield new org.legendsforge.kit.card.Art.Focus(
            Double.parseDouble(xy[0].strip()), Double.parseDouble(xy[1].strip()));
      }
    };
  }

  int integer(String field) {
    return node.path(field).intValue();
  }

  int integer(String field, int fallback) {
    JsonNode v = node.get(field);
    return v == null || v.isNull() ? fallback : v.intValue();
  }

  boolean flag(String field) {
    return node.path(field).asBoolean(false);
  }

  List<Effect> effects(String field) {
    List<Effect> out = new ArrayList<>();
    JsonNode list = node.path(field);
    for (JsonNode e : list) {
      out.add(effect(e));
    }
    return out;
  }

  private static Effect effect(JsonNode e) {
    if (e.isTextual()) {
      return new Effect(kind(e.asText()), 1, EffectTarget.TARGET);
    }
    EffectTarget to = EffectTarget.TARGET;
    EffectKind kind = null;
    int amount = 1;
    for (var it = e.fields(); it.hasNext(); ) {
      var f = it.next();
      if (f.getKey().equals("to")) {
        to = EffectTarget.valueOf(f.getValue().asText().toUpperCase(Locale.ROOT));
      } else {
        kind = kind(f.getKey());
        amount = kind.takesAmount() ? f.getValue().intValue() : 1;
      }
    }
    return new Effect(kind, amount, to);
  }

  private static EffectKind kind(String key) {
    return EffectKind.valueOf(key.toUpperCase(Locale.ROOT));
  }

  Optional<AreaSpec> area(String field) {
    Optional<String> raw = maybe(field);
    if (raw.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(AreaSpec.parse(raw.get()));
    } catch (NotationException e) {
      notationError("area-notation", field, e);
      return Optional.empty();
    }
  }

  /** The movement spec, or empty when absent or malformed (malformed is reported). */
  Optional<MovementSpec> movement(String field) {
    Optional<String> raw = maybe(field);
    if (raw.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(MovementSpec.parseForHero(raw.get()));
    } catch (NotationException e) {
      notationError("movement-notation", field, e);
      return Optional.empty();
    }
  }

  void notationError(String checkId, String field, NotationException e) {
    sink.error(
        checkId,
        doc.locateInScalar(pointer + "/" + field, e.getMessage().isEmpty() ? 0 : e.offset()),
        e.getMessage(),
        e.hint());
  }

  void error(String checkId, String field, String message, String hint) {
    sink.error(
        checkId, doc.locate(field.isEmpty() ? pointer : pointer + "/" + field), message, hint);
  }
}
