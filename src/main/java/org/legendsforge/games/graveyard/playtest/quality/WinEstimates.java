package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * The win-probability estimate of every state of every game, each from a model not fitted on its
 * game (two-fold cross-fitting by the seed's parity: a model fitted on the games of even seeds
 * estimates the odd ones' states and the other way round), with its check ({@link WinCheck}). The
 * games ended by the turn limit have no winner to fit on; they get estimates but are not fitted on
 * or judged.
 *
 * @param curves per game, side 1's chance at each boundary, then its result (1, 0, or ½ for none)
 */
public record WinEstimates(List<double[]> curves, WinCheck check) {
  /** The first boundaries (turns played 0 to EARLY − 1) whose calibration is checked apart. */
  public static final int EARLY = 5;

  public static WinEstimates of(List<GameTrace> games) {
    WinModel[] model = new WinModel[2];
    WinModel[] heuristic = new WinModel[2];
    for (int fold = 0; fold < 2; fold++) {
      model[fold] = fit(games, fold, false);
      heuristic[fold] = fit(games, fold, true);
    }
    List<double[]> curves = new ArrayList<>();
    List<double[]> judged = new ArrayList<>(); // estimate, heuristic's, outcome
    List<double[]> early = new ArrayList<>(); // the same, of the first EARLY boundaries
    long judgedGames = 0;
    double[] gainConstant = new double[3];
    double[] gainHeuristic = new double[3];
    for (GameTrace g : games) {
      int other = 1 - fold(g);
      int k = g.features().length;
      double[] curve = new double[k + 1];
      double sumModel = 0;
      double sumHeur = 0;
      double sumConst = 0;
      for (int j = 0; j < k; j++) {
        curve[j] = model[other].side1(StateFeatures.of(g, j));
        if (g.decided()) {
          double y = g.winner() == 1 ? 1 : 0;
          double h = heuristic[other].side1(new double[] {g.heuristic()[j]});
          judged.add(new double[] {curve[j], h, y});
          if (j < EARLY) {
            early.add(new double[] {curve[j], h, y});
          }
          sumModel += (curve[j] - y) * (curve[j] - y);
          sumHeur += (h - y) * (h - y);
          sumConst += 0.25;
        }
      }
      curve[k] = g.winner() == 1 ? 1 : g.winner() == 2 ? 0 : 0.5;
      curves.add(curve);
      if (g.decided() && k > 0) {
        judgedGames++;
        add(gainConstant, (sumConst - sumModel) / k);
        add(gainHeuristic, (sumHeur - sumModel) / k);
      }
    }
    return new WinEstimates(
        curves, check(model, judged, early, judgedGames, gainConstant, gainHeuristic));
  }

  /** Side 1's chance at every boundary of game {@code i}, then its result. */
  public double[] curve(int i) {
    return curves.get(i);
  }

  private static int fold(GameTrace g) {
    return (int) Math.floorMod(g.seed(), 2L);
  }

  /** The model fitted on the decided games of {@code fold}: on the terms, or the score alone. */
  private static WinModel fit(List<GameTrace> games, int fold, boolean scoreOnly) {
    List<double[]> rows = new ArrayList<>();
    List<Boolean> won = new ArrayList<>();
    long n = 0;
    for (GameTrace g : games) {
      if (!g.decided() || fold(g) != fold) {
        continue;
      }
      n++;
      for (int j = 0; j < g.features().length; j++) {
        rows.add(scoreOnly ? new double[] {g.heuristic()[j]} : StateFeatures.of(g, j));
        won.add(g.winner() == 1);
      }
    }
    if (rows.isEmpty()) {
      throw new IllegalArgumentException(
          "the win-probability estimate needs decided games of both even and odd seeds");
    }
    boolean[] y = new boolean[won.size()];
    for (int i = 0; i < y.length; i++) {
      y[i] = won.get(i);
    }
    List<String> names = scoreOnly ? List.of("score") : StateFeatures.NAMES;
    return WinModelFit.fit(names, rows.toArray(new double[0][]), y, n);
  }

  private static WinCheck check(
      WinModel[] model,
      List<double[]> judged,
      List<double[]> early,
      long games,
      double[] gainC,
      double[] gainH) {
    double[][] rows = judged.toArray(new double[0][]);
    List<WinCheck.Decile> deciles = bins(rows, 10);
    List<WinCheck.Decile> earlyFifths = bins(early.toArray(new double[0][]), 5);
    double worst = 0;
    for (WinCheck.Decile d : deciles) {
      worst = Math.max(worst, d.gap());
    }
    double earlyWorst = 0;
    for (WinCheck.Decile d : earlyFifths) {
      earlyWorst = Math.max(earlyWorst, d.gap());
    }
    int n = rows.length;
    double bm = 0;
    double bh = 0;
    for (double[] r : rows) {
      bm += (r[0] - r[2]) * (r[0] - r[2]);
      bh += (r[1] - r[2]) * (r[1] - r[2]);
    }
    return new WinCheck(
        model[0],
        model[1],
        deciles,
        worst,
        earlyFifths,
        earlyWorst,
        bm / Math.max(1, n),
        bh / Math.max(1, n),
        0.25,
        Estimate.mean(gainC[0], gainC[1], (long) gainC[2], 1),
        Estimate.mean(gainH[0], gainH[1], (long) gainH[2], 1),
        n,
        games);
  }

  /** The states sorted by estimate and cut in {@code parts} of equal count. */
  private static List<WinCheck.Decile> bins(double[][] rows, int parts) {
    Arrays.sort(rows, (a, b) -> Double.compare(a[0], b[0]));
    int n = rows.length;
    List<WinCheck.Decile> deciles = new ArrayList<>();
    for (int d = 0; d < parts && n > 0; d++) {
      int from = (int) ((long) n * d / parts);
      int to = (int) ((long) n * (d + 1) / parts);
      double sum = 0;
      long wins = 0;
      for (int i = from; i < to; i++) {
        sum += rows[i][0];
        wins += rows[i][2] > 0 ? 1 : 0;
      }
      deciles.add(
          new WinCheck.Decile(sum / Math.max(1, to - from), Estimate.proportion(wins, to - from)));
    }
    return deciles;
  }

  private static void add(double[] sums, double v) {
    sums[0] += v;
    sums[1] += v * v;
    sums[2]++;
  }
}
