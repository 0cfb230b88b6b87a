package org.legendsforge.games.graveyard.model;

import java.util.Locale;
import java.util.Set;
import org.legendsforge.games.graveyard.rules.DamageModifier;
import org.legendsforge.games.graveyard.rules.Terrain;

/**
 * A rule of a card that holds while the card is in force rather than happening: a weapon's while it
 * is held, a hyper ability's while the orb is held, a spirit's for the whole game, a chaos
 * element's until the next reshuffle. docs/card-rules.md gives each one's exact meaning for the
 * engine.
 */
public sealed interface Modifier {

  /**
   * {@code amount} more damage (less when negative) to each hero that damage from a use in {@code
   * of} lands on, if it has one of {@code against} (empty: always). Added once per hero per use, as
   * an addition after multipliers (docs/rules-model.md §5); never to damage a card deals to its own
   * user.
   */
  record ExtraDamage(int amount, Set<Status> against, Set<Scope> of) implements Modifier {
    public ExtraDamage {
      if (amount == 0) {
        throw new IllegalArgumentException("extra damage of 0");
      }
      against = EnumSets.copy(Status.class, against);
      of = EnumSets.copy(Scope.class, of);
    }

    public DamageModifier asDamageModifier() {
      return amount > 0 ? DamageModifier.plus(amount) : DamageModifier.minus(-amount);
    }
  }

  /**
   * Damage or healing from a use in {@code of} doubled or halved (rounding down), before additions.
   */
  record Scaled(Quantity quantity, Scale scale, Set<Scope> of) implements Modifier {
    public Scaled {
      of = EnumSets.copy(Scope.class, of);
    }

    public DamageModifier asDamageModifier() {
      return scale == Scale.DOUBLED ? DamageModifier.times(2) : DamageModifier.dividedBy(2);
    }
  }

  /**
   * Uses in {@code of} reach at most {@code cells}, with or without over; areas keep their size.
   */
  record MaxRange(int cells, Set<Scope> of) implements Modifier {
    public MaxRange {
      of = EnumSets.copy(Scope.class, of);
    }
  }

  /** These terrain types no longer block line of sight. */
  record ClearSight(Set<Terrain> terrains) implements Modifier {
    public ClearSight {
      terrains = EnumSets.copy(Terrain.class, terrains);
    }
  }

  /** Water ({@code W}) movement enters sea only, no longer land cells with a river. */
  record FrozenRivers() implements Modifier {}

  /** The owner's player may keep {@code extra} spells over its hand limits. */
  record HandLimit(int extra) implements Modifier {}

  /** The card's use and its user's move action exclude each other within one turn. */
  record ExcludesMove() implements Modifier {}

  /** What a {@link Scaled} modifier changes. */
  enum Quantity {
    DAMAGE,
    HEALING;

    public String key() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** Doubled or halved. */
  enum Scale {
    DOUBLED,
    HALVED;

    public String key() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** The word that names the modifier in card data ({@code extraDamage}). */
  default String key() {
    if (this instanceof ExtraDamage) {
      return "extraDamage";
    } else if (this instanceof Scaled s) {
      return s.scale().key();
    } else if (this instanceof MaxRange) {
      return "maxRange";
    } else if (this instanceof ClearSight) {
      return "clearSight";
    } else if (this instanceof FrozenRivers) {
      return "frozenRivers";
    } else if (this instanceof HandLimit) {
      return "handLimit";
    }
    return "excludesMove";
  }
}
