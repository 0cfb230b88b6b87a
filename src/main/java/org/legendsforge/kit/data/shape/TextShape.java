package org.legendsforge.kit.data.shape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Text, optionally limited to a pattern or a closed list of words. Numbers written where text is
 * expected are accepted as their text (a name may be "1000"). Text may hold line breaks (a rules
 * text's paragraphs) unless it is {@linkplain #line one line}: a name, a notation. No text holds
 * other control characters or characters no file format can carry.
 */
public record TextShape(
    int maxLength, boolean oneLine, Pattern pattern, String patternHint, List<String> words)
    implements Shape {

  /** Text that may run over several lines (rules text, flavour). */
  public static TextShape any(int maxLength) {
    return new TextShape(maxLength, false, null, "", List.of());
  }

  /**
   * One line of text: a name or a notation. Names end up in single-line places of every output (a
   * Lua comment, a file name, a menu entry), where a line break would end the place early.
   */
  public static TextShape line(int maxLength) {
    return new TextShape(maxLength, true, null, "", List.of());
  }

  public static TextShape matching(String regex, String hint) {
    return new TextShape(200, true, Pattern.compile(regex), hint, List.of());
  }

  public static TextShape oneOf(List<String> words) {
    return new TextShape(100, true, null, "", List.copyOf(words));
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
      ctx.error(
          "empty-text", pointer, "\"" + name + "\" is empty", "write something or remove the key");
      return false;
    }
    if (text.length() > maxLength) {
      ctx.error(
          "text-too-long",
          pointer,
          "\""
              + name
              + "\" is "
              + text.length()
              + " characters long, more than the "
              + maxLength
              + " allowed",
          "shorten it; text this long cannot fit on a card");
      return false;
    }
    int lineBreak = oneLine ? firstLineBreak(text) : -1;
    if (lineBreak >= 0) {
      ctx.error(
          "control-character",
          pointer,
          "\""
              + name
              + "\" is one line of text, but it holds a line break ("
              + Shape.quote(text.substring(lineBreak, lineBreak + 1))
              + ") after "
              + Shape.quote(text.substring(0, lineBreak)),
          "write it on one line, without \\n, \\r or a line separator");
      return false;
    }
    int control = firstControl(text);
    if (control >= 0) {
      ctx.error(
          "control-character",
          pointer,
          "\""
              + name
              + "\" contains a control character ("
              + Shape.quote(text.substring(control, control + 1))
              + ") after "
              + Shape.quote(text.substring(0, control)),
          "remove invisible characters (tabs, escapes such as \\0 or \\e) from the text");
      return false;
    }
    if (hasNonCharacter(text)) {
      ctx.error(
          "invalid-character",
          pointer,
          "\"" + name + "\" contains U+FFFE or U+FFFF, which are not characters",
          "remove the escape (\\uFFFE, \\uFFFF): no card or file can show it");
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

  /**
   * Where a line ends early: a line feed, carriage return or Unicode line or paragraph separator.
   */
  private static int firstLineBreak(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
        return i;
      }
    }
    return -1;
  }

  /** A control character other than the line feed that separates a rules text's paragraphs. */
  private static int firstControl(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isISOControl(c) && c != '\n') {
        return i;
      }
    }
    return -1;
  }

  /**
   * U+FFFE and U+FFFF are not characters: XML (SVG, the Tabletop Simulator UI) cannot hold them.
   */
  private static boolean hasNonCharacter(String text) {
    return text.indexOf('\uFFFE') >= 0 || text.indexOf('\uFFFF') >= 0;
  }

  /** A lone UTF-16 surrogate is not text: no output file could hold it as UTF-8. */
  private static boolean hasUnpairedSurrogate(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
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
    } else if (oneLine && words.isEmpty()) {
      s.put("pattern", "^[^\\n\\r\\u0085\\u2028\\u2029]*$");
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
