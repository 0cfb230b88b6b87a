package org.legendsforge.games.graveyard.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;
import org.legendsforge.kit.card.Face;

/**
 * A card's data as compact JSON for its {@code GMNotes}, so scripts (ours or a player's) can read
 * numbers without parsing rules text: its id, its deck, then the numbers its face gives the table
 * (in the card-data spelling, {@code 2r1d}, {@code 1 any + 2 P H F}, {@code F~}).
 */
public final class CardData {
  private final ObjectMapper json = new ObjectMapper();

  public String json(String deckId, Face face) {
    try {
      return json.writeValueAsString(fields(deckId, face));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("plain maps always serialise", e);
    }
  }

  Map<String, Object> fields(String deckId, Face face) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", face.id());
    m.put("deck", deckId);
    m.putAll(face.table().data());
    return m;
  }
}
