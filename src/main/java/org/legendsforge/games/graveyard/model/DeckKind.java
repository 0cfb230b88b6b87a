package org.legendsforge.games.graveyard.model;

import java.util.Locale;
import java.util.Optional;

/** What a deck holds. General Spells, Turn Order and Hero Control are derived from other data. */
public enum DeckKind {
  FIRE_SPELLS,
  WATER_SPELLS,
  AIR_SPELLS,
  EARTH_SPELLS,
  WHITE_SPELLS,
  BLACK_SPELLS,
  GENERAL_SPELLS,
  STARTING_WEAPONS,
  ITEM_WEAPONS,
  CHAOS_ELEMENTS,
  HYPER_ORBS,
  TURN_ORDER,
  HERO_CONTROL,
  SPIRITS,
  TERRAIN;

  /** The word used in card data ({@code fire-spells}, {@code turn-order}). */
  public String key() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  public static Optional<DeckKind> fromKey(String key) {
    for (DeckKind k : values()) {
      if (k.key().equals(key)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }

  /** The element of an element spell deck. */
  public Optional<Element> element() {
    return switch (this) {
      case FIRE_SPELLS -> Optional.of(Element.FIRE);
      case WATER_SPELLS -> Optional.of(Element.WATER);
      case AIR_SPELLS -> Optional.of(Element.AIR);
      case EARTH_SPELLS -> Optional.of(Element.EARTH);
      case WHITE_SPELLS -> Optional.of(Element.WHITE);
      case BLACK_SPELLS -> Optional.of(Element.BLACK);
      default -> Optional.empty();
    };
  }

  public boolean derived() {
    return this == GENERAL_SPELLS || this == TURN_ORDER || this == HERO_CONTROL;
  }

  /** Terrain cards are 3 x 5 in index cards; every other deck is poker size. */
  public boolean indexCardSize() {
    return this == TERRAIN;
  }
}
