package org.legendsforge.games.graveyard.validate;

import java.util.Locale;

/**
 * Ways of seeing a colour: normal vision, and full dichromacy simulated with the matrices of
 * Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of Color Vision
 * Deficiency" (IEEE TVCG 15(6), 2009), severity 1.0, applied to linear RGB.
 */
enum Vision {
  NORMAL(null),
  DEUTERANOPIA(
      new double[][] {
        {0.367322, 0.860646, -0.227968},
        {0.280085, 0.672501, 0.047413},
        {-0.011820, 0.042940, 0.968881}
      }),
  PROTANOPIA(
      new double[][] {
        {0.152286, 1.052583, -0.204868},
        {0.114503, 0.786281, 0.099216},
        {-0.003882, -0.048116, 1.051998}
      });

  private final double[][] matrix;

  Vision(double[][] matrix) {
    this.matrix = matrix;
  }

  /** How a colour (0xRRGGBB) looks to this vision, in CIELAB. */
  Lab see(int rgb) {
    double[] lin = Lab.linear(rgb);
    if (matrix == null) {
      return Lab.fromLinear(lin);
    }
    double[] out = new double[3];
    for (int i = 0; i < 3; i++) {
      out[i] = matrix[i][0] * lin[0] + matrix[i][1] * lin[1] + matrix[i][2] * lin[2];
    }
    return Lab.fromLinear(out);
  }

  String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
