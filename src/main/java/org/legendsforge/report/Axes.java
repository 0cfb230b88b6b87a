package org.legendsforge.report;

/** Grid lines, ticks and tick labels for the charts. */
final class Axes {
  private Axes() {}

  /** Vertical grid and labels for {@code x}; horizontal ones for {@code y} when {@code withY}. */
  static void grid(Svg s, Scale x, Scale y, double left, double bottom, boolean withY) {
    for (double t : x.ticks()) {
      s.line(x.at(t), y.at(y.min()), x.at(t), y.at(y.max()), "#E3E3E3", 1, "");
      s.text(x.at(t), bottom + 15, "middle", label(t), " fill=\"#333\" font-size=\"11\"");
    }
    if (withY) {
      for (double t : y.ticks()) {
        s.line(x.at(x.min()), y.at(t), x.at(x.max()), y.at(t), "#E3E3E3", 1, "");
        s.text(left - 5, y.at(t) + 4, "end", label(t), " fill=\"#333\" font-size=\"11\"");
      }
      s.line(left, y.at(y.min()), left, y.at(y.max()), "#555", 1, "");
    }
    s.line(x.at(x.min()), bottom, x.at(x.max()), bottom, "#555", 1, "");
  }

  static String label(double t) {
    return org.legendsforge.validate.BalanceReport.fmt(t);
  }
}
