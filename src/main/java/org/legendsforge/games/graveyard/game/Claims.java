package org.legendsforge.games.graveyard.game;

/**
 * Claiming a dormant hero (docs/rules-model.md §8): once per turn, by the turn's hero from a cell
 * touching the dormant hero (diagonals count); the claimed hero enters play at full health with a
 * kept starting weapon and its card joins the Turn Order deck.
 *
 * <p>A side gains at most 4 heroes in all, its starting hero and 3 claims, whether one player or
 * two play it (docs/rules-model.md §12 "Teams": each of two players controls 2 of the side's 4). On
 * a side of two the claimed hero goes to the player {@link Lineup#controller} names by the order
 * the side gained it, whichever of the side's heroes claimed it.
 *
 * <p>Decision where the spec is silent: "at most 3 claims" counts claims over the whole game, so a
 * side never gains more than 4 heroes, and a hero lost to death does not give a claim back.
 */
final class Claims {
  private Claims() {}

  static void claim(GameState s, int hero, int kept) {
    s.actions.useClaim();
    int side = Lineup.sideOf(s.turnPlayer());
    int index = s.score.claim(side);
    Roster.enter(s, hero, s.lineup().controller(side, index), kept, true);
  }
}
