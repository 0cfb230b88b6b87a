package org.legendsforge.games.graveyard.diff;

import java.util.List;

/**
 * The card changes as one deck sees them. Derived decks (General Spells, Turn Order, Hero Control)
 * list the changes of the cards they copy, so a changed spell shows in its element deck and in
 * General.
 */
public record DeckDiff(String deckId, String name, boolean derived, List<CardChange> cards) {
  public DeckDiff {
    cards = List.copyOf(cards);
  }
}
