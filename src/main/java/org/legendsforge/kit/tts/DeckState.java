package org.legendsforge.kit.tts;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A deck of sheet cards ({@code DeckCustom}). {@code deckIds} lists the cards' CardIDs in the order
 * of {@code containedObjects}; {@code customDeck} holds every sheet they use. The game cannot show
 * a one-card deck, so the constructor refuses one.
 */
public record DeckState(
    @JsonUnwrapped ObjectBase base,
    boolean sidewaysCard,
    boolean hideWhenFaceDown,
    boolean hands,
    @JsonProperty("DeckIDs") List<Integer> deckIds,
    Map<String, CustomDeckSheet> customDeck,
    List<CardState> containedObjects)
    implements ObjectState {

  public DeckState {
    deckIds = List.copyOf(deckIds);
    containedObjects = List.copyOf(containedObjects);
    customDeck = Collections.unmodifiableSortedMap(new TreeMap<>(customDeck));
    if (containedObjects.size() < 2) {
      throw new IllegalArgumentException("a deck needs at least 2 cards: " + base.nickname());
    }
    if (!deckIds.equals(containedObjects.stream().map(CardState::cardId).toList())) {
      throw new IllegalArgumentException("DeckIDs must follow the contained cards");
    }
  }
}
