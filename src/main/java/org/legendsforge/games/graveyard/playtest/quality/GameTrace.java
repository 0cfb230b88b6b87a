package org.legendsforge.games.graveyard.playtest.quality;

import java.util.List;

/**
 * What a game-quality study keeps of one game: the state between every two turns, read as the
 * {@link org.legendsforge.games.graveyard.bots.Heuristic}'s terms from side 1's view (what a
 * win-probability estimate reads), and each turn's player, table time and choice. Boundary {@code
 * j} is the state after {@code j} turns, before the next Turn Order card: there is one per turn
 * played, the first before turn 1; the game's end follows the last.
 *
 * @param winner the winning side, 0 when the turn limit ended the game
 * @param features per boundary, the heuristic's terms for side 1
 * @param heuristic per boundary, the heuristic's score for side 1
 * @param lead per boundary, side 1's death points lead: side 2's death points less side 1's
 * @param turns per turn, in order
 */
public record GameTrace(
    long seed,
    int winner,
    String reason,
    double[][] features,
    double[] heuristic,
    int[] lead,
    List<Turn> turns) {

  /** What kind of decision a hero turn held, by the scores of the greedy planner's plans. */
  public enum Choice {
    /** Not a hero turn the planner plans (a player turn, or a hero out of play). */
    NONE,
    /** Every plan leads to the same score: nothing to decide. */
    FORCED,
    /** One plan is better than every other by more than the margin. */
    CLEAR,
    /** Two or more plans of different outcome within the margin of the best. */
    REAL
  }

  /**
   * One turn: whose it was (the player of its Turn Order card), its seconds at the table, its kind
   * of decision, how many different outcomes its plans had, and whether its player did nothing but
   * end it.
   */
  public record Turn(int player, double seconds, Choice choice, int outcomes, boolean empty) {}

  /** The number of turns played. */
  public int length() {
    return turns.size();
  }

  /** Whether a side won (not the turn limit). */
  public boolean decided() {
    return winner != 0;
  }

  /** The game's table time in seconds. */
  public double seconds() {
    double s = 0;
    for (Turn t : turns) {
      s += t.seconds();
    }
    return s;
  }
}
