package org.legendsforge.games.graveyard.diff;

import java.util.List;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;

/**
 * One printed card to act on: reprint it (its drawing changed, or it is new in its deck) or take it
 * out of its deck. {@code card} is the new side's card, or the old side's for a removal; {@code
 * causes} names the data that changed (field paths as card-data names them).
 */
public record ReprintCard(DeckCard card, Why why, List<String> causes) {
  public enum Why {
    NEW("new card"),
    FACE("face changed"),
    BACK("back changed"),
    FACE_AND_BACK("face and back changed"),
    REMOVE("remove from the deck");

    private final String words;

    Why(String words) {
      this.words = words;
    }

    public String words() {
      return words;
    }
  }

  public ReprintCard {
    causes = List.copyOf(causes);
  }

  public String deckId() {
    return card.deck().id();
  }

  public String deckName() {
    return card.deck().name();
  }

  public String cardId() {
    return card.card().id();
  }

  public String cardName() {
    return card.card().name();
  }

  /** Whether the card is printed again (everything but a removal). */
  public boolean printed() {
    return why != Why.REMOVE;
  }

  /** The reason as people read it: {@code face changed (effects[0].damage)}. */
  public String reason() {
    return causes.isEmpty() ? why.words() : why.words() + " (" + String.join(", ", causes) + ")";
  }
}
