package org.legendsforge.games.graveyard.game;

import org.legendsforge.games.graveyard.rules.PickupKind;

/**
 * One decision of a player, as the engine takes it. Heroes, weapons, spells and spirits are indices
 * into {@link Cards}; cells are 0 (A1) to 89 (J9). What chance decides (the card drawn, where an
 * orb lands) is not part of an action but of its {@link Outcome}.
 */
public sealed interface Action {
  /** The word the game log uses for the action (game-log.md). */
  String kind();

  /** Setup: the deciding player takes a spirit. */
  record PickSpirit(int spirit) implements Action {
    public String kind() {
      return "pick-spirit";
    }
  }

  /** Setup: the deciding player takes a starting hero from the map. */
  record PickHero(int hero) implements Action {
    public String kind() {
      return "pick-hero";
    }
  }

  /** Setup: the starting hero keeps one of the top 3 starting weapons. */
  record KeepWeapon(int weapon) implements Action {
    public String kind() {
      return "keep-weapon";
    }
  }

  /** The top Turn Order card is drawn. */
  record DrawTurn() implements Action {
    public String kind() {
      return "turn";
    }
  }

  /** One step of the active hero's move, onto an orthogonal neighbour. */
  record Step(int cell) implements Action {
    public String kind() {
      return "move";
    }
  }

  /** The weapon action: the active hero attacks with one of its weapons. */
  record Attack(int weapon, AimAt target, Choices choices) implements Action {
    public String kind() {
      return "attack";
    }
  }

  /** The active hero casts a spell from its player's hand, paying its cost. */
  record Cast(int spell, AimAt target, Choices choices) implements Action {
    public String kind() {
      return "cast";
    }
  }

  /**
   * A hero's hyper ability (hero turn, {@code card} the hero's index) or a spirit's ability (player
   * turn, {@code card} the spirit's index).
   */
  record UseAbility(int hero, int spirit, AimAt target, Choices choices) implements Action {
    public String kind() {
      return "ability";
    }
  }

  /** The active hero picks up the orb it stands on; {@code kept} is the item kept, else -1. */
  record Pickup(int kept) implements Action {
    public String kind() {
      return "pickup";
    }
  }

  /** The active hero claims an adjacent dormant hero, which keeps a starting weapon. */
  record Claim(int hero, int kept) implements Action {
    public String kind() {
      return "claim";
    }
  }

  /** A player turn's redistribution between two friendly heroes (docs/rules-model.md §9). */
  record Redistribute(Resource what, int from, int to, int points) implements Action {
    public String kind() {
      return "redistribute";
    }
  }

  /** What a redistribution moves. */
  enum Resource {
    MANA,
    HEALTH,
    HYPER;

    public String key() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** At the end of a turn, a missing orb of this kind is placed at random (§12). */
  record RespawnOrb(PickupKind orb) implements Action {
    public String kind() {
      return "respawn";
    }
  }

  /**
   * A side's player picks the hero of its side that gains the 1 mana of a compensation trade (§6).
   */
  record Compensate(int hero) implements Action {
    public String kind() {
      return "compensate";
    }
  }

  /** A player whose hero died takes one of the heroes offered, which keeps a starting weapon. */
  record Spawn(int hero, int kept) implements Action {
    public String kind() {
      return "spawn";
    }
  }

  /** A player over its hand limits discards one of its spell cards. */
  record Discard(int card) implements Action {
    public String kind() {
      return "discard";
    }
  }

  /** The end of the turn. */
  record EndTurn() implements Action {
    public String kind() {
      return "end";
    }
  }
}
