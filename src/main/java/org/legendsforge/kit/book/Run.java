package org.legendsforge.kit.book;

import java.util.List;

/** A stretch of running text in one face. */
public record Run(String text, Style style) {
  /** The faces rules text uses: Markdown's plain, {@code **strong**} and {@code *emphasis*}. */
  public enum Style {
    REGULAR,
    BOLD,
    ITALIC
  }

  /** The runs as plain text, faces dropped. */
  public static String plain(List<Run> runs) {
    StringBuilder out = new StringBuilder();
    runs.forEach(r -> out.append(r.text()));
    return out.toString();
  }
}
