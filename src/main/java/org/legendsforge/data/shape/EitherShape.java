package org.legendsforge.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A word from a closed list or a mapping, for fields with a short form: {@code target: self} or
 * {@code target: { one: enemy, within: 2 }}.
 */
public record EitherShape(TextShape word, ObjectShape mapping) implements Shape {
  @Override
  public boolean check(JsonNode node, String pointer, ShapeContext ctx) {
    if (node != null && node.isObject()) {
      return mapping.check(node, pointer, ctx);
    }
    if (node != null && node.isTextual()) {
      return word.check(node, pointer, ctx);
    }
    ctx.error(
        "wrong-type",
        pointer,
        "\"" + ShapeContext.fieldName(pointer) + "\" should be " + describe() + ", found " + Shape.found(node),
        "write one of " + String.join(", ", word.words()) + ", or indented \"key: value\" lines");
    return false;
  }

  @Override
  public ObjectNode toJsonSchema() {
    ObjectNode s = JsonNodeFactory.instance.objectNode();
    var any = s.putArray("oneOf");
    any.add(word.toJsonSchema());
    any.add(mapping.toJsonSchema());
    return s;
  }

  @Override
  public String describe() {
    return "one of " + String.join(", ", word.words()) + " or " + mapping.describe();
  }
}
