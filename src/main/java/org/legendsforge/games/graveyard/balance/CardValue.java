package org.legendsforge.games.graveyard.balance;

import java.util.List;
import java.util.Optional;

/**
 * A card's value in the balance model, with the parts it is made of (so the report can say why),
 * the value it should have, and the reason it is flagged, if it is.
 */
public record CardValue(
    String deck,
    String id,
    String name,
    int cost,
    double value,
    Optional<Double> aim,
    List<Part> parts,
    Optional<String> flag) {
  public record Part(String label, double value) {}

  public CardValue {
    parts = List.copyOf(parts);
  }

  public CardValue flagged(String reason) {
    return new CardValue(deck, id, name, cost, value, aim, parts, Optional.of(reason));
  }
}
