package org.legendsforge.games.graveyard.model;

import java.util.Locale;
import java.util.Optional;

/**
 * What a hero can carry that a card may ask about: the three timed statuses, decay (one stack or
 * more) and a shield (one point or more).
 */
public enum Status {
  STUN,
  STUCK,
  SLOW,
  DECAY,
  SHIELD;

  /** The word used in card data ({@code stuck}), the same as the effect that gives it. */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<Status> fromKey(String key) {
    for (Status s : values()) {
      if (s.key().equals(key)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }
}
