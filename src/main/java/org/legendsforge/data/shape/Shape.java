package org.legendsforge.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The expected shape of a piece of card data. One declaration serves two jobs: checking a parsed
 * file with located messages, and writing the JSON Schema that editors use ({@code forge schema}),
 * so the two can never disagree.
 */
public sealed interface Shape permits ObjectShape, ListShape, TextShape, IntShape, NumberShape, BoolShape, EffectShape {
  /**
   * Checks {@code node} at {@code pointer}, reporting every problem to the context.
   *
   * @return true when the node has this shape (mapping may read it)
   */
  boolean check(JsonNode node, String pointer, ShapeContext ctx);

  /** This shape as a JSON Schema (draft-07) fragment. */
  ObjectNode toJsonSchema();

  /** Words for messages: "a whole number", "text", "a list". */
  String describe();

  static String found(JsonNode node) {
    if (node == null || node.isMissingNode() || node.isNull()) {
      return "nothing";
    }
    if (node.isObject()) {
      return "a mapping";
    }
    if (node.isArray()) {
      return "a list";
    }
    if (node.isBoolean()) {
      return node.asText();
    }
    if (node.isNumber()) {
      return "the number " + node.asText();
    }
    String t = node.asText();
    return "\"" + (t.length() > 40 ? t.substring(0, 37) + "..." : t) + "\"";
  }
}
