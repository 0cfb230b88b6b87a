package org.legendsforge.kit.diag;

import java.util.Optional;

/**
 * Where a problem is: a file path as the user should read it (relative to where they stand), a
 * 1-based line and column (0 when unknown), and the text of that line for the caret display.
 */
public record SourceRef(String path, int line, int column, Optional<String> lineText) {
  public static SourceRef file(String path) {
    return new SourceRef(path, 0, 0, Optional.empty());
  }

  public static SourceRef at(String path, int line, int column) {
    return new SourceRef(path, line, column, Optional.empty());
  }

  public SourceRef withLineText(String text) {
    return new SourceRef(path, line, column, Optional.ofNullable(text));
  }

  /** {@code card-data/heroes.yaml:12:5}, or the bare path when the position is unknown. */
  public String location() {
    if (line <= 0) {
      return path;
    }
    return path + ":" + line + ":" + Math.max(column, 1);
  }
}
