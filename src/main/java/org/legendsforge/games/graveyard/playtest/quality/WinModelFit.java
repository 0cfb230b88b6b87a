package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.List;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.ArrayRealVector;
import org.hipparchus.linear.CholeskyDecomposition;
import org.hipparchus.linear.RealMatrix;
import org.hipparchus.linear.RealVector;

/**
 * Fits a {@link WinModel} to states and the outcome of their games by maximum likelihood: Newton's
 * method on the log-likelihood (each step solves the Hessian's system with Commons Math's Cholesky
 * decomposition), with a very small ridge on the coefficients and the intercept so a feature that
 * never varies, two that always move together, or games all won by one side cannot make the system
 * singular or the fit run off to infinity. The log-likelihood of a logistic model is concave, so
 * from zero Newton's method reaches its one maximum in a few steps.
 */
public final class WinModelFit {
  static final double RIDGE = 1e-6;
  private static final int MAX_STEPS = 50;
  private static final double CONVERGED = 1e-9;

  private WinModelFit() {}

  /**
   * The model of {@code names} features fitted on {@code x} (one row a state) with {@code won}
   * saying whether side 1 won that state's game; {@code games} is only carried into the model.
   */
  public static WinModel fit(List<String> names, double[][] x, boolean[] won, long games) {
    int n = x.length;
    int k = names.size();
    if (n == 0) {
      throw new IllegalArgumentException("a model needs states to be fitted on");
    }
    double[] mean = new double[k];
    double[] sd = new double[k];
    for (double[] row : x) {
      for (int i = 0; i < k; i++) {
        mean[i] += row[i];
      }
    }
    for (int i = 0; i < k; i++) {
      mean[i] /= n;
    }
    for (double[] row : x) {
      for (int i = 0; i < k; i++) {
        double d = row[i] - mean[i];
        sd[i] += d * d;
      }
    }
    for (int i = 0; i < k; i++) {
      sd[i] = Math.sqrt(sd[i] / n);
      if (!(sd[i] > 1e-12)) {
        sd[i] = 1;
      }
    }
    // the design: a 1 for the intercept, then the standardised features
    double[][] z = new double[n][k + 1];
    for (int r = 0; r < n; r++) {
      z[r][0] = 1;
      for (int i = 0; i < k; i++) {
        z[r][i + 1] = (x[r][i] - mean[i]) / sd[i];
      }
    }
    double[] beta = new double[k + 1];
    for (int step = 0; step < MAX_STEPS; step++) {
      double[][] h = new double[k + 1][k + 1];
      double[] g = new double[k + 1];
      for (int r = 0; r < n; r++) {
        double p = logistic(dot(beta, z[r]));
        double w = p * (1 - p);
        double resid = (won[r] ? 1 : 0) - p;
        for (int a = 0; a <= k; a++) {
          g[a] += resid * z[r][a];
          for (int b = 0; b <= a; b++) {
            h[a][b] += w * z[r][a] * z[r][b];
          }
        }
      }
      for (int a = 0; a <= k; a++) {
        for (int b = 0; b < a; b++) {
          h[b][a] = h[a][b];
        }
        h[a][a] += RIDGE * n;
        g[a] -= RIDGE * n * beta[a];
      }
      RealMatrix hessian = new Array2DRowRealMatrix(h, false);
      RealVector delta =
          new CholeskyDecomposition(hessian, 1e-12, 1e-14)
              .getSolver()
              .solve(new ArrayRealVector(g, false));
      double biggest = 0;
      for (int a = 0; a <= k; a++) {
        beta[a] += delta.getEntry(a);
        biggest = Math.max(biggest, Math.abs(delta.getEntry(a)));
      }
      if (biggest < CONVERGED) {
        break;
      }
    }
    List<Double> coefficients = new ArrayList<>();
    for (int a = 1; a <= k; a++) {
      coefficients.add(beta[a]);
    }
    return new WinModel(names, list(mean), list(sd), beta[0], coefficients, n, games);
  }

  private static List<Double> list(double[] values) {
    List<Double> out = new ArrayList<>();
    for (double v : values) {
      out.add(v);
    }
    return out;
  }

  static double logistic(double z) {
    return 1 / (1 + Math.exp(-z));
  }

  private static double dot(double[] a, double[] b) {
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }
}
