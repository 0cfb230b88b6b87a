package org.legendsforge.kit.render;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.InputRefusedException;
import org.legendsforge.kit.files.IoProblem;

/**
 * A YAML file of templates/ read as a tree, with the line and column of every key and value (by
 * JSON pointer), so layout and theme errors point at the line a designer has to fix.
 */
final class YamlSource {
  private static final ObjectMapper MAPPER =
      new ObjectMapper(new YAMLFactory()).enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

  private final String shownPath;
  private final JsonNode root;
  private final List<String> lines;
  private final Map<String, int[]> keyAt;
  private final Map<String, int[]> valueAt;

  private YamlSource(
      String shownPath,
      JsonNode root,
      List<String> lines,
      Map<String, int[]> keyAt,
      Map<String, int[]> valueAt) {
    this.shownPath = shownPath;
    this.root = root;
    this.lines = lines;
    this.keyAt = keyAt;
    this.valueAt = valueAt;
  }

  /** Larger than any template by far. */
  static final long MAX_BYTES = 1024 * 1024;

  /**
   * Reads {@code file} of the templates folder {@code templates}; a missing, unreadable or
   * unparsable file, or one that is not a plain file inside the folder, is reported and gives
   * empty.
   */
  static Optional<YamlSource> read(
      InputFolder templates, Path file, String shownPath, Diagnostics sink, String checkId) {
    String text;
    try {
      text = new String(templates.read(file, MAX_BYTES), StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      sink.error(checkId, SourceRef.file(shownPath), "file is missing", "create " + shownPath);
      return Optional.empty();
    } catch (InputRefusedException e) {
      sink.error(checkId, SourceRef.file(shownPath), e.sentence(), e.refusal().hint());
      return Optional.empty();
    } catch (IOException e) {
      sink.error(
          checkId,
          SourceRef.file(shownPath),
          "cannot read the file: " + IoProblem.describe(e),
          "check that you may read it (its permissions)");
      return Optional.empty();
    }
    List<String> lines = text.lines().toList();
    try {
      JsonNode root = MAPPER.readTree(text);
      if (root == null || !root.isObject()) {
        sink.error(
            checkId,
            SourceRef.at(shownPath, 1, 1),
            "expected a mapping of keys at the top of the file",
            "write key: value lines, as in the other files of this folder");
        return Optional.empty();
      }
      Map<String, int[]> keys = new HashMap<>();
      Map<String, int[]> values = new HashMap<>();
      index(text, keys, values);
      return Optional.of(new YamlSource(shownPath, root, lines, keys, values));
    } catch (IOException e) {
      JsonLocation loc = e instanceof JsonProcessingException jpe ? jpe.getLocation() : null;
      String why =
          e instanceof JsonProcessingException jpe ? jpe.getOriginalMessage() : e.toString();
      int line = loc == null ? 0 : loc.getLineNr();
      int col = loc == null ? 0 : loc.getColumnNr();
      String hint =
          "check the indentation (spaces only) and put text with special characters in quotes";
      var said = org.legendsforge.kit.data.YamlSyntaxWords.of(e, lines);
      if (said.isPresent()) {
        line = said.get().line();
        col = said.get().column();
        why = said.get().message();
        hint = said.get().hint();
      } else if (why == null || why.contains("com.") || why.contains("org.") || why.contains("`")) {
        why = "the file cannot be read as YAML";
      }
      SourceRef where = SourceRef.at(shownPath, line, col);
      if (line > 0 && line <= lines.size()) {
        where = where.withLineText(lines.get(line - 1));
      }
      sink.error(checkId, where, "YAML syntax: " + why, hint);
      return Optional.empty();
    }
  }

  private static void index(String text, Map<String, int[]> keys, Map<String, int[]> values)
      throws IOException {
    try (JsonParser p = MAPPER.getFactory().createParser(text)) {
      Deque<String> path = new ArrayDeque<>();
      Deque<Integer> arrayIndex = new ArrayDeque<>();
      path.push("");
      JsonToken t;
      while ((t = p.nextToken()) != null) {
        JsonLocation loc = p.currentTokenLocation();
        int[] at = {loc.getLineNr(), loc.getColumnNr()};
        switch (t) {
          case FIELD_NAME -> keys.put(path.peek() + "/" + p.currentName(), at);
          case START_OBJECT, START_ARRAY -> {
            String here = childPointer(p, path, arrayIndex);
            values.putIfAbsent(here, at);
            path.push(here);
            arrayIndex.push(t == JsonToken.START_ARRAY ? 0 : -1);
          }
          case END_OBJECT, END_ARRAY -> {
            path.pop();
            arrayIndex.pop();
            bumpArray(arrayIndex);
          }
          default -> {
            values.put(childPointer(p, path, arrayIndex), at);
            bumpArray(arrayIndex);
          }
        }
      }
    }
  }

  private static String childPointer(JsonParser p, Deque<String> path, Deque<Integer> idx)
      throws IOException {
    if (idx.isEmpty()) {
      return "";
    }
    if (idx.peek() >= 0) {
      return path.peek() + "/" + idx.peek();
    }
    return path.peek() + "/" + p.currentName();
  }

  private static void bumpArray(Deque<Integer> idx) {
    if (!idx.isEmpty() && idx.peek() >= 0) {
      idx.push(idx.pop() + 1);
    }
  }

  JsonNode root() {
    return root;
  }

  String path() {
    return shownPath;
  }

  /** Where the key at {@code pointer} is written, else its value, else the file. */
  SourceRef key(String pointer) {
    return ref(keyAt.getOrDefault(pointer, valueAt.get(pointer)));
  }

  /** Where the value at {@code pointer} is written, else its key, else the file. */
  SourceRef value(String pointer) {
    return ref(valueAt.getOrDefault(pointer, keyAt.get(pointer)));
  }

  private SourceRef ref(int[] at) {
    if (at == null) {
      return SourceRef.file(shownPath);
    }
    SourceRef r = SourceRef.at(shownPath, at[0], at[1]);
    return at[0] >= 1 && at[0] <= lines.size() ? r.withLineText(lines.get(at[0] - 1)) : r;
  }
}
