package org.legendsforge.kit.project;

import java.util.Optional;

/**
 * One field a card type declares: its kind, whether every card must fill it, the range a number
 * must stay in, and for a reference the card type it names.
 */
public record FieldSpec(
    String name,
    FieldKind kind,
    boolean required,
    Optional<Integer> min,
    Optional<Integer> max,
    Optional<String> refersTo) {

  /** The range as a designer reads it: {@code 0 to 10}, {@code at least 1}, or empty. */
  public String range() {
    if (min.isPresent() && max.isPresent()) {
      return min.get() + " to " + max.get();
    }
    return min.map(m -> "at least " + m).or(() -> max.map(m -> "at most " + m)).orElse("");
  }

  public boolean inRange(int value) {
    return min.map(m -> value >= m).orElse(true) && max.map(m -> value <= m).orElse(true);
  }
}
