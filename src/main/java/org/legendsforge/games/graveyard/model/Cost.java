package org.legendsforge.games.graveyard.model;

/**
 * What using an ability takes: one of the hero's actions of the turn (or none) and mana paid from
 * the hero using it. Only abilities whose player chooses to use them ({@link Trigger#chosen()}) of
 * a hero have a cost.
 */
public record Cost(ActionCost action, int mana) {
  /** No action needed, no mana. */
  public static final Cost NONE = new Cost(ActionCost.NONE, 0);

  public Cost {
    if (mana < 0) {
      throw new IllegalArgumentException("a cost in mana is never negative");
    }
  }

  public boolean free() {
    return action == ActionCost.NONE && mana == 0;
  }
}
