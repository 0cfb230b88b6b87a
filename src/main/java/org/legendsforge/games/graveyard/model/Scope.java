package org.legendsforge.games.graveyard.model;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What a modifier changes, always seen from its card's owner: a weapon's wielder, a hyper ability's
 * holder, a spirit's player's heroes, and for a chaos element every hero.
 */
public enum Scope {
  /** The card's own effects: its attack, its cast, its ability. */
  THIS,
  /** Spells cast. */
  SPELLS,
  /** Weapon attacks. */
  WEAPONS,
  /** Hyper abilities and spirits' abilities. */
  ABILITIES,
  /** The healing orb's health (only healing comes from an orb). */
  ORBS;

  /** Every use of a card, and the orbs: what a chaos element changes unless it says otherwise. */
  public static final Set<Scope> EVERYTHING = Set.of(SPELLS, WEAPONS, ABILITIES, ORBS);

  /** The word used in card data ({@code weapons}). */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<Scope> fromKey(String key) {
    for (Scope s : values()) {
      if (s.key().equals(key)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }
}
