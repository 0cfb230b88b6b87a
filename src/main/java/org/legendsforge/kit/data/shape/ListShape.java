package org.legendsforge.kit.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A list whose items share one shape. */
public record ListShape(Shape item) implements Shape {
  @Override
  public boolean check(JsonNode node, String pointer, ShapeContext ctx) {
    if (node == null || !node.isArray()) {
      ctx.error(
          "wrong-type",
          pointer,
          "\""
              + ShapeContext.fieldName(pointer)
              + "\" should be a list, found "
              + Shape.found(node),
          "start each item on its own line with \"- \"");
      return false;
    }
    boolean ok = true;
    for (int i = 0; i < node.size(); i++) {
      ok &= item.check(node.get(i), pointer + "/" + i, ctx);
    }
    return ok;
  }

  @Override
  public ObjectNode toJsonSchema() {
    ObjectNode s = JsonNodeFactory.instance.objectNode();
    s.put("type", "array");
    s.set("items", item.toJsonSchema());
    return s;
  }

  @Override
  public String describe() {
    return "a list";
  }
}
