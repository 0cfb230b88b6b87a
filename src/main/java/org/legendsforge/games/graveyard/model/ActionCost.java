package org.legendsforge.games.graveyard.model;

import java.util.Locale;
import java.util.Optional;

/**
 * Which of the hero's actions of the turn an ability uses up: none ("no action needed") or its
 * move, weapon or spell action ("instead of its move action").
 */
public enum ActionCost {
  NONE,
  MOVE,
  WEAPON,
  SPELL;

  /** The word used in card data ({@code move}). */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<ActionCost> fromKey(String key) {
    for (ActionCost a : values()) {
      if (a.key().equals(key)) {
        return Optional.of(a);
      }
    }
    return Optional.empty();
  }
}
