package org.legendsforge.games.graveyard.playtest.quality;

import java.util.List;

/**
 * A fitted logistic model of the chance that side 1 wins from a state: {@code 1 / (1 + e^-z)} with
 * {@code z = intercept + Σ coefficient_i × (x_i − mean_i) / sd_i}. The features are standardised
 * (their mean and spread over the states it was fitted on) so the coefficients compare: each is the
 * change of the log-odds for one standard deviation of its feature.
 *
 * @param features the features' names
 * @param mean each feature's mean over the fitted states
 * @param sd each feature's standard deviation (1 where it never varied)
 * @param intercept the log-odds of a state at every feature's mean
 * @param coefficients one per feature
 * @param states the states fitted on
 * @param games the games they came from
 */
public record WinModel(
    List<String> features,
    List<Double> mean,
    List<Double> sd,
    double intercept,
    List<Double> coefficients,
    long states,
    long games) {

  public WinModel {
    features = List.copyOf(features);
    mean = List.copyOf(mean);
    sd = List.copyOf(sd);
    coefficients = List.copyOf(coefficients);
  }

  /** The chance that side 1 wins from a state of features {@code x}. */
  public double side1(double[] x) {
    double z = intercept;
    for (int i = 0; i < coefficients.size(); i++) {
      z += coefficients.get(i) * (x[i] - mean.get(i)) / sd.get(i);
    }
    return 1 / (1 + Math.exp(-z));
  }
}
