package org.legendsforge.games.graveyard.game;

import java.util.Optional;
import org.legendsforge.games.graveyard.model.Ability;
import org.legendsforge.games.graveyard.model.Trigger;

/**
 * Abilities that happen by themselves (docs/card-rules.md, {@code Trigger}): a hyper ability at the
 * start of its holder's turn, when an enemy's use hurts its holder, when a hero dies; a chaos
 * element's when it is revealed or when a hero dies. Each waits in the state's queue, in the order
 * it happened (at one moment: the chaos element first, then heroes by card id), until {@link
 * Interrupts} resolves it: a chaos element's at once, a hero's by its player's choice of target.
 *
 * <p>An entry is one number: {@code kind * 1_000_000 + card * 1_000 + attacker + 1}.
 */
final class Triggers {
  static final int HYPER = 0;
  static final int CHAOS = 1;

  private Triggers() {}

  static int entry(int kind, int card, int attacker) {
    return kind * 1_000_000 + card * 1_000 + attacker + 1;
  }

  static int kind(int entry) {
    return entry / 1_000_000;
  }

  static int card(int entry) {
    return entry / 1_000 % 1_000;
  }

  /** The hero whose spell, attack or ability set off a HIT, or -1. */
  static int attacker(int entry) {
    return entry % 1_000 - 1;
  }

  /** The holder of a hyper entry, -1 for a chaos element's. */
  static int hero(int entry) {
    return kind(entry) == HYPER ? card(entry) : -1;
  }

  private static void queue(GameState s, int entry) {
    s.turn.queueTrigger(entry);
  }

  /** The hero's hyper ability with this trigger, when it holds an orb and is in play. */
  static Optional<Ability> hyper(GameState s, int hero, Trigger trigger) {
    if (s.life(hero) != Life.ACTIVE || !s.holdsHyper(hero)) {
      return Optional.empty();
    }
    return s.table.cards().hero(hero).hyper().ability().filter(a -> a.trigger() == trigger);
  }

  static Optional<Ability> chaos(GameState s, Trigger trigger) {
    if (s.chaos() < 0) {
      return Optional.empty();
    }
    return s.table.cards().chaos(s.chaos()).ability().filter(a -> a.trigger() == trigger);
  }

  /** The start of a hero's turn, after decay and mana income. */
  static void turnStart(GameState s, int hero) {
    if (hyper(s, hero, Trigger.TURN_START).isPresent()) {
      queue(s, entry(HYPER, hero, -1));
    }
  }

  /** A chaos element was revealed. */
  static void revealed(GameState s) {
    if (chaos(s, Trigger.REVEALED).isPresent()) {
      queue(s, entry(CHAOS, s.chaos(), -1));
    }
  }

  /** A hero died (after its death point): every HERO_DIES ability still in play happens. */
  static void heroDied(GameState s) {
    if (chaos(s, Trigger.HERO_DIES).isPresent()) {
      queue(s, entry(CHAOS, s.chaos(), -1));
    }
    for (int h : s.table.cards().heroesById()) {
      if (hyper(s, h, Trigger.HERO_DIES).isPresent()) {
        queue(s, entry(HYPER, h, -1));
      }
    }
  }

  /**
   * A spell, weapon attack or ability of an enemy dealt damage to the heroes marked {@code hit}:
   * each that lives and holds a HIT ability has it happen (decay and chaos elements never do).
   */
  static void hits(GameState s, Use use, boolean[] hit) {
    if (use.source() == Use.Source.CHAOS || use.source() == Use.Source.ORB) {
      return;
    }
    for (int h : s.table.cards().heroesById()) {
      if (hit[h] && hyper(s, h, Trigger.HIT).isPresent()) {
        queue(s, entry(HYPER, h, use.hero()));
      }
    }
  }
}
