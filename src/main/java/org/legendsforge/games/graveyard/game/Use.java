package org.legendsforge.games.graveyard.game;

/**
 * One use of a card, as modifiers and sides see it (docs/card-rules.md): a weapon attack, a spell
 * cast, a hyper ability, a spirit's ability, a chaos element's ability, or the healing orb. {@code
 * hero} is the hero using it (-1 for a spirit or a chaos element, which stand nowhere), {@code
 * player} its controller or the spirit's player (0 for a chaos element, which has no side): its
 * spirit's modifiers apply, and friend and enemy are by that player's side. {@code card} is the
 * weapon, spell, holding hero, spirit or chaos element.
 */
record Use(Source source, int card, int hero, int player) {
  enum Source {
    WEAPON,
    SPELL,
    HYPER,
    SPIRIT,
    CHAOS,
    ORB
  }

  static Use weapon(GameState s, int weapon, int hero) {
    return new Use(Source.WEAPON, weapon, hero, s.owner(hero));
  }

  static Use spell(GameState s, int spell, int hero) {
    return new Use(Source.SPELL, spell, hero, s.owner(hero));
  }

  static Use hyper(GameState s, int hero) {
    return new Use(Source.HYPER, hero, hero, s.owner(hero));
  }

  static Use spirit(GameState s, int player) {
    return new Use(Source.SPIRIT, s.spirit(player), -1, player);
  }

  static Use chaos(int chaos) {
    return new Use(Source.CHAOS, chaos, -1, 0);
  }

  static Use orb(GameState s, int hero) {
    return new Use(Source.ORB, -1, hero, s.owner(hero));
  }

  /**
   * Whether a target is on the other side: a team-mate's hero is no enemy (a chaos element has no
   * side, so it is no one's enemy or friend).
   */
  boolean enemyOf(GameState s, int target) {
    int o = s.owner(target);
    return player != 0 && o != 0 && Lineup.sideOf(o) != Lineup.sideOf(player);
  }

  /** Whether a target is on the user's side (the user itself and team-mates' heroes included). */
  boolean friendOf(GameState s, int target) {
    int o = s.owner(target);
    return player != 0 && o != 0 && Lineup.sideOf(o) == Lineup.sideOf(player);
  }
}
