package org.legendsforge.kit.card;

import java.util.Optional;

/**
 * How a deck shows on its cards, in values that name no game's types: its name and icon on each
 * face's band and on its back, its sleeve's colour, and its back: the generated pattern {@code
 * backPattern}, or the designer's own picture {@code backImage}, which then fills the whole back.
 */
public record DeckLook(
    String name, String icon, Sleeve sleeve, String backPattern, Optional<Art> backImage) {
  /** How {@code deck} shows: its own name, icon, sleeve and back. */
  public static DeckLook of(CardDeck deck) {
    return new DeckLook(
        deck.name(), deck.icon(), deck.sleeve(), deck.backPattern(), deck.backImage());
  }
}
