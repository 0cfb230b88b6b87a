package org.legendsforge.pipeline;

import java.util.List;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.games.graveyard.playtest.log.Replay;
import org.legendsforge.games.graveyard.playtest.narration.PlaySummary;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.games.graveyard.playtest.quality.WinModel;
import org.legendsforge.games.graveyard.playtest.quality.WinProbabilityTrack;

/**
 * {@code forge play}'s game on a catalog: one seeded game between the bots of its seats, told to an
 * observer ({@link GameRunner}), or a game log checked against the rules ({@link Replay}).
 */
public final class OneGame {
  private final Engine engine;

  public OneGame(Catalog catalog) {
    this.engine = new Engine(catalog);
  }

  /**
   * The chaos elements whose effects ask for a choice no bot makes: an error in a game played with
   * chaos on.
   */
  public List<String> unplayableChaos() {
    return engine.cards().unplayable();
  }

  /**
   * The game of {@code seed} between the bots of {@code seats}, each seeded from it and its seat.
   */
  public GameRunner.Result play(
      Seats seats, long seed, boolean chaos, int maxTurns, GameRunner.Observer observer) {
    return GameRunner.play(
        engine,
        seats.create(engine, seed),
        seed,
        new GameRunner.Options(seats.lineup(), chaos, maxTurns),
        observer);
  }

  /** Follows a game of this catalog with the win-probability estimate of {@code model}. */
  public WinProbabilityTrack winTrack(WinModel model) {
    return new WinProbabilityTrack(engine, model);
  }

  /** The line that says how the game {@link #play} played ended ({@link PlaySummary}). */
  public static String summary(long seed, int maxTurns, Seats seats, GameRunner.Result r) {
    return PlaySummary.of(seed, maxTurns, seats.lineup(), seats.bots(), r);
  }

  /** Replays a game log's {@code lines} against the rules, told to {@code told}. */
  public Replay.Result replay(List<String> lines, GameRunner.Observer told) {
    return new Replay(engine).run(lines, told);
  }
}
