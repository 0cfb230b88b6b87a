package org.legendsforge.games.graveyard.rules;

/**
 * The characters game notation is made of, ASCII only. Java's {@code strip}, {@code isDigit} and
 * {@code parseInt} also accept other scripts' spaces and digits ("C٤"), and the game's Lua runtime
 * upper-cases by the player's culture (a Turkish "i" becomes "İ"); the notation parsers here and in
 * the Tabletop Simulator script both read bytes in these ranges, so they accept exactly the same
 * text.
 */
final class AsciiText {
  private AsciiText() {}

  /** Space, tab, line feed, vertical tab, form feed, carriage return: Lua's {@code %s}. */
  static boolean isSpace(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
  }

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** {@code text} without the ASCII spaces at either end (other spaces stay and fail to parse). */
  static String trim(String text) {
    int from = 0;
    int to = text.length();
    while (from < to && isSpace(text.charAt(from))) {
      from++;
    }
    while (to > from && isSpace(text.charAt(to - 1))) {
      to--;
    }
    return text.substring(from, to);
  }

  /** An ASCII letter in upper case; any other character unchanged. */
  static char upper(char c) {
    return c >= 'a' && c <= 'z' ? (char) (c - 32) : c;
  }

  /**
   * A whole number written in ASCII digits without a leading zero ("0" itself is fine), at most
   * {@code maxDigits} long; -1 for anything else.
   */
  static int number(String text, int maxDigits) {
    if (text.isEmpty()
        || text.length() > maxDigits
        || (text.length() > 1 && text.charAt(0) == '0')) {
      return -1;
    }
    int n = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!isDigit(c)) {
        return -1;
      }
      n = n * 10 + (c - '0');
    }
    return n;
  }
}
