package org.legendsforge.games.graveyard.playtest.log;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.bots.Bot;
import org.legendsforge.games.graveyard.bots.Bots;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

/** The game log {@code forge play --log} writes, as lines, for tests. */
public final class GameLogs {
  private GameLogs() {}

  /**
   * The log of seed {@code seed} between the named bots, one a player in {@code lineup}'s seats.
   */
  public static List<String> of(
      Engine engine, List<String> bots, long seed, Lineup lineup, boolean chaos, int maxTurns) {
    List<Bot> players = new ArrayList<>();
    for (int p = 1; p <= bots.size(); p++) {
      players.add(Bots.create(bots.get(p - 1), engine, seed, p).orElseThrow());
    }
    List<String> lines = new ArrayList<>();
    GameRunner.play(
        engine,
        players,
        seed,
        new GameRunner.Options(lineup, chaos, maxTurns),
        new GameLogger(bots, lines::add));
    return lines;
  }
}
