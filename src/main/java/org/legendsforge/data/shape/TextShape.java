package org.legendsforge.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Text, optionally limited to a pattern or a closed list of words. Numbers written where text is
 * expected are accepted as their text (a name may be "1000").
 */
public record TextShape(int maxLength, Pattern pattern, String patternHint, List<String> words)
    implements Shape {

  public static TextShape any(int maxLength) {
    return new TextShape(maxLength, null, "", List.of());
  }

  public static TextShape matching(String regex, String hint) {
    return new TextShape(200, Pattern.compile(regex), hint, List.of());
  }

  public static TextShape oneOf(List<String> words) {
    return new TextShape(100, null, "", List.copyOf(words));
  }

  @Override
  public boolean check(JsonNode node, String pointer, ShapeContext ctx) {
    String name = ShapeContext.fieldName(pointer);
    if (node == null || !(node.isTextual() || node.isNumber())) {
      ctx.error(
          "wrong-type",
          pointer,
          "\"" + name + "\" should be text, found " + Shape.found(node),
          "write it on the same line, after \"" + name + ": \"");
      return false;
    }
    String text = node.asText();
    if (text.isBlank()) {
      ctx.error("empty-text", pointer, "\"" + name + "\" is empty", "write something or remove the key");
      return false;
    }
    if (text.length() > maxLength) {
      ctx.error(
          "text-too-long",
          pointer,
          "\"" + name + "\" is " + text.length() + " characters long, more than the " + maxLength + " allowed",
          "shorten it; text this long cannot fit on a card");
      return false;
    }
    if (text.chars().anyMatch(c -> Character.isISOControl(c) && c != '\n')) {
      ctx.error(
          "control-character",
          pointer,
          "\"" + name + "\" contains a control character",
          "remove invisible characters (tabs, escapes) from the text");
      return false;
    }
    if (hasUnpairedSurrogate(text)) {
      ctx.error(
          "invalid-character",
          pointer,
          "\"" + name + "\" contains half of a character (an escape like \\uD800 on its own)",
          "write the character itself, or its full escape (\\U0001F480 for one above \\uFFFF)");
      return false;
    }
    if (!words.isEmpty() && !words.contains(text)) {
      ctx.error(
          "unknown-word",
          pointer,
          "\"" + text + "\" is not a valid " + name,
          Suggestions.hint(text, words, "choose one of"));
      return false;
    }
    if (pattern != null && !pattern.matcher(text).matches()) {
      ctx.error("bad-format", pointer, "\"" + text + "\" is not a valid " + name, patternHint);
      return false;
    }
    return true;
  }

  /** A lone UTF-16 surrogate is not text: no output file could hold it as UTF-8. */
  private static boolean hasUnpairedSurrogate(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public ObjectNode toJsonSchema() {
    ObjectNode s = JsonNodeFactory.instance.objectNode();
    s.put("type", "string");
    s.put("maxLength", maxLength);
    if (pattern != null) {
      s.put("pattern", pattern.pattern());
    }
    if (!words.isEmpty()) {
      var e = s.putArray("enum");
      words.forEach(e::add);
    }
    return s;
  }

  @Override
  public String describe() {
    return "text";
  }
}
