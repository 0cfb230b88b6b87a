package org.legendsforge.kit.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A list item that is one of several kinds, named by its key: a bare word ({@code - frozenRivers})
 * or the kind's key with a value ({@code - extraDamage: 1}), plus the qualifier keys that kind
 * allows ({@code against: [decay]}). Like effects, which have their own shape.
 */
public final class VariantShape implements Shape {
  /** One kind: its key, the shape of its value ({@code null}: a bare word), its qualifiers. */
  public record Variant(String key, Shape value, List<String> qualifiers, String description) {
    public Variant {
      qualifiers = List.copyOf(qualifiers);
    }

    boolean bare() {
      return value == null;
    }
  }

  private final String what;
  private final Map<String, Variant> variants = new LinkedHashMap<>();
  private final Map<String, Field> qualifiers = new LinkedHashMap<>();

  /**
   * @param what what one item is, for messages ("modifier")
   */
  public VariantShape(String what, List<Variant> variants, List<Field> qualifiers) {
    this.what = what;
    variants.forEach(v -> this.variants.put(v.key(), v));
    qualifiers.forEach(q -> this.qualifiers.put(q.name(), q));
  }

  @Override
  public boolean check(JsonNode node, String pointer, ShapeContext ctx) {
    if (node != null && node.isTextual()) {
      return checkBare(node.asText(), pointer, ctx);
    }
    if (node == null || !node.isObject()) {
      ctx.error(
          "wrong-type",
          pointer,
          "a "
              + what
              + " should be a word like \""
              + firstBare()
              + "\" or a mapping like \""
              + firstValued()
              + ": 1\", found "
              + Shape.found(node),
          "see the " + what + " table in docs/card-data.md");
      return false;
    }
    List<String> kinds = new ArrayList<>();
    boolean ok = true;
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
      String key = it.next();
      String child = pointer + "/" + key;
      if (variants.containsKey(key)) {
        kinds.add(key);
        ok &= checkValue(variants.get(key), node.get(key), child, ctx);
      } else if (qualifiers.containsKey(key)) {
        ok &= qualifiers.get(key).shape().check(node.get(key), child, ctx);
      } else {
        List<String> allowed = new ArrayList<>(variants.keySet());
        allowed.addAll(qualifiers.keySet());
        ctx.errorAtKey(
            "unknown-key",
            child,
            "unknown " + what + " " + Shape.quote(key),
            Suggestions.hint(key, allowed, "the keys of a " + what + " are"));
        ok = false;
      }
    }
    if (ok && kinds.size() != 1) {
      ctx.error(
          what.replace(' ', '-'),
          pointer,
          kinds.isEmpty()
              ? "this " + what + " has qualifiers but no kind"
              : "one "
                  + what
                  + " holds "
                  + kinds.size()
                  + " kinds ("
                  + String.join(", ", kinds)
                  + ")",
          "write one " + what + " per list item, like \"- " + firstValued() + ": 1\"");
      return false;
    }
    if (!ok) {
      return false;
    }
    Variant v = variants.get(kinds.get(0));
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
      String key = it.next();
      if (qualifiers.containsKey(key) && !v.qualifiers().contains(key)) {
        ctx.errorAtKey(
            what.replace(' ', '-'),
            pointer + "/" + key,
            "\"" + key + "\" does not apply to " + v.key(),
            v.qualifiers().isEmpty()
                ? v.key() + " takes no other keys"
                : v.key() + " takes " + String.join(", ", v.qualifiers()));
        ok = false;
      }
    }
    return ok;
  }

  private boolean checkBare(String word, String pointer, ShapeContext ctx) {
    Variant v = variants.get(word);
    if (v != null && v.bare()) {
      return true;
    }
    if (v != null) {
      ctx.error(
          what.replace(' ', '-'),
          pointer,
          what + " \"" + word + "\" needs a value",
          "write it as \"" + word + ": ...\" (" + v.description() + ")");
    } else {
      ctx.error(
          what.replace(' ', '-'),
          pointer,
          "unknown " + what + " " + Shape.quote(word),
          Suggestions.hint(word, variants.keySet(), what + "s are"));
    }
    return false;
  }

  private static boolean checkValue(Variant v, JsonNode value, String pointer, ShapeContext ctx) {
    if (v.bare()) {
      if (value.isNull() || (value.isBoolean() && value.asBoolean())) {
        return true;
      }
      ctx.error(
          "wrong-type",
          pointer,
          "\"" + v.key() + "\" takes no value",
          "write it alone: \"- " + v.key() + "\"");
      return false;
    }
    return v.value().check(value, pointer, ctx);
  }

  private String firstBare() {
    return variants.values().stream()
        .filter(Variant::bare)
        .map(Variant::key)
        .findFirst()
        .orElse("");
  }

  private String firstValued() {
    return variants.values().stream()
        .filter(v -> !v.bare())
        .map(Variant::key)
        .findFirst()
        .orElse("");
  }

  @Override
  public ObjectNode toJsonSchema() {
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode s = f.objectNode();
    var any = s.putArray("oneOf");
    var words = any.addObject().put("type", "string").putArray("enum");
    variants.values().stream().filter(Variant::bare).forEach(v -> words.add(v.key()));
    ObjectNode map = any.addObject().put("type", "object");
    ObjectNode props = map.putObject("properties");
    for (Variant v : variants.values()) {
      ObjectNode p = v.bare() ? f.objectNode().put("type", "null") : v.value().toJsonSchema();
      props.set(v.key(), p.put("description", v.description()));
    }
    qualifiers
        .values()
        .forEach(
            q -> props.set(q.name(), q.shape().toJsonSchema().put("description", q.description())));
    map.put("minProperties", 1).put("additionalProperties", false);
    return s;
  }

  @Override
  public String describe() {
    return "a " + what;
  }
}
