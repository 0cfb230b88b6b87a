package org.legendsforge.games.graveyard.playtest.quality;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Every state gets an estimate from the model fitted on the other seeds' games; where the features
 * tell the winner, the estimate beats the constant 50% and is calibrated; each curve ends on the
 * game's result.
 */
class WinEstimatesTest {
  /** Games whose side 1 wins more the more of the first feature it has; the rest is noise. */
  static List<GameTrace> games(int n, long seed) {
    Random r = new Random(seed);
    List<GameTrace> out = new ArrayList<>();
    for (int g = 0; g < n; g++) {
      int turns = 10 + r.nextInt(10);
      double edge = r.nextGaussian();
      int winner = r.nextDouble() < 1 / (1 + Math.exp(-2 * edge)) ? 1 : 2;
      double[][] f =
          new double[turns][org.legendsforge.games.graveyard.bots.Heuristic.TERMS.size()];
      double[] h = new double[turns];
      List<GameTrace.Turn> t = new ArrayList<>();
      for (int j = 0; j < turns; j++) {
        f[j][0] = edge + r.nextGaussian() * 0.3;
        f[j][1] = r.nextGaussian();
        h[j] = f[j][0] * 10 + r.nextGaussian() * 20;
        t.add(new GameTrace.Turn(1 + j % 2, 30, GameTrace.Choice.REAL, 3, false));
      }
      out.add(new GameTrace(g + 1, winner, "deaths", f, h, new int[turns], t));
    }
    return out;
  }

  @Test
  void heldOutStatesAreEstimatedBetterThanByAConstantAndCalibrated() {
    List<GameTrace> games = games(1200, 5);
    WinEstimates e = WinEstimates.of(games);
    WinCheck c = e.check();
    assertThat(c.deciles()).hasSize(10);
    assertThat(c.worstGap()).isLessThan(0.05);
    assertThat(c.earlyFifths()).hasSize(5);
    assertThat(c.earlyFifths().get(0).observed().n()).isEqualTo(1200 * WinEstimates.EARLY / 5);
    assertThat(c.brierModel()).isLessThan(0.21);
    assertThat(c.brierModel()).isLessThan(c.brierHeuristic());
    assertThat(c.gainOverConstant().low()).isPositive();
    assertThat(c.games()).isEqualTo(1200);
    assertThat(c.evenSeeds().games() + c.oddSeeds().games()).isEqualTo(1200);
  }

  @Test
  void eachCurveHasAnEstimateAStateAndEndsOnTheResult() {
    List<GameTrace> games = games(200, 9);
    WinEstimates e = WinEstimates.of(games);
    for (int i = 0; i < games.size(); i++) {
      double[] curve = e.curve(i);
      assertThat(curve).hasSize(games.get(i).length() + 1);
      assertThat(curve[curve.length - 1]).isEqualTo(games.get(i).winner() == 1 ? 1.0 : 0.0);
    }
  }
}
