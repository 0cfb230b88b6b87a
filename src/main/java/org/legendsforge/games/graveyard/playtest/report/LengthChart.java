package org.legendsforge.games.graveyard.playtest.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.kit.report.Axes;
import org.legendsforge.kit.report.Footprint;
import org.legendsforge.kit.report.LabelPlacer;
import org.legendsforge.kit.report.Scale;
import org.legendsforge.kit.report.Svg;
import org.legendsforge.kit.report.TextWidth;

/**
 * How long the games were: a bar per bin of turns, and the mean with its 95% interval, named beside
 * its line where the name is clear of the bars.
 */
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
    List<Footprint> bars = new ArrayList<>();
    for (int i = 0; i <= last; i++) {
      long n = bins.get(i);
      if (n == 0) {
        continue;
      }
      double x0 = x.at(i * binWidth) + 1;
      double x1 = x.at((i + 1) * binWidth) - 1;
      String range =
          i == bins.size() - 1 ? i * binWidth + "+" : i * binWidth + "–" + ((i + 1) * binWidth - 1);
      TurnBar.draw(s, x0, x1, y.at(n), y.at(0), range, n);
      bars.add(new Footprint.Box(x0, y.at(n), x1 - x0, y.at(0) - y.at(n)));
    }
    if (mean.hasInterval()) {
      mean(s, x, mean, bars);
    }
    return s.close();
  }

  /**
   * The mean as a red line over its 95% interval, named in words beside the line's top where that
   * is clear of the bars (else further out with a leader, or in the title row).
   */
  private static void mean(Svg s, Scale x, Estimate mean, List<Footprint> bars) {
    double bottom = HEIGHT - BOTTOM;
    double at = x.at(mean.value());
    s.rect(
        x.at(mean.low()),
        TOP,
        Math.max(1, x.at(mean.high()) - x.at(mean.low())),
        bottom - TOP,
        "#C62828",
        "",
        " fill-opacity=\"0.18\"");
    String words =
        String.format(
            Locale.ROOT,
            "mean %.1f turns (95%%: %.1f–%.1f)",
            mean.value(),
            mean.low(),
            mean.high());
    s.raw(
        "<line class=\"mean\" x1=\""
            + Svg.n(at)
            + "\" y1=\""
            + Svg.n(TOP)
            + "\" x2=\""
            + Svg.n(at)
            + "\" y2=\""
            + Svg.n(bottom)
            + "\" stroke=\"#C62828\" stroke-width=\"2\"><title>"
            + Svg.esc(words)
            + "</title></line>\n");
    List<Footprint> marks = new ArrayList<>(bars);
    marks.add(new Footprint.Box(at - 1, TOP, 2, bottom - TOP));
    LabelPlacer.Result label =
        new LabelPlacer(
                new Footprint.Box(LEFT, TOP, WIDTH - RIGHT - LEFT, bottom - TOP),
                TextWidth.REGULAR,
                12)
            .place(List.of(new LabelPlacer.Label(words, at, TOP + 9, 1)), marks, 1);
    if (label.left() == 0) {
      s.labels(label, 12, "#C62828", "");
    } else {
      s.text(WIDTH - RIGHT, 18, "end", words, " fill=\"#C62828\" font-size=\"12\"");
    }
  }
}
