package org.legendsforge.games.graveyard.bots;

import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.hipparchus.optim.InitialGuess;
import org.hipparchus.optim.MaxEval;
import org.hipparchus.optim.SimpleBounds;
import org.hipparchus.optim.nonlinear.scalar.GoalType;
import org.hipparchus.optim.nonlinear.scalar.ObjectiveFunction;
import org.hipparchus.optim.nonlinear.scalar.noderiv.CMAESOptimizer;
import org.hipparchus.random.MersenneTwister;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.testing.ShippedData;

/**
 * Tunes the heuristic's weights by self-play (a tool, not a test): CMA-ES (Hipparchus's {@link
 * CMAESOptimizer}) searches factors on every weight but the won game's (each weight is its start
 * times e^x, x in −1.5…1.5), and a point's fitness is the share of games greedy play with those
 * weights wins against greedy play with {@link Weights#GREEDY}, both seat orders, on the tuning
 * seeds (the same seeds for every point, so points compare on the same games). The best points seen
 * are played again on other seeds, and the best of them there is printed as a {@link Weights}
 * constant. Run from the project folder, after {@code mvn -o test-compile}:
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) \
 *   org.legendsforge.games.graveyard.bots.WeightTuning EVALS SEEDS FIRST_SEED RECHECK_SEED [NAMES]
 * </pre>
 *
 * NAMES (comma-separated weight names) tunes only those; the others keep their start.
 *
 * <p>The seeds of docs/playtest.md's measurements are never among the tuning seeds.
 */
public final class WeightTuning {
  private static final double BOUND = 1.5;

  private WeightTuning() {}

  public static void main(String[] args) throws Exception {
    int evals = Integer.parseInt(args[0]);
    int seeds = Integer.parseInt(args[1]);
    long first = Long.parseLong(args[2]);
    long recheck = Long.parseLong(args[3]);
    Engine engine =
        new Engine(
            new CardDataLoader(Path.of("").toAbsolutePath())
                .load(ShippedData.folder())
                .catalog()
                .orElseThrow());
    Match match = new Match(engine);
    Weights start = Weights.EXPERT;
    double[] base = values(start);
    String[] names =
        Arrays.stream(Weights.class.getRecordComponents())
            .map(RecordComponent::getName)
            .toArray(String[]::new);
    List<String> tuned =
        args.length > 4
            ? List.of(args[4].split(","))
            : Arrays.asList(names).subList(1, names.length); // the won game's weight stays
    int[] index = tuned.stream().mapToInt(t -> Arrays.asList(names).indexOf(t)).toArray();
    if (Arrays.stream(index).anyMatch(i -> i < 1)) {
      throw new IllegalArgumentException(
          "weights are " + Arrays.toString(names) + ", not " + tuned);
    }
    int n = index.length;
    List<double[]> seen = new ArrayList<>();
    Match.Maker opponent = Match.greedy(Weights.GREEDY);
    long t0 = System.nanoTime();
    ObjectiveFunction fitness =
        new ObjectiveFunction(
            x -> {
              Weights w = weights(base, index, x);
              int won = match.wins(Match.greedy(w), opponent, first, seeds);
              double share = won / (2.0 * seeds);
              double[] row = Arrays.copyOf(x, n + 1);
              row[n] = share;
              seen.add(row);
              System.out.printf(
                  Locale.ROOT,
                  "eval %d: %d of %d (%.3f) after %.0f s%n",
                  seen.size(),
                  won,
                  2 * seeds,
                  share,
                  (System.nanoTime() - t0) / 1e9);
              return share;
            });
    double[] lo = new double[n];
    double[] hi = new double[n];
    Arrays.fill(lo, -BOUND);
    Arrays.fill(hi, BOUND);
    CMAESOptimizer cma =
        new CMAESOptimizer(
            Integer.MAX_VALUE, 1.0, true, 0, 0, new MersenneTwister(20261203), false, null);
    double[] sigma = new double[n];
    Arrays.fill(sigma, 0.3);
    try {
      cma.optimize(
          new MaxEval(evals),
          fitness,
          GoalType.MAXIMIZE,
          new InitialGuess(new double[n]),
          new SimpleBounds(lo, hi),
          new CMAESOptimizer.Sigma(sigma),
          new CMAESOptimizer.PopulationSize(Math.max(6, 4 + (int) (3 * Math.log(n)))));
    } catch (org.hipparchus.exception.MathIllegalStateException done) {
      // the budget is spent: the points seen are what the tuning found
    }
    seen.sort(Comparator.comparingDouble((double[] r) -> -r[n]));
    double bestShare = -1;
    Weights best = start;
    for (int i = 0; i < Math.min(3, seen.size()); i++) {
      Weights w = weights(base, index, seen.get(i));
      int won = match.wins(Match.greedy(w), opponent, recheck, seeds);
      double share = won / (2.0 * seeds);
      System.out.printf(
          Locale.ROOT, "recheck of tuning share %.3f: %.3f %s%n", seen.get(i)[n], share, w);
      if (share > bestShare) {
        bestShare = share;
        best = w;
      }
    }
    System.out.println("best " + best + " at " + bestShare);
  }

  /** A record's numbers in the order of its components. */
  static double[] values(Weights w) throws ReflectiveOperationException {
    RecordComponent[] c = Weights.class.getRecordComponents();
    double[] out = new double[c.length];
    for (int i = 0; i < c.length; i++) {
      out[i] = (double) c[i].getAccessor().invoke(w);
    }
    return out;
  }

  /** The start's weights, the one at {@code index[k]} times e^x[k]. */
  static Weights weights(double[] base, int[] index, double[] x) {
    Object[] args = new Object[base.length];
    for (int i = 0; i < base.length; i++) {
      args[i] = base[i];
    }
    for (int k = 0; k < index.length; k++) {
      args[index[k]] = base[index[k]] * Math.exp(x[k]);
    }
    try {
      Class<?>[] types = new Class<?>[base.length];
      Arrays.fill(types, double.class);
      return Weights.class.getDeclaredConstructor(types).newInstance(args);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }
}
