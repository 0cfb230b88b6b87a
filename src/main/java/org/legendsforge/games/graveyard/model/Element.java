package org.legendsforge.games.graveyard.model;

import java.util.Locale;

/** The six elements, each with its own spell deck (docs/rules-model.md §9). */
public enum Element {
  FIRE,
  WATER,
  AIR,
  EARTH,
  WHITE,
  BLACK;

  /** The lower-case word used in card data ({@code fire}). */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  public String displayName() {
    return name().charAt(0) + key().substring(1);
  }
}
