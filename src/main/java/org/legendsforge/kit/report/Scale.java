package org.legendsforge.kit.report;

import java.util.ArrayList;
import java.util.List;

/** A linear map from data values to pixels, with round tick values for the axis. */
public record Scale(double min, double max, double from, double to) {
  /**
   * A scale from 0 (or below, for negative data) up to a round number at or above {@code maxValue}.
   */
  public static Scale covering(double minValue, double maxValue, double from, double to) {
    double lo = Math.min(0, Math.floor(minValue));
    double step = step(maxValue - lo);
    double hi = Math.max(step, Math.ceil(maxValue / step) * step);
    return new Scale(lo, hi, from, to);
  }

  public double at(double v) {
    return from + (v - min) / (max - min) * (to - from);
  }

  public List<Double> ticks() {
    double step = step(max - min);
    List<Double> out = new ArrayList<>();
    for (double t = Math.ceil(min / step) * step; t <= max + 1e-9; t += step) {
      out.add(Math.round(t * 1000) / 1000.0);
    }
    return out;
  }

  /** 1, 2 or 5 times a power of ten, giving about five to ten ticks. */
  private static double step(double span) {
    double raw = Math.max(span, 1e-9) / 8;
    double p = Math.pow(10, Math.floor(Math.log10(raw)));
    for (double m : new double[] {1, 2, 5, 10}) {
      if (m * p >= raw) {
        return m * p;
      }
    }
    return 10 * p;
  }
}
