package org.legendsforge.games.graveyard.game;

/**
 * A player turn's 3 redistribute points (docs/rules-model.md §9): 1 point moves 1 mana or 1 health
 * from one friendly hero to another, 3 points move a hyper orb. Unspent points are lost at the end
 * of the turn.
 *
 * <p>Friendly is by side: on a side of two, a player's points move mana, health and hyper orbs
 * between any of the side's heroes, its partner's too (decision: the spec says "friendly heroes",
 * and a team-mate's heroes are friends, as the rules' glossary has it; so a partner with no hero of
 * its own yet still helps its side in its player turns).
 *
 * <p>Decisions where the spec is silent: health moves only from a hero that keeps at least 1 (a
 * player cannot kill its own hero this way) to a hero below its starting health; a hyper orb moves
 * only to a hero that holds none; {@code points} may move several units at once.
 */
final class Redistribution {
  private Redistribution() {}

  /** The points it costs to move {@code units} of a resource. */
  static int cost(GameState s, Action.Resource what, int units) {
    return what == Action.Resource.HYPER ? hyperPoints(s) : units;
  }

  private static int hyperPoints(GameState s) {
    return s.table.rule(org.legendsforge.games.graveyard.rules.RuleValue.HYPER_REDISTRIBUTE_COST);
  }

  static boolean allowed(GameState s, Action.Redistribute a) {
    return allowed(s, a.what(), a.from(), a.to(), a.points());
  }

  /** Whether moving {@code points} of {@code what} from one hero to another is allowed now. */
  static boolean allowed(GameState s, Action.Resource what, int from, int to, int points) {
    if (from == to
        || points < 1
        || points > s.actions.points()
        || s.life(from) != Life.ACTIVE
        || s.life(to) != Life.ACTIVE
        || s.side(from) != Lineup.sideOf(s.turnPlayer())
        || s.side(to) != Lineup.sideOf(s.turnPlayer())) {
      return false;
    }
    return switch (what) {
      case MANA -> s.mana(from) >= points;
      case HEALTH -> s.health(from) > points && s.health(to) + points <= s.maxHealth(to);
      case HYPER -> points == hyperPoints(s) && s.holdsHyper(from) && !s.holdsHyper(to);
    };
  }

  static void apply(GameState s, Action.Redistribute a, Events events) {
    s.actions.spendPoints(a.points());
    switch (a.what()) {
      case MANA -> {
        Effects.gainMana(s, a.from(), -a.points(), events);
        Effects.gainMana(s, a.to(), a.points(), events);
      }
      case HEALTH -> {
        s.board.setHealth(a.from(), s.health(a.from()) - a.points());
        s.board.setHealth(a.to(), s.health(a.to()) + a.points());
        events.add(new Event.HealthMoved(a.from(), -a.points()));
        events.add(new Event.HealthMoved(a.to(), a.points()));
      }
      case HYPER -> {
        s.board.loseHyper(a.from());
        s.board.gainHyper(a.to());
        events.add(new Event.HyperChanged(a.from(), false));
        events.add(new Event.HyperChanged(a.to(), true));
      }
    }
  }
}
