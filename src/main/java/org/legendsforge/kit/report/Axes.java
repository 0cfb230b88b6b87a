package org.legendsforge.kit.report;

import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;

/** Grid lines, ticks and tick labels for the charts. */
public final class Axes {
  static final double TICK_SIZE = 11;

  /** The least room between two tick labels side by side. */
  private static final double TICK_GAP = 6;

  private Axes() {}

  /** Vertical grid and labels for {@code x}; horizontal ones for {@code y} when {@code withY}. */
  public static void grid(Svg s, Scale x, Scale y, double left, double bottom, boolean withY) {
    vertical(s, x, x.ticks(), Axes::label, y.at(y.min()), y.at(y.max()), bottom);
    if (withY) {
      List<Double> yt = y.ticks();
      int everyY = every(y, yt, Axes::label, false);
      for (int i = 0; i < yt.size(); i++) {
        double t = yt.get(i);
        s.line(x.at(x.min()), y.at(t), x.at(x.max()), y.at(t), "#E3E3E3", 1, "");
        if (i % everyY == 0) {
          s.text(left - 5, y.at(t) + 4, "end", label(t), " fill=\"#333\" font-size=\"11\"");
        }
      }
      s.line(left, y.at(y.min()), left, y.at(y.max()), "#555", 1, "");
    }
    s.line(x.at(x.min()), bottom, x.at(x.max()), bottom, "#555", 1, "");
  }

  /**
   * A vertical grid line at each of {@code ticks} from {@code y1} to {@code y2}, with its label
   * under {@code axis} (every other, or fewer, when they would touch).
   */
  public static void vertical(
      Svg s,
      Scale x,
      List<Double> ticks,
      DoubleFunction<String> label,
      double y1,
      double y2,
      double axis) {
    int every = every(x, ticks, label, true);
    for (int i = 0; i < ticks.size(); i++) {
      double t = ticks.get(i);
      s.line(x.at(t), y1, x.at(t), y2, "#E3E3E3", 1, "");
      if (i % every == 0) {
        s.text(x.at(t), axis + 15, "middle", label.apply(t), " fill=\"#333\" font-size=\"11\"");
      }
    }
  }

  /**
   * Every how many ticks to label, so that no two labels touch: 1 when every label fits, else 2, 5,
   * 10, ... ({@code across}: labels side by side along a horizontal axis, judged by their widths at
   * {@value #TICK_SIZE} px; else stacked up a vertical one, judged by their height).
   */
  static int every(Scale scale, List<Double> ticks, DoubleFunction<String> label, boolean across) {
    for (int k : new int[] {1, 2, 5, 10, 20, 50, 100}) {
      if (fits(scale, ticks, label, across, k)) {
        return k;
      }
    }
    return Math.max(1, ticks.size());
  }

  private static boolean fits(
      Scale scale, List<Double> ticks, DoubleFunction<String> label, boolean across, int k) {
    for (int i = 0; i + k < ticks.size(); i += k) {
      double room = Math.abs(scale.at(ticks.get(i + k)) - scale.at(ticks.get(i)));
      // centred labels side by side need half of each width; stacked ones one line of text
      double need =
          across
              ? (width(label.apply(ticks.get(i))) + width(label.apply(ticks.get(i + k)))) / 2
                  + TICK_GAP
              : TICK_SIZE + TICK_GAP / 2;
      if (room < need) {
        return false;
      }
    }
    return true;
  }

  private static double width(String label) {
    return TextWidth.REGULAR.of(label, TICK_SIZE);
  }

  /** A tick's number as the reports print numbers: two decimals at most, no trailing zeros. */
  public static String label(double t) {
    return String.format(Locale.ROOT, "%.2f", t).replaceAll("\\.?0+$", "");
  }
}
