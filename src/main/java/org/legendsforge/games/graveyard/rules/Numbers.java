package org.legendsforge.games.graveyard.rules;

/**
 * The fixed numbers of the rules that no card data changes (docs/rules-model.md §6–9), for the
 * rules text to print from one place. Numbers the card data sets (orb counts, mana income) live in
 * the data; those that belong to one part of the model stay there ({@link Setup#HEROES_ON_MAP},
 * {@link Respawn#CHOICES}).
 */
public final class Numbers {
  /** Heroes a player may claim after its starting hero (§8). */
  public static final int CLAIMS = 3;

  /** Death points at which a player loses (§8). */
  public static final int DEATH_POINTS_TO_LOSE = 4;

  /** Redistribute points of a player turn; moving a hyper orb costs all of them (§9). */
  public static final int REDISTRIBUTE_POINTS = 3;

  /** Mana a hero pays to collect a hyper orb (§6). */
  public static final int HYPER_ORB_COST = 3;

  /** What a spirit's hand limits normally add up to (§9). */
  public static final int USUAL_HAND = 5;

  /** Cards looked at for a starting or item weapon, of which one is kept (§6, §7). */
  public static final int WEAPON_CHOICES = 3;

  /** Compensation points a side trades for 1 mana on one of its heroes (§6). */
  public static final int COMPENSATION_TRADE = 3;

  private Numbers() {}
}
