package org.legendsforge.games.graveyard.model;

import java.util.Locale;
import java.util.Optional;

/**
 * Whose heroes a target may be, seen from the card's user. {@code FRIEND} includes the user itself;
 * {@code ANY} is every hero in play (a chaos element, which belongs to no side, names only these).
 */
public enum Side {
  ENEMY("enemy"),
  FRIEND("friend"),
  ANY("hero");

  private final String key;

  Side(String key) {
    this.key = key;
  }

  /** The word used in card data: {@code enemy}, {@code friend}, {@code hero}. */
  public String key() {
    return key;
  }

  public static Optional<Side> fromKey(String key) {
    for (Side s : values()) {
      if (s.key.equals(key.toLowerCase(Locale.ROOT))) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }
}
