package org.legendsforge.games.graveyard.playtest.quality;

import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.report.TurnBar;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.kit.report.Axes;
import org.legendsforge.kit.report.Scale;
import org.legendsforge.kit.report.Svg;

/**
 * The game-quality page's charts, drawn with the report kit's SVG, scales and axes as every page of
 * the playtest is: the win-probability curves of a sample of games, when the winner became known,
 * the snowball chart, each seat's wait and the estimate's calibration.
 */
final class QualityCharts {
  private static final double WIDTH = 1020;
  private static final double HEIGHT = 300;
  private static final double LEFT = 56;
  private static final double RIGHT = 20;
  private static final double TOP = 34;
  private static final double BOTTOM = 44;
  static final String SIDE1 = "#1565C0";
  static final String SIDE2 = "#C62828";
  private static final String NONE = "#9E9E9E";
  private static final String[] LEADS = {"#90CAF9", "#1E88E5", "#0D47A1"};

  private QualityCharts() {}

  /** One curve a game: side 1's chance after each turn, coloured by the side that won. */
  static String curves(List<QualityReport.Curve> curves) {
    int longest = 1;
    for (QualityReport.Curve c : curves) {
      longest = Math.max(longest, c.side1().size() - 1);
    }
    Scale x = Scale.covering(0, longest, LEFT, WIDTH - RIGHT);
    Scale y = new Scale(0, 1, HEIGHT - BOTTOM, TOP);
    Svg s = start("Win-probability curves: side 1's chance after each turn, one line a game");
    Axes.grid(s, x, y, LEFT, HEIGHT - BOTTOM, true);
    xLabel(s, x, "turns played");
    s.line(x.at(0), y.at(0.5), x.at(x.max()), y.at(0.5), "#555", 1, "4 3");
    for (QualityReport.Curve c : curves) {
      String colour = c.winner() == 1 ? SIDE1 : c.winner() == 2 ? SIDE2 : NONE;
      StringBuilder pts = new StringBuilder();
      for (int j = 0; j < c.side1().size(); j++) {
        pts.append(Svg.n(x.at(j))).append(',').append(Svg.n(y.at(c.side1().get(j)))).append(' ');
      }
      s.raw(
          "<polyline fill=\"none\" stroke=\""
              + colour
              + "\" stroke-width=\"1.2\" stroke-opacity=\"0.65\" points=\""
              + pts.toString().trim()
              + "\" data-seed=\""
              + c.seed()
              + "\"><title>seed "
              + c.seed()
              + ", "
              + (c.winner() == 0 ? "no winner" : "side " + c.winner() + " won")
              + "</title></polyline>\n");
    }
    legend(s, new String[] {"side 1 won", "side 2 won"}, new String[] {SIDE1, SIDE2});
    return s.close();
  }

  /** Decided games by the turn after which their winner was known. */
  static String known(List<Long> bins, int width, Estimate mean) {
    long most = 1;
    for (long b : bins) {
      most = Math.max(most, b);
    }
    Scale x = Scale.covering(0, Math.max(1, bins.size()) * width, LEFT, WIDTH - RIGHT);
    Scale y = Scale.covering(0, most, HEIGHT - BOTTOM, TOP);
    Svg s = start("When the winner was known: decided games per " + width + " turns");
    Axes.grid(s, x, y, LEFT, HEIGHT - BOTTOM, true);
    xLabel(s, x, "turns played when the winner's estimate passed the loser's best");
    for (int i = 0; i < bins.size(); i++) {
      long n = bins.get(i);
      if (n == 0) {
        continue;
      }
      double x0 = x.at(i * width) + 1;
      double x1 = x.at((i + 1) * width) - 1;
      String range = i * width + "–" + ((i + 1) * width - 1);
      TurnBar.draw(s, x0, x1, y.at(n), y.at(0), range, n);
    }
    if (mean.hasInterval()) {
      double at = x.at(mean.value());
      s.rect(
          x.at(mean.low()),
          TOP,
          Math.max(1, x.at(mean.high()) - x.at(mean.low())),
          HEIGHT - BOTTOM - TOP,
          SIDE2,
          "",
          " fill-opacity=\"0.18\"");
      s.line(at, TOP, at, HEIGHT - BOTTOM, SIDE2, 2, "");
      s.text(
          WIDTH - RIGHT,
          18,
          "end",
          String.format(
              Locale.ROOT,
              "mean %.1f turns (95%%: %.1f–%.1f)",
              mean.value(),
              mean.low(),
              mean.high()),
          " fill=\"" + SIDE2 + "\" font-size=\"12\"");
    }
    return s.close();
  }

  /** The chance that the side ahead on death points after t turns wins, a line per lead. */
  static String snowball(List<QualityReport.Snowball> rows) {
    int[] turns = QualityFigures.SNOWBALL_TURNS;
    Scale x = new Scale(turns[0] - 5, turns[turns.length - 1] + 5, LEFT, WIDTH - RIGHT);
    Scale y = new Scale(0, 1, HEIGHT - BOTTOM, TOP);
    Svg s = start("Snowball: how often the side ahead on death points after t turns wins");
    Axes.grid(s, x, y, LEFT, HEIGHT - BOTTOM, true);
    xLabel(s, x, "turns played");
    s.line(x.at(x.min()), y.at(0.5), x.at(x.max()), y.at(0.5), "#555", 1, "4 3");
    String[] names = new String[QualityFigures.MAX_LEAD];
    for (int lead = 1; lead <= QualityFigures.MAX_LEAD; lead++) {
      String colour = LEADS[lead - 1];
      names[lead - 1] = lead + (lead == QualityFigures.MAX_LEAD ? "+" : "") + " ahead";
      StringBuilder pts = new StringBuilder();
      double shift = (lead - 2) * 1.2;
      for (QualityReport.Snowball r : rows) {
        if (r.lead() != lead || !r.leaderWins().known()) {
          continue;
        }
        Estimate e = r.leaderWins();
        double cx = x.at(r.turn() + shift);
        pts.append(Svg.n(cx)).append(',').append(Svg.n(y.at(e.value()))).append(' ');
        s.line(cx, y.at(e.low()), cx, y.at(e.high()), colour, 2, "");
        s.raw(
            "<circle cx=\""
                + Svg.n(cx)
                + "\" cy=\""
                + Svg.n(y.at(e.value()))
                + "\" r=\"3.5\" fill=\""
                + colour
                + "\"><title>"
                + String.format(
                    Locale.ROOT,
                    "after %d turns, %s death points: %.0f%% (95%%: %.0f–%.0f%%) of %d games",
                    r.turn(),
                    lead + (r.orMore() ? " or more" : ""),
                    100 * e.value(),
                    100 * e.low(),
                    100 * e.high(),
                    e.n())
                + "</title></circle>\n");
      }
      if (pts.length() > 0) {
        s.raw(
            "<polyline fill=\"none\" stroke=\""
                + colour
                + "\" stroke-width=\"1.5\" points=\""
                + pts.toString().trim()
                + "\"/>\n");
      }
    }
    legend(s, names, LEADS);
    return s.close();
  }

  /** Each seat's mean wait between two of its own turns, with its interval. */
  static String waiting(List<QualityReport.SeatWait> seats) {
    double most = 1;
    for (QualityReport.SeatWait w : seats) {
      if (w.turns().hasInterval()) {
        most = Math.max(most, w.turns().high());
      }
    }
    double rowH = 34;
    double height = TOP + rowH * seats.size() + BOTTOM;
    Scale x = Scale.covering(0, most, 110, WIDTH - RIGHT);
    Scale y = new Scale(0, 1, height - BOTTOM, TOP);
    Svg s = new Svg().open(WIDTH, height, "Waiting between own turns, per seat");
    s.text(
        4,
        18,
        "start",
        "Waiting: turns of others between two of a seat's own turns",
        " font-weight=\"bold\" font-size=\"13\"");
    Axes.vertical(s, x, ticks(x), v -> Svg.n(v), TOP, height - BOTTOM, height - BOTTOM);
    s.line(x.at(0), height - BOTTOM, x.at(x.max()), height - BOTTOM, "#555", 1, "");
    for (int i = 0; i < seats.size(); i++) {
      QualityReport.SeatWait w = seats.get(i);
      double top = TOP + i * rowH + 6;
      s.text(100, top + 15, "end", "player " + w.player(), " fill=\"#333\"");
      if (!w.turns().known()) {
        continue;
      }
      s.raw(
          "<rect class=\"bar\" x=\""
              + Svg.n(x.at(0))
              + "\" y=\""
              + Svg.n(top)
              + "\" width=\""
              + Svg.n(x.at(w.turns().value()) - x.at(0))
              + "\" height=\"20\" fill=\"#90A4AE\" stroke=\"#455A64\" data-player=\""
              + w.player()
              + "\"><title>"
              + String.format(
                  Locale.ROOT,
                  "player %d waits %.2f turns, %.1f minutes; longest wait of a game %.1f turns",
                  w.player(),
                  w.turns().value(),
                  w.minutes().value(),
                  w.longest().value())
              + "</title></rect>\n");
      if (w.turns().hasInterval()) {
        s.line(x.at(w.turns().low()), top + 10, x.at(w.turns().high()), top + 10, "#263238", 2, "");
      }
      double end =
          w.turns().hasInterval()
              ? Math.max(w.turns().value(), w.turns().high())
              : w.turns().value();
      s.text(
          x.at(end) + 8,
          top + 15,
          "start",
          String.format(
              Locale.ROOT, "%.2f turns, %.1f min", w.turns().value(), w.minutes().value()),
          " fill=\"#333\" font-size=\"11\"");
    }
    s.text(
        (x.from() + x.to()) / 2, height - 8, "middle", "turns of others waited", " fill=\"#333\"");
    return s.close();
  }

  /** The held-out states' deciles: mean estimate against how often side 1 won. */
  static String calibration(WinCheck c) {
    double size = 360;
    Scale x = new Scale(0, 1, LEFT, size - RIGHT);
    Scale y = new Scale(0, 1, size - BOTTOM, TOP);
    Svg s = new Svg().open(size, size, "Calibration of the win-probability estimate by deciles");
    s.text(
        4, 18, "start", "Calibration on held-out seeds", " font-weight=\"bold\" font-size=\"13\"");
    Axes.grid(s, x, y, LEFT, size - BOTTOM, true);
    s.text((x.from() + x.to()) / 2, size - 8, "middle", "estimate", " fill=\"#333\"");
    s.line(x.at(0), y.at(0), x.at(1), y.at(1), "#555", 1, "4 3");
    for (WinCheck.Decile d : c.deciles()) {
      Estimate o = d.observed();
      double cx = x.at(d.estimate());
      s.line(cx, y.at(o.low()), cx, y.at(o.high()), SIDE1, 2, "");
      s.raw(
          "<circle cx=\""
              + Svg.n(cx)
              + "\" cy=\""
              + Svg.n(y.at(o.value()))
              + "\" r=\"3.5\" fill=\""
              + SIDE1
              + "\"><title>"
              + String.format(
                  Locale.ROOT,
                  "estimate %.3f, side 1 won %.3f of %d states",
                  d.estimate(),
                  o.value(),
                  o.n())
              + "</title></circle>\n");
    }
    return s.close();
  }

  private static List<Double> ticks(Scale x) {
    java.util.ArrayList<Double> t = new java.util.ArrayList<>();
    double step = x.max() <= 5 ? 0.5 : x.max() <= 10 ? 1 : 2;
    for (double v = 0; v <= x.max() + 1e-9; v += step) {
      t.add(v);
    }
    return t;
  }

  private static Svg start(String title) {
    Svg s = new Svg().open(WIDTH, HEIGHT, title);
    s.text(4, 18, "start", title, " font-weight=\"bold\" font-size=\"13\"");
    return s;
  }

  private static void xLabel(Svg s, Scale x, String words) {
    s.text((x.from() + x.to()) / 2, HEIGHT - 8, "middle", words, " fill=\"#333\"");
  }

  private static void legend(Svg s, String[] names, String[] colours) {
    double at = WIDTH - RIGHT - 130 * names.length;
    for (int i = 0; i < names.length; i++) {
      double x = at + 130 * i;
      s.rect(x, 24, 18, 4, colours[i], "", "");
      s.text(x + 24, 30, "start", names[i], " fill=\"#333\" font-size=\"11\"");
    }
  }
}
