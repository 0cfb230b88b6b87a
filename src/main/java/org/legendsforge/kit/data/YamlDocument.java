package org.legendsforge.kit.data;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.kit.diag.SourceRef;

/**
 * One parsed card-data file: its tree, and where each node was written (JSON pointer such as {@code
 * /heroes/3/health} → line and column), so every later check can point at the user's text.
 *
 * @param displayPath the path as the user should read it (relative to where they stand)
 * @param relativePath the path relative to the data folder, with forward slashes
 */
public record YamlDocument(
    String displayPath,
    String relativePath,
    JsonNode root,
    Map<String, int[]> locations,
    List<String> lines) {

  /** Where the node at {@code pointer} starts; the nearest located ancestor when it is absent. */
  public SourceRef locate(String pointer) {
    String p = pointer;
    while (true) {
      int[] at = locations.get(p);
      if (at != null) {
        return ref(at[0], at[1]);
      }
      if (p.isEmpty()) {
        return SourceRef.file(displayPath);
      }
      p = p.substring(0, p.lastIndexOf('/'));
    }
  }

  /** Where the key of the field at {@code pointer} was written (for unknown-key errors). */
  public SourceRef locateKey(String pointer) {
    int[] at = locations.get(pointer + "#key");
    return at != null ? ref(at[0], at[1]) : locate(pointer);
  }

  /** A position {@code offset} characters into the scalar at {@code pointer}, past any quote. */
  public SourceRef locateInScalar(String pointer, int offset) {
    SourceRef start = locate(pointer);
    if (start.line() <= 0) {
      return start;
    }
    String text = lineText(start.line()).orElse("");
    int col = start.column();
    if (col - 1 < text.length() && (text.charAt(col - 1) == '"' || text.charAt(col - 1) == '\'')) {
      col++;
    }
    return ref(start.line(), col + offset);
  }

  private SourceRef ref(int line, int column) {
    return SourceRef.at(displayPath, line, column).withLineText(lineText(line).orElse(null));
  }

  private Optional<String> lineText(int line) {
    return line >= 1 && line <= lines.size() ? Optional.of(lines.get(line - 1)) : Optional.empty();
  }
}
