package org.legendsforge.kit.project;

import java.util.List;
import java.util.Optional;

/**
 * A kind of card the game has (a spell, a monster): the name shown on its type line, the colour of
 * its frame ({@code none} for a plain card), and the fields its cards carry besides their name.
 */
public record CardType(String id, String label, Optional<Rgb> frame, List<FieldSpec> fields) {
  public CardType {
    fields = List.copyOf(fields);
  }

  public Optional<FieldSpec> field(String name) {
    return fields.stream().filter(f -> f.name().equals(name)).findFirst();
  }
}
