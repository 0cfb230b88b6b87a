package org.legendsforge.games.graveyard.playtest.narration;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

/**
 * The line {@code forge play} prints about a game, which says who lost and why: {@code seed 7:
 * player 2 (greedy) won after 69 turns and 447 actions: player 1 reached 4 death points (one for
 * each of its heroes that died) and lost; death points: player 1 4, player 2 1}. In a team game the
 * winner is a side with its players' bots, and the player who reached the count loses for its side.
 */
public final class PlaySummary {
  private PlaySummary() {}

  public static String of(
      long seed, int maxTurns, Lineup lineup, List<String> bots, GameRunner.Result r) {
    String played = " after " + r.turns() + " turns and " + r.actions() + " actions";
    String points = "; death points: " + deathPoints(r.deathPoints());
    if (r.winner() == 0) {
      return "seed "
          + seed
          + ": no winner: the turn limit ("
          + maxTurns
          + ") was reached"
          + played
          + points;
    }
    int loser = EndWords.loser(r.winner(), r.deathPoints());
    String lost =
        "player "
            + loser
            + " reached "
            + r.deathPoints()[loser - 1]
            + " death points (one for each of its heroes that died)"
            + (lineup == Lineup.ONE_V_ONE
                ? " and lost"
                : ", so side " + Lineup.sideOf(loser) + " lost");
    return "seed "
        + seed
        + ": "
        + winner(lineup, bots, r.winner())
        + " won"
        + played
        + ": "
        + lost
        + points;
  }

  /**
   * {@code player 1 (random)}, or in a team game {@code side 1 (player 1 random, player 3 ...)}.
   */
  private static String winner(Lineup lineup, List<String> bots, int side) {
    if (lineup == Lineup.ONE_V_ONE) {
      return "player " + side + " (" + bots.get(side - 1) + ")";
    }
    List<String> seats = new ArrayList<>();
    for (int p = 1; p <= lineup.players(); p++) {
      if (Lineup.sideOf(p) == side) {
        seats.add("player " + p + " " + bots.get(p - 1));
      }
    }
    return "side " + side + " (" + String.join(", ", seats) + ")";
  }

  /** {@code player 1 4, player 2 1}: every player's. */
  private static String deathPoints(int[] points) {
    List<String> out = new ArrayList<>();
    for (int p = 1; p <= points.length; p++) {
      out.add("player " + p + " " + points[p - 1]);
    }
    return String.join(", ", out);
  }
}
