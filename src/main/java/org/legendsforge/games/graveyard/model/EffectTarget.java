package org.legendsforge.games.graveyard.model;

import java.util.Locale;

/** Who an effect lands on. */
public enum EffectTarget {
  /** The card's target: the hero hit, or every valid hero in the area. */
  TARGET,
  /** The hero who plays the card or wields the weapon. */
  SELF;

  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }
}
