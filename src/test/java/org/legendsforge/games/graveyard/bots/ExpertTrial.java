package org.legendsforge.games.graveyard.bots;

import java.nio.file.Path;
import java.util.Locale;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.testing.ShippedData;

/**
 * Plays a shape of the expert's search against {@code greedy} on seeds in both seat orders and
 * prints what it won (a tool for trying shapes, not a test). Arguments: SEEDS FIRST_SEED BUDGET
 * PLAN_SHARE [tuned] [candidates=N] [horizon=N] [reply=greedy|same|shape] [replies=N] [race=W]
 * [dormant=W] [quickOwn] [back=N] [threads=K]: {@code tuned} for {@link #TUNED} instead of the
 * expert's weights, {@code race} and {@code dormant} replace those two weights, {@code quickOwn}
 * plans the expert's own playout turns with the quick planner, {@code back} plays each playout on
 * until its side has answered the reply N times, {@code threads} plays seeds side by side (the
 * running tally goes to the standard error every 10 seeds); the others change the expert's shape.
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
    int budget = Integer.parseInt(args[2]);
    double share = Double.parseDouble(args[3]);
    java.util.Map<String, String> opts = new java.util.HashMap<>();
    for (int i = 4; i < args.length; i++) {
      String[] kv = args[i].split("=", 2);
      opts.put(kv[0], kv.length > 1 ? kv[1] : "");
    }
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
    String reply = opts.getOrDefault("reply", "same");
    SearchBot.Shape shape =
        new SearchBot.Shape(
            Integer.parseInt(opts.getOrDefault("candidates", "" + base.candidates())),
            Integer.parseInt(opts.getOrDefault("horizon", "" + base.horizon())),
            base.greedyPlayouts(),
            weights,
            base.choices(),
            share,
            reply.equals("greedy")
                ? Weights.GREEDY
                : reply.equals("same") ? weights : base.replyWeights(),
            Integer.parseInt(opts.getOrDefault("replies", "" + base.replies())),
            opts.containsKey("quickOwn"),
            Integer.parseInt(opts.getOrDefault("back", "0")));
    Engine engine =
        new Engine(
            new CardDataLoader(Path.of("").toAbsolutePath())
                .load(ShippedData.folder())
                .catalog()
                .orElseThrow());
    long t0 = System.nanoTime();
    int[] seats =
        ParallelMatch.wins(
            engine,
            (e, seed) -> ExpertBot.create(e, seed, budget, "expert", shape),
            Match.greedy(Weights.GREEDY),
            first,
            seeds,
            Integer.parseInt(opts.getOrDefault("threads", "1")));
    int won = seats[0] + seats[1];
    System.out.printf(
        Locale.ROOT,
        "%s share %.2f budget %d: %d of %d (%.3f; %d as 1, %d as 2) on seeds %d-%d, %.0f s%n",
        opts,
        share,
        budget,
        won,
        2 * seeds,
        won / (2.0 * seeds),
        seats[0],
        seats[1],
        first,
        first + seeds - 1,
        (System.nanoTime() - t0) / 1e9);
  }
}
