package org.legendsforge.kit.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A whole number within bounds. */
public record IntShape(int min, int max) implements Shape {
  @Override
  public boolean check(JsonNode node, String pointer, ShapeContext ctx) {
    String name = ShapeContext.fieldName(pointer);
    if (node != null && tooBig(node)) {
      ctx.error(
          "out-of-range",
          pointer,
          "\""
              + name
              + "\" is "
              + Shape.found(node).replace("\"", "")
              + ", far outside "
              + min
              + ".."
              + max,
          "use a number from " + min + " to " + max);
      return false;
    }
    if (node == null || !node.isIntegralNumber() || !node.canConvertToInt()) {
      ctx.error(
          "wrong-type",
          pointer,
          "\"" + name + "\" should be a whole number, found " + Shape.found(node),
          "write digits only, like \"" + name + ": " + Math.max(min, 1) + "\"");
      return false;
    }
    int v = node.intValue();
    if (v < min || v > max) {
      ctx.error(
          "out-of-range",
          pointer,
          "\"" + name + "\" is " + v + ", outside " + min + ".." + max,
          "use a number from " + min + " to " + max);
      return false;
    }
    return true;
  }

  /** A whole number beyond int (YAML reads one past 1000 digits as text). */
  private static boolean tooBig(JsonNode node) {
    if (node.isIntegralNumber()) {
      return !node.canConvertToInt();
    }
    return node.isTextual()
        && node.asText().matches("[-+]?[1-9]\\d{9,}")
        && new java.math.BigInteger(node.asText()).bitLength() > 31;
  }

  @Override
  public ObjectNode toJsonSchema() {
    ObjectNode s = JsonNodeFactory.instance.objectNode();
    s.put("type", "integer");
    s.put("minimum", min);
    s.put("maximum", max);
    return s;
  }

  @Override
  public String describe() {
    return "a whole number";
  }
}
