package org.legendsforge.games.graveyard.diff;

import java.util.List;
import java.util.Optional;

/**
 * What differs between two card sets: card changes deck by deck, changes of the decks themselves
 * and of the game's settings, the balance change when both sides could be priced, the cards whose
 * printed face may change, and card-level counts (each card once, however many decks print it).
 */
public record DataDiff(
    List<DeckDiff> decks,
    List<CardChange> deckChanges,
    List<FieldChange> game,
    Optional<BalanceDiff> balance,
    Reprint reprint,
    Counts counts) {

  public DataDiff {
    decks = List.copyOf(decks);
    deckChanges = List.copyOf(deckChanges);
    game = List.copyOf(game);
  }

  /** Cards added, removed and changed, each counted once. */
  public record Counts(int added, int removed, int changed) {}

  public boolean isEmpty() {
    return counts.added() + counts.removed() + counts.changed() == 0
        && deckChanges.isEmpty()
        && game.isEmpty()
        && balance.map(b -> b.cards().isEmpty() && b.decks().isEmpty()).orElse(true);
  }
}
