package org.legendsforge.games.graveyard.model;

import java.util.Locale;
import java.util.Optional;

/**
 * When an ability of a card happens (docs/card-rules.md gives the exact moments). Which card kinds
 * may use which trigger is checked by {@code validate.CardRulesCheck}.
 */
public enum Trigger {
  /** At the start of each of the hero's own turns, after decay and mana income; not optional. */
  TURN_START,
  /** At most once in each of the hero's own turns, whenever its player chooses. */
  ONCE_PER_TURN,
  /** At most once in each of the player's own player turns, whenever it chooses (spirits). */
  PLAYER_TURN,
  /** Each time an enemy's spell, weapon attack or ability deals damage to the hero. */
  HIT,
  /** Whenever a hero in play dies. */
  HERO_DIES,
  /** Once, when the chaos element is revealed. */
  REVEALED;

  /** The word used in card data ({@code turn-start}). */
  public String key() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** Whether the player decides if and when it is used (otherwise it happens by itself). */
  public boolean chosen() {
    return this == ONCE_PER_TURN || this == PLAYER_TURN;
  }

  public static Optional<Trigger> fromKey(String key) {
    for (Trigger t : values()) {
      if (t.key().equals(key)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }
}
