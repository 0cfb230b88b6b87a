package org.legendsforge.games.graveyard.playtest;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.game.Lineup;

/**
 * How a playtest's reports name the sides: by the list of bots, one per player, which also says who
 * sat at the table (two bots: one against one, three: one against two, four: two against two; see
 * {@link Lineup}). One against one names each side by its player, as before teams; a team game by
 * its side and the seats on it.
 */
public final class SideNames {
  private SideNames() {}

  /** The lineup a playtest of these bots (one per player) played. */
  public static Lineup lineup(List<String> bots) {
    for (Lineup l : Lineup.values()) {
      if (l.players() == bots.size()) {
        return l;
      }
    }
    throw new IllegalArgumentException("no lineup seats " + bots.size() + " players");
  }

  /** {@code player 1} in one against one, {@code side 1} in a team game. */
  public static String of(List<String> bots, int side) {
    return (bots.size() == 2 ? "player " : "side ") + side;
  }

  /**
   * {@code greedy (player 1) against random (player 2)}, or in a team game {@code greedy, greedy
   * (side 1: players 1 and 3) against random (side 2: player 2)}.
   */
  public static String against(List<String> bots) {
    if (bots.size() == 2) {
      return bots.get(0) + " (player 1) against " + bots.get(1) + " (player 2)";
    }
    return seats(bots, 1) + " against " + seats(bots, 2);
  }

  private static String seats(List<String> bots, int side) {
    List<String> names = new ArrayList<>();
    List<String> players = new ArrayList<>();
    for (int p = 1; p <= bots.size(); p++) {
      if (Lineup.sideOf(p) == side) {
        names.add(bots.get(p - 1));
        players.add(String.valueOf(p));
      }
    }
    String who =
        players.size() == 1
            ? "player " + players.get(0)
            : "players " + String.join(" and ", players);
    return String.join(", ", names) + " (side " + side + ": " + who + ")";
  }
}
