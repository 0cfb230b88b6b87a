package org.legendsforge.games.graveyard.game;

import java.util.List;
import org.legendsforge.games.graveyard.model.Ability;
import org.legendsforge.games.graveyard.model.Trigger;

/**
 * What must happen before the game goes on after an action, in this order: a side that traded
 * compensation points picks the hero gaining the mana, one trade at a time (§6, {@link Orbs#trade};
 * the trade belongs to the placement that caused it, so it comes first); a player over its hand
 * limits discards at once (§9); abilities that happened by themselves resolve ({@link Triggers}: a
 * chaos element's at once, a hero's when its player has chosen); players whose heroes died pick
 * replacements (§8). The game waits in {@link Phase#COMPENSATE}, {@link Phase#DISCARD}, {@link
 * Phase#TRIGGERED} or {@link Phase#SPAWN} for each decision, then returns to the phase it left.
 */
final class Interrupts {
  private Interrupts() {}

  /**
   * Settles the state after an action; the phase it left is where the game goes when nothing waits.
   */
  static void settle(GameState s, Events events) {
    TurnState turn = s.turn;
    while (!s.over()) {
      if (turn.tradeSide() > 0) {
        if (Orbs.tradeHeroes(s, turn.tradeSide()).length < 2) {
          Orbs.tradeUnasked(s, events); // the side lost heroes since the trade: nothing to pick
          continue;
        }
        turn.awaitTrade();
        return;
      }
      int over = playerOverLimits(s);
      if (over > 0) {
        turn.awaitDiscard(over);
        return;
      }
      if (turn.triggerWaiting()) {
        int e = turn.firstTrigger();
        if (Triggers.kind(e) == Triggers.CHAOS) {
          turn.dropTrigger();
          chaos(s, Triggers.card(e), events);
          continue;
        }
        if (options(s).isEmpty()) {
          turn.dropTrigger(); // it happens, but on no one: nothing to do
          continue;
        }
        turn.awaitTrigger();
        return;
      }
      if (turn.owedPlayer() > 0) {
        if (turn.offer().length == 0 && !Roster.drawOffer(s)) {
          turn.dropOwed(); // no hero left to offer
          continue;
        }
        turn.awaitSpawn();
        return;
      }
      turn.settled();
      return;
    }
  }

  /** The first player holding more spells over its limits than its hand may keep, or 0. */
  private static int playerOverLimits(GameState s) {
    for (int p = 1; p <= s.players(); p++) {
      if (s.spirit(p) >= 0 && overLimits(s, p)) {
        return p;
      }
    }
    return 0;
  }

  /**
   * Whether the player holds more spells than its limits and HandLimits allow (checked after every
   * action).
   */
  private static boolean overLimits(GameState s, int p) {
    int over = SpellDecks.overBy(s, p);
    return over > 0 && over > InForce.handExtra(s, p);
  }

  /** The ways the first waiting hero ability can be resolved (its holder gone: none). */
  static List<Action.UseAbility> options(GameState s) {
    int e = s.turn.firstTrigger();
    int hero = Triggers.hero(e);
    Ability ability = s.table.cards().hero(hero).hyper().ability().orElse(null);
    if (ability == null || s.life(hero) != Life.ACTIVE || !s.holdsHyper(hero)) {
      return List.of();
    }
    return Abilities.options(s, Use.hyper(s, hero), ability, Triggers.attacker(e));
  }

  private static void chaos(GameState s, int chaos, Events events) {
    s.table
        .cards()
        .chaos(chaos)
        .ability()
        .filter(a -> a.trigger() == Trigger.REVEALED || a.trigger() == Trigger.HERO_DIES)
        .ifPresent(a -> Abilities.happen(s, Use.chaos(chaos), a, events));
  }
}
