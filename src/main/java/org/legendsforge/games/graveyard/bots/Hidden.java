package org.legendsforge.games.graveyard.bots;

import org.legendsforge.games.graveyard.game.Action;

/** What a bot cannot see before it acts: which card an action that draws spells would draw. */
final class Hidden {
  private Hidden() {}

  /** Whether {@code a} draws spells (its player picks the decks; the cards drawn are hidden). */
  static boolean draws(Action a) {
    if (a instanceof Action.Cast c) {
      return !c.choices().draws().isEmpty();
    }
    if (a instanceof Action.Attack at) {
      return !at.choices().draws().isEmpty();
    }
    return a instanceof Action.UseAbility u && !u.choices().draws().isEmpty();
  }
}
