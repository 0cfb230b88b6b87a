package org.legendsforge.report;

import java.util.List;
import java.util.Locale;
import org.legendsforge.playtest.Estimate;

/** How long the games were: a bar per bin of turns, and the mean with its 95% interval. */
final class LengthChart {
  private static final double WIDTH = 1020;
  private static final double HEIGHT = 260;
  private static final double LEFT = 56;
  private static final double RIGHT = 20;
  private static final double TOP = 30;
  private static final double BOTTOM = 44;

  String svg(List<Long> bins, int binWidth, Estimate mean) {
    int last = 0;
    long most = 1;
    for (int i = 0; i < bins.size(); i++) {
      if (bins.get(i) > 0) {
        last = i;
      }
      most = Math.max(most, bins.get(i));
    }
    int shown = last + 2;
    Scale x = new Scale(0, shown * binWidth, LEFT, WIDTH - RIGHT);
    Scale y = Scale.covering(0, most, HEIGHT - BOTTOM, TOP);
    Svg s = new Svg().open(WIDTH, HEIGHT, "Game length in turns");
    s.text(
        4,
        18,
        "start",
        "Game length: games per " + binWidth + " turns",
        " font-weight=\"bold\" font-size=\"13\"");
    Axes.grid(s, x, y, LEFT, HEIGHT - BOTTOM, true);
    s.text(
        (x.from() + x.to()) / 2,
        HEIGHT - 8,
        "middle",
        "turns (Turn Order cards drawn)",
        " fill=\"#333\"");
    for (int i = 0; i <= last; i++) {
      long n = bins.get(i);
      if (n == 0) {
        continue;
      }
      double x0 = x.at(i * binWidth) + 1;
      double x1 = x.at((i + 1) * binWidth) - 1;
      String range =
          i == bins.size() - 1 ? i * binWidth + "+" : i * binWidth + "–" + ((i + 1) * binWidth - 1);
      s.raw(
          "<rect class=\"bar\" x=\""
              + Svg.n(x0)
              + "\" y=\""
              + Svg.n(y.at(n))
              + "\" width=\""
              + Svg.n(x1 - x0)
              + "\" height=\""
              + Svg.n(y.at(0) - y.at(n))
              + "\" fill=\"#90A4AE\" stroke=\"#455A64\" data-turns=\""
              + range
              + "\" data-games=\""
              + n
              + "\"><title>"
              + range
              + " turns: "
              + n
              + " games</title></rect>\n");
    }
    if (mean.hasInterval()) {
      s.rect(
          x.at(mean.low()),
          TOP,
          Math.max(1, x.at(mean.high()) - x.at(mean.low())),
          HEIGHT - BOTTOM - TOP,
          "#C62828",
          "",
          " fill-opacity=\"0.18\"");
      s.line(x.at(mean.value()), TOP, x.at(mean.value()), HEIGHT - BOTTOM, "#C62828", 2, "");
      s.text(
          x.at(mean.value()) + 6,
          TOP + 12,
          "start",
          String.format(
              Locale.ROOT,
              "mean %.1f turns (95%%: %.1f–%.1f)",
              mean.value(),
              mean.low(),
              mean.high()),
          " fill=\"#C62828\" font-size=\"12\"");
    }
    return s.close();
  }
}
