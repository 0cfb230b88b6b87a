package org.legendsforge.kit.tts;

/**
 * Writes Java strings as Lua 5.2 string literals that MoonSharp reads the same way. FreeMarker's
 * {@code ?j_string} is not enough: it writes {@code \\u0001}, which Lua 5.2 rejects. Control
 * characters become decimal {@code \\ddd} escapes (always three digits, so a following digit is
 * never swallowed); characters beyond ASCII stay as they are, since both runtimes read the script
 * as text and a byte escape would split a character in MoonSharp. A literal never holds a line
 * break or a {@code ]} (written {@code \093}), so it stays inert wherever a template puts it, even
 * inside a {@code --} comment or a {@code --[[ ... ]]} long comment, which a bare {@code ]]} would
 * close.
 */
public final class LuaStrings {
  private LuaStrings() {}

  public static String quote(String s) {
    StringBuilder out = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '"' -> out.append("\\\"");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case ']' -> out.append("\\093");
        default -> {
          if (c < 0x20 || c == 0x7F) {
            out.append('\\').append(String.format(java.util.Locale.ROOT, "%03d", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }
}
