package org.legendsforge.games.graveyard.model;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

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

  /**
   * Whether the rules ask for a sleeve colour of its own on this deck and {@code other}: General
   * Spells against each element deck, Turn Order against Hero Control, Starting against Item
   * Weapons.
   */
  public boolean sleevedApartFrom(DeckKind other) {
    return this != other && KEEP_APART.contains(Set.of(this, other));
  }

  private static final List<Set<DeckKind>> KEEP_APART = keepApart();

  private static List<Set<DeckKind>> keepApart() {
    List<Set<DeckKind>> pairs = new java.util.ArrayList<>();
    for (DeckKind k : values()) {
      if (k.element().isPresent()) {
        pairs.add(Set.of(GENERAL_SPELLS, k));
      }
    }
    pairs.add(Set.of(TURN_ORDER, HERO_CONTROL));
    pairs.add(Set.of(STARTING_WEAPONS, ITEM_WEAPONS));
    return List.copyOf(pairs);
  }

  public boolean derived() {
    return this == GENERAL_SPELLS || this == TURN_ORDER || this == HERO_CONTROL;
  }

  /** Terrain cards are 3 x 5 in index cards; every other deck is poker size. */
  public boolean indexCardSize() {
    return this == TERRAIN;
  }
}
