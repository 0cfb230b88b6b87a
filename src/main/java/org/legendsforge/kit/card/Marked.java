package org.legendsforge.kit.card;

/**
 * Someone a game's cards and pieces stand for (a hero), marked alike wherever it shows: its mark's
 * colour is chosen by its id and its initials are spelt from its name. The game's own record
 * answers these, so the kit's painters mark it without knowing the game.
 */
public interface Marked {
  /** Unique among the game's marked figures; chooses the mark's colour. */
  String id();

  /** As printed; the mark's initials come from it. */
  String name();
}
