package org.legendsforge.games.graveyard.playtest;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.bots.Bot;
import org.legendsforge.games.graveyard.bots.Bots;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.play.GameRecorder;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.games.graveyard.playtest.play.SeedRunner;
import org.legendsforge.games.graveyard.playtest.stats.GameRecord;
import org.legendsforge.games.graveyard.playtest.stats.RealisedValue;
import org.legendsforge.games.graveyard.playtest.stats.Tally;

/**
 * Plays a range of seeds between bots (one per player, one against one or a team game) on several
 * threads and tallies them. Game {@code i} of a run plays seed {@code firstSeed + i} (so any game
 * can be watched again with {@code forge play --seed}), and a game is a pure function of the card
 * data, the bots and its seed. Each game's record is added to the tally in seed order, whichever
 * thread finished it first, and a tally holds only whole-number sums, so the result is the same for
 * any number of threads; at most a few records per thread wait to be added, so memory stays flat
 * however many games are played.
 *
 * <p>With {@link Compensation#BOTH} every seed is played twice, by the rules and without the
 * compensation counter (docs/rules-model.md §6), so the report can show what the counter does on
 * the same seeds.
 */
public final class Playtest {
  /** Which games to play of each seed. */
  public enum Compensation {
    /** The rules as they are. */
    ON,
    /** Without the compensation counter only. */
    OFF,
    /** Both, on the same seeds. */
    BOTH;

    public boolean on() {
      return this != OFF;
    }

    public boolean off() {
      return this != ON;
    }
  }

  /**
   * What to play: the bot of each player (two: one against one; three or four: a team game, see
   * {@link SideNames#lineup}), seeds {@code firstSeed ..+games}, on threads.
   */
  public record Options(
      List<String> bots,
      long firstSeed,
      int games,
      int threads,
      int maxTurns,
      Compensation compensation) {
    public Options {
      bots = List.copyOf(bots);
    }
  }

  /**
   * Plays one run of seeds: a playtest's {@link #run}, as the caller wants it shown (its progress),
   * for the studies that play several.
   */
  @FunctionalInterface
  public interface Runner {
    Batch play(Options options) throws InterruptedException;
  }

  private final Catalog catalog;
  private final String data;
  private final Engine engine;
  private final RealisedValue value;

  /** {@code data} names the card data in the batch it makes (its digest, see {@link BatchFile}). */
  public Playtest(Catalog catalog, BalanceWeights weights, String data) {
    this.catalog = catalog;
    this.data = data;
    this.engine = new Engine(catalog);
    this.value = new RealisedValue(weights);
  }

  /**
   * Plays every game; {@code done} hears the number of games tallied so far, in the caller's
   * thread.
   */
  public Batch run(Options o, IntConsumer done) throws InterruptedException {
    Tally rules = o.compensation().on() ? newTally() : null;
    Tally without = o.compensation().off() ? newTally() : null;
    Tally odd = newTally();
    int main = o.compensation().on() ? 0 : 1;
    SeedRunner.run(
        o.firstSeed(),
        o.games(),
        o.threads(),
        seed -> play(o, seed),
        records -> {
          if (rules != null) {
            rules.add(records[0]);
          }
          if (without != null) {
            without.add(records[1]);
          }
          if (records[main].seed % 2 != 0) {
            odd.add(records[main]);
          }
        },
        done);
    return batch(o, rules, without, odd);
  }

  public Batch batch(Options o, Tally rules, Tally without, Tally odd) {
    List<PlaytestReport.SeedRange> seeds =
        o.games() == 0
            ? List.of()
            : List.of(new PlaytestReport.SeedRange(o.firstSeed(), o.firstSeed() + o.games() - 1));
    return new Batch(data, o.bots(), seeds, o.maxTurns(), o.compensation(), rules, without, odd);
  }

  public Tally newTally() {
    return new Tally(
        catalog.heroes().size(),
        catalog.spirits().size(),
        engine.cards().weaponCount(),
        catalog.spells().size());
  }

  /** One seed: the game by the rules and/or without compensation (null where not played). */
  public GameRecord[] play(Options o, long seed) {
    GameRecord[] out = new GameRecord[2];
    if (o.compensation().on()) {
      out[0] = recorded(engine, o, seed);
    }
    if (o.compensation().off()) {
      Engine off = engine.withCompensation(false);
      out[1] = recorded(off, o, seed);
    }
    return out;
  }

  /** The game of {@code seed} on {@code engine}, as a record. */
  private GameRecord recorded(Engine engine, Options o, long seed) {
    return recorded(engine, o, seed, GameRunner.Observer.NONE);
  }

  /**
   * The game of {@code seed} by the rules, as a record, with {@code also} following it too (a test
   * watches a playtest's game move for move).
   */
  GameRecord recorded(Options o, long seed, GameRunner.Observer also) {
    return recorded(engine, o, seed, also);
  }

  private GameRecord recorded(Engine engine, Options o, long seed, GameRunner.Observer also) {
    List<Bot> bots = bots(o, engine, seed);
    Lineup lineup = SideNames.lineup(o.bots());
    GameRecorder recorder = new GameRecorder(engine, value, seed, lineup);
    GameRunner.play(
        engine,
        bots,
        seed,
        new GameRunner.Options(lineup, false, o.maxTurns()),
        GameRunner.Observer.both(recorder, also));
    return recorder.record();
  }

  private static List<Bot> bots(Options o, Engine engine, long seed) {
    List<Bot> out = new ArrayList<>();
    for (int p = 1; p <= o.bots().size(); p++) {
      String name = o.bots().get(p - 1);
      out.add(
          Bots.create(name, engine, seed, p)
              .orElseThrow(() -> new IllegalArgumentException("no bot " + name)));
    }
    return out;
  }
}
