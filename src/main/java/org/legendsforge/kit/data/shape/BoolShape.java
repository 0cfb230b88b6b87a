package org.legendsforge.kit.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** {@code true} or {@code false}, nothing else (YAML's yes/no are refused to avoid surprises). */
public record BoolShape() implements Shape {
  @Override
  public boolean check(JsonNode node, String pointer, ShapeContext ctx) {
    if (node == null || !node.isBoolean()) {
      ctx.error(
          "wrong-type",
          pointer,
          "\""
              + ShapeContext.fieldName(pointer)
              + "\" should be true or false, found "
              + Shape.found(node),
          "write true or false");
      return false;
    }
    return true;
  }

  @Override
  public ObjectNode toJsonSchema() {
    return JsonNodeFactory.instance.objectNode().put("type", "boolean");
  }

  @Override
  public String describe() {
    return "true or false";
  }
}
