package org.legendsforge.games.graveyard.game;

/** What the game waits for next: whose decision, of which kind. */
public enum Phase {
  /** Setup: a player picks a spirit (the start player picks last, §7.4). */
  PICK_SPIRIT,
  /**
   * Setup: a side's first player picks its starting hero from the 8 on the map (the start player
   * first).
   */
  PICK_HERO,
  /** Setup: a player keeps one of the top 3 starting weapons for its starting hero (§7.5). */
  KEEP_WEAPON,
  /** The top Turn Order card is to be drawn (no one chooses). */
  DRAW_TURN,
  /** A controlled hero's turn: move steps, weapon, spell, pickups, a claim, the end. */
  HERO_TURN,
  /** A player turn: the spirit's ability and 3 redistribute points. */
  PLAYER_TURN,
  /** A player over its hand limits discards a spell of its choice (§9), one at a time. */
  DISCARD,
  /**
   * A hero's hyper ability happened by itself (at the start of its turn, when hit, when a hero
   * died): its player picks the target and the effects' choices.
   */
  TRIGGERED,
  /** A player whose hero died picks its replacement from the heroes offered (§8). */
  SPAWN,
  /** At the end of a turn, the player whose turn it was picks a missing orb to respawn (§12). */
  RESPAWN_ORB,
  /**
   * A side traded 3 compensation points for 1 mana (§6) and has two or more heroes in play: its
   * first player picks the hero that gains it, one trade at a time ({@link Orbs#trade}).
   */
  COMPENSATE,
  /** A player reached 4 death points (its side lost), or the turn limit was reached. */
  OVER
}
