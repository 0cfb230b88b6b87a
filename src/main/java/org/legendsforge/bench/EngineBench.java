package org.legendsforge.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.legendsforge.bots.Bot;
import org.legendsforge.bots.Bots;
import org.legendsforge.game.Action;
import org.legendsforge.game.Engine;
import org.legendsforge.game.GameState;
import org.legendsforge.model.Catalog;
import org.legendsforge.playtest.Match;

/**
 * The game engine's cost, measured in this JVM (the launcher's, as {@code forge play} runs): whole
 * games between two random bots without a log, then, on states sampled from those games, the
 * legal-action generation and the state copy a search repeats. Each figure is the median of the
 * runs after an untimed warm-up of the same size (docs/performance.md, "The engine").
 */
public final class EngineBench {
  /** States kept for the per-call timings: every 16th state of the games, at most this many. */
  static final int SAMPLE = 4000;

  static final int MAX_TURNS = 5000;

  private final Engine engine;

  public EngineBench(Catalog catalog) {
    engine = new Engine(catalog).quiet();
  }

  /** The medians of one engine benchmark, with each run's value. */
  public record Result(
      int games,
      double actionsPerGame,
      List<Double> gamesPerSecond,
      List<Double> legalMicros,
      List<Double> copyMicros) {
    public String markdown() {
      return "| engine scenario | median | runs |\n|---|---:|---|\n"
          + row("random vs random, games per second (" + games + " games a run)", gamesPerSecond, "%.1f")
          + row("legal-action generation, µs a call", legalMicros, "%.2f")
          + row("state copy, µs a copy", copyMicros, "%.3f")
          + String.format(Locale.ROOT, "| actions per game (mean) | %.0f | |%n", actionsPerGame);
    }

    private static String row(String name, List<Double> runs, String format) {
      return String.format(
          Locale.ROOT,
          "| %s | %s | %s |%n",
          name,
          String.format(Locale.ROOT, format, median(runs)),
          runs.stream().map(v -> String.format(Locale.ROOT, format, v)).toList());
    }
  }

  public Result run(int games, int runs) {
    play(1_000_001, games, null);
    List<Double> perSecond = new ArrayList<>();
    List<Double> legal = new ArrayList<>();
    List<Double> copy = new ArrayList<>();
    long actions = 0;
    for (int r = 0; r < runs; r++) {
      List<GameState> sample = new ArrayList<>();
      long start = System.nanoTime();
      actions = play(1, games, null);
      perSecond.add(games / ((System.nanoTime() - start) / 1e9));
      play(1, Math.min(games, 20), sample);
      legal.add(timeLegal(sample));
      copy.add(timeCopy(sample));
    }
    return new Result(games, actions / (double) games, perSecond, legal, copy);
  }

  /** Plays seeds {@code first ..}; keeps sampled states when {@code sample} is given. */
  private long play(long first, int games, List<GameState> sample) {
    long actions = 0;
    for (long seed = first; seed < first + games; seed++) {
      if (sample == null) {
        List<Bot> bots =
            List.of(Bots.create("random", engine, seed, 1).orElseThrow(), Bots.create("random", engine, seed, 2).orElseThrow());
        actions += new Match(engine, bots, MAX_TURNS, false).play(seed, null).actions();
        continue;
      }
      GameState s = engine.newGame(seed, false);
      Bot bot = Bots.create("random", engine, seed, 1).orElseThrow();
      int n = 0;
      while (!s.over() && sample.size() < SAMPLE) {
        List<Action> legal = engine.legalActions(s);
        if (n++ % 16 == 0) {
          sample.add(s.copy());
        }
        engine.apply(s, bot.choose(s, legal));
      }
    }
    return actions;
  }

  private double timeLegal(List<GameState> sample) {
    long sink = 0;
    int repeats = 20;
    long start = System.nanoTime();
    for (int i = 0; i < repeats; i++) {
      for (GameState s : sample) {
        sink += engine.legalActions(s).size();
      }
    }
    long nanos = System.nanoTime() - start;
    return sink < 0 ? 0 : nanos / 1e3 / (repeats * (double) sample.size());
  }

  private static double timeCopy(List<GameState> sample) {
    long sink = 0;
    int repeats = 200;
    long start = System.nanoTime();
    for (int i = 0; i < repeats; i++) {
      for (GameState s : sample) {
        sink += s.copy().turn();
      }
    }
    long nanos = System.nanoTime() - start;
    return sink < 0 ? 0 : nanos / 1e3 / (repeats * (double) sample.size());
  }

  static double median(List<Double> values) {
    List<Double> sorted = values.stream().sorted().toList();
    return sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
  }
}
