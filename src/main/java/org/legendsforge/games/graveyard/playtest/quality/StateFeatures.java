package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.bots.Heuristic;

/**
 * What the win-probability model reads of a state between turns: the heuristic's terms for side 1
 * ({@link Heuristic#TERMS}, each what side 1 has less what side 2 has), how early in the game the
 * state is, and each term again times that earliness. The earliness is {@code H / (H + turns
 * played)} with {@code H} = {@value #HALF} turns: 1 before the first turn, ½ after {@value #HALF},
 * about 0.06 at a typical game's end. With the products, a term may weigh differently at the start
 * than later: without them one weight per term served every turn, and the fit, dominated by the
 * many later states, was up to 9.4 points too sure of the winner in the first five turns (the
 * start's death-point and material leads decide less than the same leads do later).
 */
public final class StateFeatures {
  /** The turns after which the earliness is ½. */
  public static final int HALF = 5;

  /** The features' names, in order: the terms, the earliness, the terms times the earliness. */
  public static final List<String> NAMES = names();

  private StateFeatures() {}

  /** The features of boundary {@code j} of {@code game}. */
  public static double[] of(GameTrace game, int j) {
    return of(game.features()[j], j);
  }

  /** The features of a state whose heuristic terms are {@code terms}, after {@code turns} turns. */
  public static double[] of(double[] terms, int turns) {
    int k = terms.length;
    double early = HALF / (double) (HALF + turns);
    double[] x = new double[2 * k + 1];
    for (int i = 0; i < k; i++) {
      x[i] = terms[i];
      x[k + 1 + i] = terms[i] * early;
    }
    x[k] = early;
    return x;
  }

  private static List<String> names() {
    List<String> out = new ArrayList<>(Heuristic.TERMS);
    out.add("earliness");
    for (String t : Heuristic.TERMS) {
      out.add(t + "×earliness");
    }
    return List.copyOf(out);
  }
}
