package org.legendsforge.kit.tts;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A card cut from a sheet: {@code CardID = sheet key × 100 + slot}. Like v12+ saves, it repeats its
 * own sheet so it keeps its face when taken out of the deck.
 */
public record CardState(
    @JsonUnwrapped ObjectBase base,
    @JsonProperty("CardID") int cardId,
    boolean sidewaysCard,
    boolean hideWhenFaceDown,
    boolean hands,
    Map<String, CustomDeckSheet> customDeck)
    implements ObjectState {

  public CardState {
    customDeck = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(customDeck));
  }

  public int sheetKey() {
    return cardId / 100;
  }

  public int slot() {
    return cardId % 100;
  }

  public static SortedMap<String, CustomDeckSheet> sheetMap(int key, CustomDeckSheet sheet) {
    SortedMap<String, CustomDeckSheet> m = new TreeMap<>();
    m.put(Integer.toString(key), sheet);
    return m;
  }
}
