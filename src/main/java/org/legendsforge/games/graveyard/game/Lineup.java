package org.legendsforge.games.graveyard.game;

import java.util.Optional;
import org.legendsforge.games.graveyard.rules.Teams;

/**
 * Who sits at the table (docs/rules-model.md §8, §12 "Teams"): one against one, one against two, or
 * two against two. Players are numbered 1 to 4 in the order of the player cards in {@code
 * game.yaml}; odd players play side 1 and even players side 2, as the Tabletop Simulator table
 * seats them (docs/decisions.md, "Seats and sides"). So players 1 and 2 lead their sides, and
 * player 3 (side 1) and player 4 (side 2) are partners; a one-against-two game is player 2 alone
 * against players 1 and 3. In one against one, player n is side n.
 *
 * <p>On a side of two, the side's heroes go to its players by the order the side gained them
 * ({@link Teams#playerOf}): the starting hero to the first player, the next two claimed to the
 * partner, the last to the first player again. A replacement after a death goes to the player whose
 * hero died.
 */
public enum Lineup {
  ONE_V_ONE("1v1", 2),
  ONE_V_TWO("1v2", 3),
  TWO_V_TWO("2v2", 4);

  /** The most players a table seats (docs/rules-model.md §10: four player cards). */
  public static final int MAX_PLAYERS = 4;

  private final String key;
  private final int players;

  Lineup(String key, int players) {
    this.key = key;
    this.players = players;
  }

  /** As the command line and the game log write it: {@code 1v1}, {@code 1v2}, {@code 2v2}. */
  public String key() {
    return key;
  }

  public int players() {
    return players;
  }

  /** The lineup written {@code key}, or empty. */
  public static Optional<Lineup> of(String key) {
    for (Lineup l : values()) {
      if (l.key.equals(key)) {
        return Optional.of(l);
      }
    }
    return Optional.empty();
  }

  /** A player's side: odd players side 1, even players side 2; 0 (no player) has none. */
  public static int sideOf(int player) {
    return player == 0 ? 0 : 2 - (player & 1);
  }

  /** The partner of a side's first player ({@code side} itself), or 0 on a side of one. */
  public int partner(int side) {
    return side + 2 <= players ? side + 2 : 0;
  }

  /** How many players sit on the side (1 or 2). */
  public int playersOf(int side) {
    return partner(side) == 0 ? 1 : 2;
  }

  /**
   * The player who controls the side's hero number {@code index} (0: its starting hero, 1 to 3: the
   * heroes it claimed, in order).
   */
  public int controller(int side, int index) {
    int partner = partner(side);
    return partner == 0 || Teams.playerOf(index) == 1 ? side : partner;
  }
}
