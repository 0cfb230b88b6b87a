package org.legendsforge.games.graveyard.rules;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Spell-hand limits (docs/rules-model.md §9): at the end of a player's turn the player draws each
 * deck up to its limit; a hand over a limit discards down to it at once. Keys are the decks (any
 * type, so the model stays free of card classes).
 */
public final class SpellHand {
  private SpellHand() {}

  /** How many to draw and to discard from one deck. At most one of the two is positive. */
  public record Change(int draw, int discard) {}

  /** At the end of the turn: draw up to the limit, or discard down to it. */
  public static Change endOfTurn(int limit, int held) {
    return new Change(Math.max(0, limit - held), overLimit(limit, held));
  }

  /** At any other moment only the discard applies. */
  public static int overLimit(int limit, int held) {
    return Math.max(0, held - limit);
  }

  /** Per deck, for every deck with a limit (a deck missing from {@code held} holds none). */
  public static <K> Map<K, Change> endOfTurn(Map<K, Integer> limits, Map<K, Integer> held) {
    Map<K, Change> out = new LinkedHashMap<>();
    limits.forEach((deck, limit) -> out.put(deck, endOfTurn(limit, held.getOrDefault(deck, 0))));
    return out;
  }
}
