package org.legendsforge.kit.project;

import java.util.Map;
import java.util.Optional;
import org.legendsforge.kit.diag.SourceRef;

/**
 * One card of a data-only game as its row or entry wrote it: its deck and type, its name, the
 * values of its type's fields (numbers as {@link Integer}, the rest as text), and how many copies
 * the deck holds.
 */
public record ProjectCard(
    String deck,
    String type,
    String name,
    Map<String, Object> values,
    int copies,
    SourceRef where) {
  public ProjectCard {
    values = Map.copyOf(values);
  }

  public Optional<String> text(String field) {
    Object v = values.get(field);
    return v == null ? Optional.empty() : Optional.of(v.toString());
  }

  public Optional<Integer> number(String field) {
    return values.get(field) instanceof Integer i ? Optional.of(i) : Optional.empty();
  }
}
