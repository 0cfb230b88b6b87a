package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.bots.Bot;
import org.legendsforge.games.graveyard.bots.Bots;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.games.graveyard.playtest.play.SeedRunner;

/**
 * Plays a playtest's games by the rules (its bots, seeds and turn limit: the same games, move for
 * move, as {@link Playtest} plays them) and keeps a {@link GameTrace} of each, in seed order.
 */
public final class QualityGames {
  private final Engine engine;
  private final TablePace pace;

  public QualityGames(Catalog catalog, TablePace pace) {
    this.engine = new Engine(catalog);
    this.pace = pace;
  }

  /** Every game of {@code o}; {@code done} hears how many are traced so far. */
  public List<GameTrace> play(Playtest.Options o, IntConsumer done) throws InterruptedException {
    List<GameTrace> out = new ArrayList<>();
    SeedRunner.run(o.firstSeed(), o.games(), o.threads(), seed -> trace(o, seed), out::add, done);
    return out;
  }

  /** The game of {@code seed}. */
  public GameTrace trace(Playtest.Options o, long seed) {
    Lineup lineup = SideNames.lineup(o.bots());
    List<Bot> bots = new ArrayList<>();
    for (int p = 1; p <= o.bots().size(); p++) {
      String name = o.bots().get(p - 1);
      bots.add(
          Bots.create(name, engine, seed, p)
              .orElseThrow(() -> new IllegalArgumentException("no bot " + name)));
    }
    TraceRecorder recorder = new TraceRecorder(engine, seed, pace);
    GameRunner.play(
        engine, bots, seed, new GameRunner.Options(lineup, false, o.maxTurns()), recorder);
    return recorder.trace();
  }
}
