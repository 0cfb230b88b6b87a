package org.legendsforge.kit.data;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.kit.diag.Cancellation;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;

/**
 * Reads one YAML file into a tree and a location index in a single pass of Jackson's streaming
 * parser. Syntax errors, duplicate keys and YAML anchors/aliases are reported as located
 * diagnostics; the file is then skipped, never half-read.
 */
public final class YamlReader {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /**
   * Card data is a few levels deep; the limit keeps the recursive walk far from the end of the
   * thread's stack (at Jackson's default of 1000 levels a deeply nested value overflowed it).
   */
  static final int MAX_NESTING = 64;

  private final YAMLFactory factory =
      YAMLFactory.builder()
          .streamReadConstraints(
              com.fasterxml.jackson.core.StreamReadConstraints.builder()
                  .maxNestingDepth(MAX_NESTING)
                  .build())
          .build();

  public Optional<YamlDocument> read(
      String text, String displayPath, String relativePath, Diagnostics sink) {
    List<String> lines = text.lines().toList();
    Map<String, int[]> locations = new HashMap<>();
    int errorsBefore = (int) sink.errorCount();
    try (YAMLParser parser = (YAMLParser) factory.createParser(text)) {
      Walk walk = new Walk(parser, locations, displayPath, lines, sink);
      JsonToken first = parser.nextToken();
      if (first == null) {
        sink.error(
            "yaml-empty",
            SourceRef.file(displayPath),
            "the file is empty",
            emptyHint(relativePath));
        return Optional.empty();
      }
      JsonNode root = walk.value(first, "");
      if (parser.nextToken() != null) {
        // a second document after "---" would be silently ignored
        int[] at = walk.here();
        sink.error(
            "yaml-documents",
            SourceRef.at(displayPath, at[0], Math.max(1, at[1]))
                .withLineText(at[0] >= 1 && at[0] <= lines.size() ? lines.get(at[0] - 1) : null),
            "the file holds a second YAML document, which would be ignored",
            "keep one document per file: remove the \"---\" line and merge what follows into the first");
      }
      if (sink.errorCount() > errorsBefore) {
        return Optional.empty();
      }
      return Optional.of(
          new YamlDocument(displayPath, relativePath, root, Map.copyOf(locations), lines));
    } catch (JsonProcessingException e) {
      sink.add(syntaxError(e, displayPath, lines));
      return Optional.empty();
    } catch (IOException e) {
      sink.error(
          "yaml-syntax",
          SourceRef.file(displayPath),
          "cannot read the file as YAML",
          "check that it is a text file saved as UTF-8");
      return Optional.empty();
    }
  }

  /**
   * Jackson's own words for a problem, unless they speak of its internals (parser events, the names
   * of its limits), which mean nothing to the person who wrote the file.
   */
  private static String plainProblem(JsonProcessingException e) {
    String original = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
    if (e instanceof com.fasterxml.jackson.core.exc.StreamConstraintsException) {
      if (original.contains("nesting depth")) {
        return "the data is nested more than " + MAX_NESTING + " levels deep";
      }
      if (original.contains("Number value length")) {
        return "a number is longer than 1000 digits";
      }
      return "a value is larger than forge reads";
    }
    if (original.startsWith("Expected a field name")) {
      return "a key must be a plain word, not a list or a mapping";
    }
    String first = original.lines().findFirst().orElse("").strip();
    if (first.isEmpty()
        || first.contains("org.")
        || first.contains("com.")
        || first.contains("`")) {
      return "unreadable YAML";
    }
    return first;
  }

  private static String emptyHint(String relativePath) {
    return "a card-data file holds a mapping; see docs/card-data.md for what "
        + relativePath
        + " holds";
  }

  /**
   * A syntax error at the place the YAML parser found the problem (its "problem mark", which is
   * more precise than the token Jackson was reading), in words a newcomer can act on.
   */
  private static org.legendsforge.kit.diag.Diagnostic syntaxError(
      JsonProcessingException e, String displayPath, List<String> lines) {
    int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
    int column = e.getLocation() == null ? 0 : e.getLocation().getColumnNr();
    String problem = plainProblem(e);
    String hint = syntaxHint(problem);
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof org.yaml.snakeyaml.error.MarkedYAMLException m
          && m.getProblemMark() != null) {
        YamlSyntaxWords.Said said = YamlSyntaxWords.of(m, lines);
        line = said.line();
        column = said.column();
        problem = said.message();
        hint = said.hint();
        break;
      }
    }
    if (line > lines.size()) {
      line = lines.size();
      column = lines.isEmpty() ? 1 : lines.get(line - 1).length() + 1;
    }
    SourceRef where =
        line <= 0
            ? SourceRef.file(displayPath)
            : SourceRef.at(displayPath, line, Math.max(1, column))
                .withLineText(lines.get(line - 1));
    return org.legendsforge.kit.diag.Diagnostic.error(
        "yaml-syntax", where, "YAML syntax: " + problem, hint);
  }

  private static String syntaxHint(String problem) {
    if (problem.contains("nested more than")) {
      return "card data is only a few levels deep: look for a run of [ or { that is never closed";
    }
    if (problem.contains("longer than 1000 digits")) {
      return "write a number of a few digits";
    }
    if (problem.contains("TAB")) {
      return "indent with spaces; YAML does not allow tabs for indentation";
    }
    if (problem.contains("mapping values are not allowed")) {
      return "put text that contains \": \" in quotes, or check the indentation of this line";
    }
    if (problem.contains("end of stream") || problem.contains("quoted scalar")) {
      return "a quote or bracket is opened and never closed";
    }
    return "check the indentation (spaces only) and put text with special characters in quotes";
  }

  /** The recursive walk; one instance per file. */
  private static final class Walk {
    private final YAMLParser parser;
    private final Map<String, int[]> locations;
    private final String displayPath;
    private final List<String> lines;
    private final Diagnostics sink;

    Walk(
        YAMLParser parser,
        Map<String, int[]> locations,
        String displayPath,
        List<String> lines,
        Diagnostics sink) {
      this.parser = parser;
      this.locations = locations;
      this.displayPath = displayPath;
      this.lines = lines;
      this.sink = sink;
    }

    JsonNode value(JsonToken token, String pointer) throws IOException {
      Cancellation.check();
      int[] at = here();
      locations.put(pointer, at);
      rejectAnchor(at);
      switch (token) {
        case START_OBJECT:
          return object(pointer);
        case START_ARRAY:
          return array(pointer);
        case VALUE_STRING:
          if (parser.isCurrentAlias()) {
            sink.error(
                "yaml-alias",
                ref(at),
                "YAML aliases (*"
                    + org.legendsforge.kit.data.shape.Shape.quote(parser.getText())
                    + ") are not allowed in card data",
                "write the value out in full: every card should say what it means where it stands");
          }
          return NODES.textNode(parser.getText());
        case VALUE_NUMBER_INT:
          // a number too big for a long stays exact, so the shape check can say it is out of range
          return switch (parser.getNumberType()) {
            case INT -> NODES.numberNode(parser.getIntValue());
            case LONG -> NODES.numberNode(parser.getLongValue());
            default -> NODES.numberNode(parser.getBigIntegerValue());
          };
        case VALUE_NUMBER_FLOAT:
          return NODES.numberNode(parser.getDoubleValue());
        case VALUE_TRUE:
        case VALUE_FALSE:
          // YAML 1.1 reads yes/no/on/off as booleans; keep those as text so a name like "No"
          // stays a name and a flag written "yes" gets a clear error.
          String raw = parser.getText();
          if (raw.equals("true") || raw.equals("false")) {
            return NODES.booleanNode(token == JsonToken.VALUE_TRUE);
          }
          return NODES.textNode(raw);
        case VALUE_NULL:
          return NODES.nullNode();
        default:
          return NODES.textNode(parser.getText());
      }
    }

    private ObjectNode object(String pointer) throws IOException {
      ObjectNode node = NODES.objectNode();
      JsonToken t;
      while ((t = parser.nextToken()) == JsonToken.FIELD_NAME) {
        String key = parser.currentName();
        String child = pointer + "/" + escape(key);
        int[] keyAt = here();
        if (node.has(key)) {
          sink.error(
              "yaml-duplicate-key",
              ref(keyAt),
              "key "
                  + org.legendsforge.kit.data.shape.Shape.quote(key)
                  + " appears twice in the same mapping",
              "keep one of them; the second would silently replace the first");
        }
        locations.put(child + "#key", keyAt);
        JsonToken valueToken = parser.nextToken();
        node.set(key, value(valueToken, child));
      }
      return node;
    }

    private ArrayNode array(String pointer) throws IOException {
      ArrayNode node = NODES.arrayNode();
      JsonToken t;
      int i = 0;
      while ((t = parser.nextToken()) != JsonToken.END_ARRAY) {
        node.add(value(t, pointer + "/" + i++));
      }
      return node;
    }

    private void rejectAnchor(int[] at) {
      String line = at[0] >= 1 && at[0] <= lines.size() ? lines.get(at[0] - 1) : "";
      int col = at[1] - 1;
      if (col >= 0 && col < line.length() && line.charAt(col) == '&') {
        sink.error(
            "yaml-anchor",
            ref(at),
            "YAML anchors (&) are not allowed in card data",
            "write each card's values out in full instead of sharing them");
      }
    }

    int[] here() {
      JsonLocation l = parser.currentTokenLocation();
      return new int[] {l.getLineNr(), l.getColumnNr()};
    }

    private SourceRef ref(int[] at) {
      return SourceRef.at(displayPath, at[0], at[1])
          .withLineText(at[0] >= 1 && at[0] <= lines.size() ? lines.get(at[0] - 1) : null);
    }
  }

  static String escape(String key) {
    return key.replace("~", "~0").replace("/", "~1");
  }
}
