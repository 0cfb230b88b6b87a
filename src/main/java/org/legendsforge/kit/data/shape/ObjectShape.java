package org.legendsforge.kit.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A mapping with known keys; unknown keys are errors so typos never pass silently. */
public final class ObjectShape implements Shape {
  private final String what;
  private final Map<String, Field> fields = new LinkedHashMap<>();
  private final Map<String, String> retired;

  /**
   * @param what what the mapping is, for messages ("hero", "spell")
   */
  public ObjectShape(String what, List<Field> fields) {
    this(what, fields, Map.of());
  }

  /**
   * @param retired keys older card data used, each with the hint that says how it is written now;
   *     still errors, but ones that tell the designer what to do
   */
  public ObjectShape(String what, List<Field> fields, Map<String, String> retired) {
    this.what = what;
    fields.forEach(f -> this.fields.put(f.name(), f));
    this.retired = Map.copyOf(retired);
  }

  public Map<String, Field> fields() {
    return fields;
  }

  @Override
  public boolean check(JsonNode node, String pointer, ShapeContext ctx) {
    if (node == null || !node.isObject()) {
      ctx.error(
          "wrong-type",
          pointer,
          describeWhere(pointer) + " should be " + describe() + ", found " + Shape.found(node),
          "write the " + what + " as indented \"key: value\" lines");
      return false;
    }
    boolean ok = true;
    java.util.Set<String> suggested = new java.util.HashSet<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      String child = pointer + "/" + e.getKey().replace("~", "~0").replace("/", "~1");
      Field f = fields.get(e.getKey());
      if (f == null && retired.containsKey(e.getKey())) {
        ctx.errorAtKey(
            "retired-key",
            child,
            "\"" + e.getKey() + "\" is no longer a key of a " + what,
            retired.get(e.getKey()));
        ok = false;
      } else if (f == null) {
        Suggestions.closest(e.getKey(), fields.keySet()).ifPresent(suggested::add);
        ctx.errorAtKey(
            "unknown-key",
            child,
            "unknown key " + Shape.quote(e.getKey()) + " in " + what,
            Suggestions.hint(e.getKey(), fields.keySet(), "the keys of a " + what + " are"));
        ok = false;
      } else if (!(f.shape() instanceof TextShape && e.getValue().isNull() && !f.required())) {
        ok &= f.shape().check(e.getValue(), child, ctx);
      }
    }
    List<String> missing = new ArrayList<>();
    for (Field f : fields.values()) {
      // A misspelt required key is already reported with "did you mean"; saying it is also
      // missing would be the same mistake twice.
      if (f.required()
          && !suggested.contains(f.name())
          && (!node.has(f.name()) || node.get(f.name()).isNull())) {
        missing.add(f.name());
      }
    }
    ok &= suggested.isEmpty();
    for (String m : missing) {
      String id = node.path("id").isTextual() ? " \"" + node.get("id").asText() + "\"" : "";
      ctx.error(
          "missing-field",
          pointer,
          what + id + " has no \"" + m + "\"",
          "add \"" + m + ":\" (" + fields.get(m).description() + ")");
      ok = false;
    }
    return ok;
  }

  private String describeWhere(String pointer) {
    return pointer.isEmpty() ? "the file" : "\"" + ShapeContext.fieldName(pointer) + "\"";
  }

  @Override
  public ObjectNode toJsonSchema() {
    ObjectNode s = JsonNodeFactory.instance.objectNode();
    s.put("type", "object");
    ObjectNode props = s.putObject("properties");
    fields
        .values()
        .forEach(
            f -> props.set(f.name(), f.shape().toJsonSchema().put("description", f.description())));
    var required = s.putArray("required");
    fields.values().stream().filter(Field::required).forEach(f -> required.add(f.name()));
    s.put("additionalProperties", false);
    return s;
  }

  @Override
  public String describe() {
    return "a mapping (" + what + ")";
  }
}
