package org.legendsforge.games.graveyard.playtest.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.kit.report.Axes;
import org.legendsforge.kit.report.Scale;
import org.legendsforge.kit.report.Svg;
import org.legendsforge.kit.report.TextWidth;

/**
 * Rates with their 95% intervals, one row per item (a forest plot): a bar for the interval, a dot
 * at the measured rate, a dashed line at the reference (an even game: 50%), and the figures in
 * words at the right. A row whose interval lies wholly off the reference is drawn in red, so what
 * the games show beyond chance stands out; rows with no games are left empty. The label column
 * widens for long labels (hero and weapon names come from the card data); one longer still is cut
 * short, whole in its tooltip.
 */
public final class IntervalChart {
  private static final double WIDTH = 1020;

  /** The label column: this wide, wider for long labels up to {@link #LABEL_MAX}. */
  private static final double LABEL = 280;

  private static final double LABEL_MAX = 440;
  private static final double STATS = 210;
  private static final double ROW = 22;
  private static final double TOP = 30;
  private static final double AXIS = 38;

  /** One row: its label and the rate measured. */
  record Row(String label, Estimate rate) {}

  /**
   * Rates from {@code lo} to {@code hi} (fractions), with the reference line at {@code reference}.
   */
  String svg(String title, List<Row> rows, double lo, double hi, double reference) {
    return svg(title, rows, lo, hi, reference, reference, reference);
  }

  /**
   * As {@link #svg(String, List, double, double, double)}, with a shaded band from {@code bandLow}
   * to {@code bandHigh} around the reference: a row is drawn red when its interval lies wholly
   * outside the band (the verdict rule for heroes and spirits).
   */
  String svg(
      String title,
      List<Row> rows,
      double lo,
      double hi,
      double reference,
      double bandLow,
      double bandHigh) {
    double height = TOP + rows.size() * ROW + AXIS;
    double label = LABEL;
    for (Row r : rows) {
      label = Math.max(label, TextWidth.REGULAR.of(r.label(), 12) + 14);
    }
    label = Math.min(LABEL_MAX, Math.ceil(label));
    Scale x = new Scale(lo, hi, label, WIDTH - STATS);
    Svg s = new Svg().open(WIDTH, height, title);
    s.text(4, 18, "start", title, " font-weight=\"bold\" font-size=\"13\"");
    double bottom = TOP + rows.size() * ROW;
    List<Double> ticks = new ArrayList<>();
    for (double t = lo; t <= hi + 1e-9; t += tick(hi - lo)) {
      ticks.add(t);
    }
    Axes.vertical(s, x, ticks, IntervalChart::percent, TOP, bottom, bottom);
    s.line(x.from(), bottom, x.to(), bottom, "#555", 1, "");
    for (int i = 0; i < rows.size(); i += 2) {
      s.rect(0, TOP + i * ROW, WIDTH, ROW, "#F7F7F7", "", "");
    }
    if (bandHigh > bandLow) {
      s.rect(
          x.at(bandLow),
          TOP - 4,
          x.at(bandHigh) - x.at(bandLow),
          bottom - TOP + 4,
          "#2E7D32",
          "",
          " fill-opacity=\"0.12\"");
    }
    s.line(x.at(reference), TOP - 4, x.at(reference), bottom, "#555", 1.2, "4 3");
    s.text(
        (x.from() + x.to()) / 2,
        bottom + 32,
        "middle",
        "win rate, with its 95% interval",
        " fill=\"#333\"");
    double y = TOP;
    for (Row r : rows) {
      double mid = y + ROW / 2;
      // A label too long for its column is cut short, whole in its tooltip.
      s.fitted(
          label - 10,
          mid + 4,
          "end",
          r.label(),
          TextWidth.REGULAR,
          12,
          label - 14,
          " font-size=\"12\"");
      Estimate e = r.rate();
      if (e.known()) {
        boolean off = e.hasInterval() && (e.low() > bandHigh || e.high() < bandLow);
        String colour = off ? "#C62828" : "#1565C0";
        double a = x.at(clamp(e.low(), lo, hi));
        double b = x.at(clamp(e.high(), lo, hi));
        s.raw(
            "<g class=\"interval\" data-label=\""
                + Svg.esc(r.label())
                + "\" data-value=\""
                + String.format(Locale.ROOT, "%.4f", e.value())
                + "\">\n");
        s.line(a, mid, b, mid, colour, 3, "");
        s.raw(
            "<circle cx=\""
                + Svg.n(x.at(clamp(e.value(), lo, hi)))
                + "\" cy=\""
                + Svg.n(mid)
                + "\" r=\"4.5\" fill=\""
                + colour
                + "\" stroke=\"#222\" stroke-width=\"1\"><title>"
                + Svg.esc(r.label() + ": " + words(e))
                + "</title></circle>\n");
        s.raw("</g>\n");
        s.text(
            WIDTH - STATS + 10,
            mid + 4,
            "start",
            words(e),
            " font-size=\"11\"" + (off ? " fill=\"#C62828\"" : ""));
      } else {
        s.text(WIDTH - STATS + 10, mid + 4, "start", "no games", " font-size=\"11\" fill=\"#777\"");
      }
      y += ROW;
    }
    return s.close();
  }

  static String words(Estimate e) {
    return String.format(
        Locale.ROOT,
        "%s (%s–%s) · n %d",
        percent(e.value()),
        percent(e.low()),
        percent(e.high()),
        e.n());
  }

  public static String percent(double v) {
    return String.format(Locale.ROOT, "%.1f%%", 100 * v).replace(".0%", "%");
  }

  private static double tick(double span) {
    return span > 0.6 ? 0.1 : span > 0.3 ? 0.05 : 0.025;
  }

  private static double clamp(double v, double lo, double hi) {
    return Math.max(lo, Math.min(hi, v));
  }
}
