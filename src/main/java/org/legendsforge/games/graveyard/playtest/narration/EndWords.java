package org.legendsforge.games.graveyard.playtest.narration;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

/**
 * How a game ended, in a sentence that says why: "Blue reached 4 death points and loses: Red wins
 * after 69 turns." A death point is a hero of that player's that died, and the side of the first
 * player to reach the losing count loses.
 */
public final class EndWords {
  private EndWords() {}

  static String sentence(TableNames names, GameState s, GameRunner.Result r) {
    int[] points = r.deathPoints();
    if (r.winner() == 0) {
      return "The turn limit stopped the game after "
          + r.turns()
          + " turns: no winner (death points: "
          + deathPoints(names, points)
          + ").";
    }
    int loser = loser(r.winner(), points);
    int losingSide = Lineup.sideOf(loser);
    String lost =
        s.lineup() == Lineup.ONE_V_ONE
            ? names.player(loser) + " reached " + points[loser - 1] + " death points and loses"
            : names.player(loser)
                + " reached "
                + points[loser - 1]
                + " death points, so "
                + names.side(losingSide)
                + " loses";
    return lost
        + ": "
        + names.side(r.winner())
        + " wins after "
        + r.turns()
        + " turns (death points: "
        + deathPoints(names, points)
        + ").";
  }

  /**
   * The player whose death points ended the game: the one with the most on the side that did not
   * win (the first of them on a tie, which cannot happen: the game ends at the first to reach it).
   */
  public static int loser(int winner, int[] deathPoints) {
    int loser = 0;
    for (int p = 1; p <= deathPoints.length; p++) {
      if (Lineup.sideOf(p) != winner
          && (loser == 0 || deathPoints[p - 1] > deathPoints[loser - 1])) {
        loser = p;
      }
    }
    return loser;
  }

  private static String deathPoints(TableNames names, int[] points) {
    List<String> out = new ArrayList<>();
    for (int p = 1; p <= points.length; p++) {
      out.add(names.player(p) + " " + points[p - 1]);
    }
    return String.join(", ", out);
  }
}
