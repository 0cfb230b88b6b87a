package org.legendsforge.model;

/**
 * Game-wide settings. {@code slug} names output files; {@code compensateSetup} says whether pickups
 * placed during setup move the compensation counter once the starting heroes are picked
 * (docs/rules-model.md §6, default false); {@code startingMana} is each controlled hero's mana when
 * the game starts (default 0) and {@code manaPerTurn} the mana a hero gains at the start of each of
 * its own turns, stunned or not (default 1; docs/rules-model.md §12 "Mana income").
 */
public record Game(
    String name,
    String slug,
    String tagline,
    boolean compensateSetup,
    int startingMana,
    int manaPerTurn) {
  public static final int DEFAULT_STARTING_MANA = 0;
  public static final int DEFAULT_MANA_PER_TURN = 1;

  /** Settings with the default mana income. */
  public Game(String name, String slug, String tagline, boolean compensateSetup) {
    this(name, slug, tagline, compensateSetup, DEFAULT_STARTING_MANA, DEFAULT_MANA_PER_TURN);
  }
}
