package org.legendsforge.kit.project;

import java.util.List;

/**
 * A deck of the game: which card types it holds, the words and colour of its back, and the sleeve
 * colour a player buys for it.
 */
public record DeckSpec(
    String id, String label, List<String> types, String backText, Rgb backColour, Rgb sleeve) {
  public DeckSpec {
    types = List.copyOf(types);
  }
}
