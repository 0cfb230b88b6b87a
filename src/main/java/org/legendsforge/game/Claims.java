package org.legendsforge.game;

/**
 * Claiming a dormant hero (rules-spec §8): once per turn, by the turn's hero from a cell touching
 * the dormant hero (diagonals count); the claimed hero enters play at full health with a kept
 * starting weapon and its card joins the Turn Order deck.
 *
 * <p>Decision where the spec is silent: "at most 3 claims" counts claims over the whole game, so a
 * player never controls more than 4 heroes, and a hero lost to death does not give a claim back.
 */
final class Claims {
  static final int MAX_PER_PLAYER = 3;

  private Claims() {}

  static void claim(GameState s, int hero, int kept) {
    s.claimed = true;
    s.claims[s.turnPlayer - 1]++;
    Roster.enter(s, hero, s.turnPlayer, kept, true);
  }
}
