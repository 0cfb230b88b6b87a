package org.legendsforge.kit.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A value written either short, as text, or in full, as a mapping: {@code art: art/moon.png} or
 * {@code art: { file: art/moon.png, fit: contain }}. A mapping is checked as the mapping, anything
 * else as the text, so the messages speak of the form the user wrote.
 */
public record EitherShape(TextShape text, ObjectShape mapping) implements Shape {
  @Override
  public boolean check(JsonNode node, String pointer, ShapeContext ctx) {
    return node != null && node.isObject()
        ? mapping.check(node, pointer, ctx)
        : text.check(node, pointer, ctx);
  }

  @Override
  public ObjectNode toJsonSchema() {
    ObjectNode s = JsonNodeFactory.instance.objectNode();
    var one = s.putArray("oneOf");
    one.add(text.toJsonSchema());
    one.add(mapping.toJsonSchema());
    return s;
  }

  @Override
  public String describe() {
    return "text or " + mapping.describe();
  }
}
