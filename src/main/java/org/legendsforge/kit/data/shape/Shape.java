package org.legendsforge.kit.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The expected shape of a piece of card data. One declaration serves two jobs: checking a parsed
 * file with located messages, and writing the JSON Schema that editors use ({@code forge schema}),
 * so the two can never disagree. The kit's shapes are the general ones; a game adds shapes of its
 * own (a card effect's, say).
 */
public interface Shape {
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
      return "the number " + quote(node.asText()).replace("\"", "");
    }
    return quote(node.asText());
  }

  /**
   * Text from the data quoted for a message: cut to 40 characters and with invisible characters
   * escaped, so a pasted blob or a key holding a line break cannot flood or break the message.
   */
  static String quote(String text) {
    StringBuilder b = new StringBuilder("\"");
    int shown = 0;
    for (int i = 0; i < text.length(); ) {
      int c = text.codePointAt(i);
      if (shown == 37 && text.codePointCount(i, text.length()) > 3) {
        b.append("...");
        break;
      }
      if (Character.isISOControl(c)
          || Character.getType(c) == Character.FORMAT
          || Character.getType(c) == Character.LINE_SEPARATOR
          || Character.getType(c) == Character.PARAGRAPH_SEPARATOR) {
        b.append(String.format(java.util.Locale.ROOT, "\\u%04x", c));
      } else {
        b.appendCodePoint(c);
      }
      shown++;
      i += Character.charCount(c);
    }
    return b.append('"').toString();
  }
}
