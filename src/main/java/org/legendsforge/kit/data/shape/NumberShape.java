package org.legendsforge.kit.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A number, whole or decimal, within bounds (balance weights). */
public record NumberShape(double min, double max) implements Shape {
  @Override
  public boolean check(JsonNode node, String pointer, ShapeContext ctx) {
    String name = ShapeContext.fieldName(pointer);
    if (node == null || !node.isNumber()) {
      ctx.error(
          "wrong-type",
          pointer,
          "\"" + name + "\" should be a number, found " + Shape.found(node),
          "write a number like 1.5");
      return false;
    }
    double v = node.doubleValue();
    if (!(v >= min && v <= max)) {
      ctx.error(
          "out-of-range",
          pointer,
          "\"" + name + "\" is " + node.asText() + ", outside " + fmt(min) + ".." + fmt(max),
          "use a number from " + fmt(min) + " to " + fmt(max));
      return false;
    }
    return true;
  }

  private static String fmt(double d) {
    return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
  }

  @Override
  public ObjectNode toJsonSchema() {
    return JsonNodeFactory.instance
        .objectNode()
        .put("type", "number")
        .put("minimum", min)
        .put("maximum", max);
  }

  @Override
  public String describe() {
    return "a number";
  }
}
