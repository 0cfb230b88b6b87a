package org.legendsforge.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.bots.Bot;
import org.legendsforge.games.graveyard.bots.Bots;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

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
  private static final GameRunner.Options OPTIONS =
      new GameRunner.Options(Lineup.ONE_V_ONE, false, MAX_TURNS);

  private final Engine engine;

  public EngineBench(Catalog catalog) {
    engine = new Engine(catalog).quiet();
  }

  /**
   * The medians of one engine benchmark, with each run's value; each figure by the wall clock and
   * by the CPU time of the benchmark's thread (steadier on a machine others share).
   */
  public record Result(
      int games,
      double actionsPerGame,
      List<Double> gamesPerSecond,
      List<Double> gamesPerCpuSecond,
      List<Double> legalMicros,
      List<Double> legalCpuMicros,
      List<Double> copyMicros,
      List<Double> copyCpuMicros) {
    public String markdown() {
      return "| engine scenario | median | runs |\n|---|---:|---|\n"
          + row(
              "random vs random, games per second (" + games + " games a run)",
              gamesPerSecond,
              "%.1f")
          + row("… per second of CPU", gamesPerCpuSecond, "%.1f")
          + row("legal-action generation, µs a call", legalMicros, "%.2f")
          + row("… µs of CPU a call", legalCpuMicros, "%.2f")
          + row("state copy, µs a copy", copyMicros, "%.3f")
          + row("… µs of CPU a copy", copyCpuMicros, "%.3f")
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
    List<Double> perCpuSecond = new ArrayList<>();
    List<double[]> legal = new ArrayList<>();
    List<double[]> copy = new ArrayList<>();
    long actions = 0;
    for (int r = 0; r < runs; r++) {
      List<GameState> sample = new ArrayList<>();
      long start = System.nanoTime();
      long cpu = cpuNanos();
      actions = play(1, games, null);
      perCpuSecond.add(games / ((cpuNanos() - cpu) / 1e9));
      perSecond.add(games / ((System.nanoTime() - start) / 1e9));
      play(1, Math.min(games, 20), sample);
      legal.add(timeLegal(sample));
      copy.add(timeCopy(sample));
    }
    return new Result(
        games,
        actions / (double) games,
        perSecond,
        perCpuSecond,
        legal.stream().map(t -> t[0]).toList(),
        legal.stream().map(t -> t[1]).toList(),
        copy.stream().map(t -> t[0]).toList(),
        copy.stream().map(t -> t[1]).toList());
  }

  private static long cpuNanos() {
    return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
  }

  /** Plays seeds {@code first ..}; keeps sampled states when {@code sample} is given. */
  private long play(long first, int games, List<GameState> sample) {
    long actions = 0;
    for (long seed = first; seed < first + games; seed++) {
      List<Bot> bots =
          List.of(
              Bots.create("random", engine, seed, 1).orElseThrow(),
              Bots.create("random", engine, seed, 2).orElseThrow());
      GameRunner.Observer keep = sample == null ? GameRunner.Observer.NONE : sampler(sample);
      actions += GameRunner.play(engine, bots, seed, OPTIONS, keep).actions();
      if (sample != null && sample.size() >= SAMPLE) {
        break;
      }
    }
    return actions;
  }

  /** Keeps a copy of every 16th state an action is taken from, up to {@value #SAMPLE}. */
  private static GameRunner.Observer sampler(List<GameState> sample) {
    return new GameRunner.Observer() {
      private int n;

      @Override
      public void acting(GameState s, Action a) {
        if (n++ % 16 == 0 && sample.size() < SAMPLE) {
          sample.add(s.copy());
        }
      }
    };
  }

  /** Microseconds a legal-action generation takes: {wall, CPU}. */
  private double[] timeLegal(List<GameState> sample) {
    long sink = 0;
    int repeats = 20;
    long start = System.nanoTime();
    long cpu = cpuNanos();
    for (int i = 0; i < repeats; i++) {
      for (GameState s : sample) {
        sink += engine.legalActions(s).size();
      }
    }
    return perCall(start, cpu, repeats * (double) sample.size(), sink);
  }

  /** Microseconds a state copy takes: {wall, CPU}. */
  private static double[] timeCopy(List<GameState> sample) {
    long sink = 0;
    int repeats = 200;
    long start = System.nanoTime();
    long cpu = cpuNanos();
    for (int i = 0; i < repeats; i++) {
      for (GameState s : sample) {
        sink += s.copy().turn();
      }
    }
    return perCall(start, cpu, repeats * (double) sample.size(), sink);
  }

  private static double[] perCall(long start, long cpu, double calls, long sink) {
    double wall = (System.nanoTime() - start) / 1e3 / calls;
    double used = (cpuNanos() - cpu) / 1e3 / calls;
    // The sink keeps the calls from being optimised away; it is never negative.
    return sink < 0 ? new double[2] : new double[] {wall, used};
  }

  static double median(List<Double> values) {
    List<Double> sorted = values.stream().sorted().toList();
    return sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
  }
}
