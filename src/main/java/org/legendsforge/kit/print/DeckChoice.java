package org.legendsforge.kit.print;

import java.util.Locale;
import org.legendsforge.games.graveyard.model.Deck;

/**
 * Which deck {@code --deck} names. Users type what they see: the deck's id in {@code decks.yaml}
 * ({@code fire}), what it holds as {@code summary.txt} lists it ({@code fire-spells}), or its name
 * ({@code "Fire Spells"}, any case, spaces or hyphens). All three name the same deck.
 */
public final class DeckChoice {
  private DeckChoice() {}

  public static boolean matches(Deck deck, String typed) {
    String t = slug(typed);
    return t.equals(slug(deck.id()))
        || t.equals(slug(deck.contents().key()))
        || t.equals(slug(deck.name()));
  }

  /** Lower case, every run of other characters than letters and digits one hyphen. */
  static String slug(String s) {
    return s.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("^-|-$", "");
  }
}
