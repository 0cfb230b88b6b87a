package org.legendsforge.games.graveyard.playtest.quality;

import java.util.List;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * How well the win-probability estimate did on games it was not fitted on: the two models (one
 * fitted on the games of even seeds and judged on the odd ones, the other the other way round),
 * calibration by deciles of the estimate, and the Brier score (the mean squared difference between
 * the estimate and the outcome, 0 perfect) against the constant 50% and against the heuristic's own
 * score turned into a chance the same way.
 *
 * @param worstGap the largest |estimate − observed| of any decile
 * @param earlyFifths the same check on the states of the first {@link WinEstimates#EARLY}
 *     boundaries alone, in fifths (fewer states): how well the start of a game is estimated
 * @param earlyWorstGap the largest gap of those fifths
 * @param gainOverConstant per game, the constant's Brier score less the model's, mean over games
 * @param gainOverHeuristic per game, the heuristic's Brier score less the model's, mean over games
 */
public record WinCheck(
    WinModel evenSeeds,
    WinModel oddSeeds,
    List<Decile> deciles,
    double worstGap,
    List<Decile> earlyFifths,
    double earlyWorstGap,
    double brierModel,
    double brierHeuristic,
    double brierConstant,
    Estimate gainOverConstant,
    Estimate gainOverHeuristic,
    long states,
    long games) {

  /**
   * One tenth of the held-out states, by estimate: their mean estimate and how often side 1 won
   * (Wilson interval over states, which are not independent within a game: read it as a floor).
   */
  public record Decile(double estimate, Estimate observed) {
    public double gap() {
      return Math.abs(estimate - observed.value());
    }
  }
}
