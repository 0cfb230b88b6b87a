package org.legendsforge.kit.print;

import java.util.Locale;

/**
 * Which deck {@code --deck} names. Users type what they see: the deck's id in {@code decks.yaml}
 * ({@code fire}), what it holds as {@code summary.txt} lists it ({@code fire-spells}), or its name
 * ({@code "Fire Spells"}, any case, spaces or hyphens). All three name the same deck.
 */
public final class DeckChoice {
  private DeckChoice() {}

  /** Whether {@code typed} is one of a deck's {@code names} (its id, contents and name). */
  public static boolean matches(String typed, String... names) {
    String t = slug(typed);
    for (String name : names) {
      if (t.equals(slug(name))) {
        return true;
      }
    }
    return false;
  }

  /** Lower case, every run of other characters than letters and digits one hyphen. */
  static String slug(String s) {
    return s.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("^-|-$", "");
  }
}
