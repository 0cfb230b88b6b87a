package org.legendsforge.cli;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.game.Lineup;
import org.legendsforge.playtest.GameRunner;

/**
 * The line {@code forge play} prints about a game: {@code seed 7: player 1 (random) won on death
 * points after 143 turns and 612 actions; death points 2-4}. In a team game the winner is a side
 * with its players' bots, and the death points are each player's ({@code 1:2 2:4 3:0 4:1}).
 */
final class PlaySummary {
  private PlaySummary() {}

  static String of(long seed, int maxTurns, Lineup lineup, List<String> bots, GameRunner.Result r) {
    String end =
        r.winner() == 0
            ? "no winner: the turn limit (" + maxTurns + ") was reached"
            : winner(lineup, bots, r.winner()) + " won on death points";
    return "seed "
        + seed
        + ": "
        + end
        + " after "
        + r.turns()
        + " turns and "
        + r.actions()
        + " actions; death points "
        + deathPoints(lineup, r.deathPoints());
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

  /** {@code 2-4} one against one; with teams each player's, {@code 1:2 2:4 3:0}. */
  private static String deathPoints(Lineup lineup, int[] points) {
    if (lineup == Lineup.ONE_V_ONE) {
      return points[0] + "-" + points[1];
    }
    List<String> out = new ArrayList<>();
    for (int p = 1; p <= points.length; p++) {
      out.add(p + ":" + points[p - 1]);
    }
    return String.join(" ", out);
  }
}
