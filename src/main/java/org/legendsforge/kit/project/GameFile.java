package org.legendsforge.kit.project;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** What {@code game.yaml} declares, before the cards are read against it. */
record GameFile(
    String name,
    double cardWidth,
    double cardHeight,
    Map<String, CardType> types,
    List<DeckSpec> decks,
    List<TablePiece> pieces,
    List<String> cardFiles,
    Optional<String> rulesFile) {

  Optional<DeckSpec> deck(String id) {
    return decks.stream().filter(d -> d.id().equals(id)).findFirst();
  }
}
