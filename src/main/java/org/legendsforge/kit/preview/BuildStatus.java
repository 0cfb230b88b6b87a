package org.legendsforge.kit.preview;

/**
 * What {@code forge watch} tells open pages: the id of the build the output folder holds (empty
 * before the first good build), whether the last rebuild succeeded, and its errors when it did not.
 */
public record BuildStatus(long sequence, String id, boolean ok, String errors) {
  public static BuildStatus none() {
    return new BuildStatus(0, "", true, "");
  }

  /** As the JSON the page's script reads. */
  public String json() {
    return "{\"sequence\":"
        + sequence
        + ",\"id\":"
        + quote(id)
        + ",\"ok\":"
        + ok
        + ",\"errors\":"
        + quote(errors)
        + "}";
  }

  static String quote(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
            b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }
}
