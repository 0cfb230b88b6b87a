package org.legendsforge.games.graveyard.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.kit.data.shape.IntShape;
import org.legendsforge.kit.data.shape.Shape;
import org.legendsforge.kit.data.shape.ShapeContext;
import org.legendsforge.kit.data.shape.Suggestions;
import org.legendsforge.kit.data.shape.TextShape;

/**
 * One structured effect: a bare status word ({@code - stun}) or a mapping with exactly one effect
 * kind and an optional {@code to} ({@code - heal: 2} / {@code to: self}).
 */
public record EffectShape() implements Shape {
  private static final int MAX_AMOUNT = 20;

  static List<String> kinds() {
    return Arrays.stream(EffectKind.values()).map(EffectKind::key).toList();
  }

  private static List<String> bareKinds() {
    return Arrays.stream(EffectKind.values())
        .filter(k -> !k.takesAmount())
        .map(EffectKind::key)
        .toList();
  }

  @Override
  public boolean check(JsonNode node, String pointer, ShapeContext ctx) {
    if (node != null && node.isTextual()) {
      return checkBare(node.asText(), pointer, ctx);
    }
    if (node == null || !node.isObject()) {
      ctx.error(
          "effect",
          pointer,
          "an effect should be a kind like \"damage: 3\" or a status like \"stun\", found "
              + Shape.found(node),
          "see the effect table in docs/card-data.md");
      return false;
    }
    List<String> kindKeys = new ArrayList<>();
    boolean ok = true;
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
      String key = it.next();
      String child = pointer + "/" + key;
      if (key.equals("to")) {
        ok &=
            TextShape.oneOf(Arrays.stream(EffectTarget.values()).map(EffectTarget::key).toList())
                .check(node.get(key), child, ctx);
      } else if (kinds().contains(key)) {
        kindKeys.add(key);
        ok &=
            checkAmount(
                EffectKind.valueOf(key.toUpperCase(java.util.Locale.ROOT)),
                node.get(key),
                child,
                ctx);
      } else {
        List<String> allowed = new ArrayList<>(kinds());
        allowed.add("to");
        ctx.errorAtKey(
            "effect",
            child,
            "unknown effect " + Shape.quote(key),
            Suggestions.hint(key, allowed, "effects are"));
        ok = false;
      }
    }
    if (ok && kindKeys.size() != 1) {
      ctx.error(
          "effect",
          pointer,
          kindKeys.isEmpty()
              ? "this effect says who it lands on but not what it does"
              : "one effect holds "
                  + kindKeys.size()
                  + " kinds ("
                  + String.join(", ", kindKeys)
                  + ")",
          "write one effect per list item: \"- damage: 2\" then \"- stun\"");
      return false;
    }
    return ok;
  }

  private static boolean checkBare(String word, String pointer, ShapeContext ctx) {
    if (bareKinds().contains(word)) {
      return true;
    }
    if (kinds().contains(word)) {
      ctx.error(
          "effect",
          pointer,
          "effect \"" + word + "\" needs an amount",
          "write it as \"" + word + ": 2\"");
    } else {
      ctx.error(
          "effect",
          pointer,
          "unknown effect " + Shape.quote(word),
          Suggestions.hint(word, kinds(), "effects are"));
    }
    return false;
  }

  private static boolean checkAmount(
      EffectKind kind, JsonNode value, String pointer, ShapeContext ctx) {
    if (!kind.takesAmount()) {
      if (value.isNull() || (value.isBoolean() && value.asBoolean())) {
        return true;
      }
      ctx.error(
          "effect",
          pointer,
          "\"" + kind.key() + "\" takes no amount",
          "write it alone: \"- " + kind.key() + "\"");
      return false;
    }
    int min = kind == EffectKind.MANA ? -MAX_AMOUNT : 1;
    if (!new IntShape(min, MAX_AMOUNT).check(value, pointer, ctx)) {
      return false;
    }
    if (value.intValue() == 0) {
      ctx.error(
          "effect",
          pointer,
          "\"" + kind.key() + "\" of 0 does nothing",
          "remove the effect or give it an amount");
      return false;
    }
    return true;
  }

  @Override
  public ObjectNode toJsonSchema() {
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode s = f.objectNode();
    var any = s.putArray("oneOf");
    ObjectNode bare = any.addObject().put("type", "string");
    var words = bare.putArray("enum");
    bareKinds().forEach(words::add);
    ObjectNode map = any.addObject().put("type", "object");
    ObjectNode props = map.putObject("properties");
    for (EffectKind k : EffectKind.values()) {
      props.set(
          k.key(),
          k.takesAmount()
              ? f.objectNode().put("type", "integer")
              : f.objectNode().put("type", "null"));
    }
    var to = props.putObject("to").put("type", "string").putArray("enum");
    Arrays.stream(EffectTarget.values()).forEach(t -> to.add(t.key()));
    map.put("minProperties", 1).put("maxProperties", 2).put("additionalProperties", false);
    return s;
  }

  @Override
  public String describe() {
    return "an effect";
  }
}
