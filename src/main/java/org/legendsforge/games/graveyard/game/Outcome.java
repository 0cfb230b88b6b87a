package org.legendsforge.games.graveyard.game;

import java.util.List;
import org.legendsforge.games.graveyard.rules.PickupKind;

/**
 * What chance decided in an action, which the log records beside the choice: the Turn Order card
 * drawn and whether the deck was reshuffled first, the orb picked up, the cell an orb or hero was
 * placed on, the heroes offered for a replacement, the compensation points a placement gave, the
 * chaos element revealed. Fields that do not apply are 0, -1, false, null or empty.
 */
public record Outcome(
    int card,
    boolean reshuffled,
    PickupKind orb,
    int cell,
    List<Integer> offered,
    int compensationSide,
    int compensationPoints,
    int chaos) {
  public static final Outcome NONE = new Outcome(0, false, null, -1, List.of(), 0, 0, -1);

  public Outcome {
    offered = List.copyOf(offered);
  }

  static Outcome turn(int card, boolean reshuffled, int chaos) {
    return turn(card, reshuffled, chaos, 0, 0);
  }

  /** A Turn Order card drawn, with the points a variant's turn-order rule gave (§14). */
  static Outcome turn(int card, boolean reshuffled, int chaos, int side, int points) {
    return new Outcome(card, reshuffled, null, -1, List.of(), side, points, chaos);
  }

  static Outcome pickup(PickupKind orb, int cell) {
    return new Outcome(0, false, orb, cell, List.of(), 0, 0, -1);
  }

  static Outcome orb(PickupKind orb, int cell, int side, int points) {
    return new Outcome(0, false, orb, cell, List.of(), side, points, -1);
  }

  static Outcome spawned(int cell, List<Integer> offered) {
    return new Outcome(0, false, null, cell, offered, 0, 0, -1);
  }
}
