package org.legendsforge.games.graveyard.bots;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.testing.ShippedData;

/**
 * Plays a shape of the expert's search against {@code greedy} (or against itself) on seeds in both
 * seat orders and prints what it won, with the Wilson interval, and what it cost in CPU (a tool for
 * trying shapes, not a test). Arguments: {@code SEEDS FIRST_SEED [KEY=VALUE ...]}:
 *
 * <ul>
 *   <li>the shape, from {@link ExpertBot#SHAPE} and its budget: {@code budget=N}, {@code share=X}
 *       (the plan's own score added to each playout), {@code candidates=N}, {@code horizon=N},
 *       {@code reply=greedy|same|shape}, {@code replies=N}, {@code quickOwn}, {@code back=N};
 *   <li>its weights, from {@link Weights#EXPERT}: {@code tuned} for {@link #TUNED}, {@code race=W}
 *       and {@code dormant=W} replace those two;
 *   <li>{@code vs=greedy} (the default) or {@code vs=self}: the expert in both seats, for its
 *       speed;
 *   <li>{@code threads=K}: seeds played side by side (the running tally goes to the standard
 *       error).
 * </ul>
 *
 * Any key written {@code b:KEY=VALUE} makes a second shape, the first with those keys changed, and
 * plays it on the same seeds and seats: the two are then compared game by game ({@link PairedWins},
 * McNemar's test). Speed is games per CPU second of the threads that played them; the process's CPU
 * (JIT, collector, start) is printed beside it.
 */
public final class ExpertTrial {
  private ExpertTrial() {}

  /**
   * A point the weight tuning found (bots.WeightTuning, 20 points of CMA-ES over threat,
   * killThreat, spentThreat, turnToCome, nearDeath and approach on seeds 600001–600040): 48 of 80
   * on its seeds, 48 of 80 on seeds 650001–650040, greedy play against {@link Weights#GREEDY}.
   */
  static final Weights TUNED =
      new Weights(
          100_000, 24, 8, 5.11, 0.75, 1, 4, 2, 1, 3, 1.5, 1, 2, 0.3, 0.4, 0.05, 0.208, 3.17, 0.6,
          0.156, 0.3, 0.5, 0.25, 0.22, 0.85, 0);

  public static void main(String[] args) throws ReflectiveOperationException {
    int seeds = Integer.parseInt(args[0]);
    long first = Long.parseLong(args[1]);
    Map<String, String> a = new LinkedHashMap<>();
    Map<String, String> changed = new LinkedHashMap<>();
    for (int i = 2; i < args.length; i++) {
      String[] kv = args[i].split("=", 2);
      String value = kv.length > 1 ? kv[1] : "";
      if (kv[0].startsWith("b:")) {
        changed.put(kv[0].substring(2), value);
      } else {
        a.put(kv[0], value);
      }
    }
    List<Map<String, String>> configs = new ArrayList<>(List.of(a));
    if (!changed.isEmpty()) {
      Map<String, String> b = new LinkedHashMap<>(a);
      b.putAll(changed);
      configs.add(b);
    }
    Engine engine =
        new Engine(
            new CardDataLoader(Path.of("").toAbsolutePath())
                .load(ShippedData.folder())
                .catalog()
                .orElseThrow());
    List<ParallelMatch.Pairing> pairings = new ArrayList<>();
    for (Map<String, String> c : configs) {
      Match.Maker expert = expert(c);
      boolean self = c.getOrDefault("vs", "greedy").equals("self");
      pairings.add(new ParallelMatch.Pairing(expert, self ? expert : Match.greedy(Weights.GREEDY)));
    }
    long wall = System.nanoTime();
    long process = processCpuNanos();
    List<ParallelMatch.Games> games =
        ParallelMatch.play(
            engine, pairings, first, seeds, Integer.parseInt(a.getOrDefault("threads", "1")));
    for (int i = 0; i < configs.size(); i++) {
      report(configs.get(i), games.get(i), first, seeds);
    }
    if (games.size() == 2) {
      PairedWins p = PairedWins.of(games.get(0).won(), games.get(1).won());
      System.out.printf(
          Locale.ROOT,
          "paired, first less second: %+.1f points (%+.1f to %+.1f), %d games only the first won,"
              + " %d only the second; McNemar exact p = %.3f%n",
          100 * p.difference(),
          100 * (p.difference() - p.halfWidth()),
          100 * (p.difference() + p.halfWidth()),
          p.onlyFirst(),
          p.onlySecond(),
          p.pValue());
    }
    System.out.printf(
        Locale.ROOT,
        "wall %.0f s, process CPU %.0f s (JIT, collector and JVM start included), load %.1f%n",
        (System.nanoTime() - wall) / 1e9,
        (processCpuNanos() - process) / 1e9,
        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
  }

  private static void report(Map<String, String> c, ParallelMatch.Games g, long first, int seeds) {
    Estimate e = Estimate.proportion(g.wins(), g.games());
    double cpu = g.cpuNanos() / 1e9;
    System.out.printf(
        Locale.ROOT,
        "%s: %d of %d, %.1f%% (%.1f–%.1f%%; %d as 1, %d as 2) on seeds %d–%d both seat orders;"
            + " %.0f CPU s, %.2f games a CPU second%n",
        c,
        g.wins(),
        g.games(),
        100 * e.value(),
        100 * e.low(),
        100 * e.high(),
        g.winsAs(1),
        g.winsAs(2),
        first,
        first + seeds - 1,
        cpu,
        g.games() / cpu);
  }

  /** The expert of a configuration's keys. */
  static Match.Maker expert(Map<String, String> opts) throws ReflectiveOperationException {
    Weights weights = opts.containsKey("tuned") ? TUNED : Weights.EXPERT;
    if (opts.containsKey("race")) {
      weights = weights.withDormantRace(Double.parseDouble(opts.get("race")));
    }
    if (opts.containsKey("dormant")) {
      double[] v = WeightTuning.values(weights);
      v[20] = Double.parseDouble(opts.get("dormant"));
      weights = WeightTuning.weights(v, new int[0], new double[0]);
    }
    SearchBot.Shape base = ExpertBot.SHAPE;
    String reply = opts.getOrDefault("reply", "shape");
    SearchBot.Shape shape =
        new SearchBot.Shape(
            Integer.parseInt(opts.getOrDefault("candidates", "" + base.candidates())),
            Integer.parseInt(opts.getOrDefault("horizon", "" + base.horizon())),
            base.greedyPlayouts(),
            weights,
            base.choices(),
            Double.parseDouble(opts.getOrDefault("share", "" + base.planShare())),
            reply.equals("greedy")
                ? Weights.GREEDY
                : reply.equals("same") ? weights : base.replyWeights(),
            Integer.parseInt(opts.getOrDefault("replies", "" + base.replies())),
            opts.containsKey("quickOwn") || base.quickOwn(),
            Integer.parseInt(opts.getOrDefault("back", "" + base.answerBack())));
    int budget = Integer.parseInt(opts.getOrDefault("budget", "" + ExpertBot.DEFAULT_BUDGET));
    return (e, seed) -> ExpertBot.create(e, seed, budget, "expert", shape);
  }

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }
}
