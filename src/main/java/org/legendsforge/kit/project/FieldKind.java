package org.legendsforge.kit.project;

import java.util.Locale;
import java.util.Optional;

/** What a card field holds, as a project's {@code game.yaml} names it. */
public enum FieldKind {
  /** Words printed on the card (rules text, flavour). */
  TEXT,
  /** A whole number, optionally kept within a range. */
  NUMBER,
  /** An image file below the project folder. */
  ART,
  /** The name of another card of the project, of a given type. */
  CARD;

  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<FieldKind> of(String word) {
    for (FieldKind k : values()) {
      if (k.word().equals(word)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }
}
