package org.legendsforge.games.graveyard.playtest.studies;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.report.IntervalChart;
import org.legendsforge.games.graveyard.playtest.report.PageStart;
import org.legendsforge.games.graveyard.playtest.report.PlaytestPage;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.studies.ComparisonReport.Change;
import org.legendsforge.kit.report.Scale;
import org.legendsforge.kit.report.Svg;

/**
 * Two card sets compared in play (reports/playtest-compare.html): the card diff beside what changed
 * in play, each change with its 95% interval drawn as a bar around 0, significant ones in red.
 */
public final class ComparisonPage {
  private static final double WIDTH = 1020;
  private static final double LABEL = 380;
  private static final double STATS = 230;
  private static final double ROW = 22;

  public String html(ComparisonReport r) {
    StringBuilder h = new StringBuilder();
    String title = r.now().summary().game() + " — what changed in play";
    PageStart.write(h, title, CSS);
    h.append("<p class=\"lead\">Old: <code>")
        .append(Svg.esc(r.oldLabel()))
        .append("</code>; new: <code>")
        .append(Svg.esc(r.newLabel()))
        .append("</code>. The same ")
        .append(r.now().summary().games())
        .append(" seeds (")
        .append(Svg.esc(PlaytestPage.seeds(r.now().summary().seeds())))
        .append(
            ") were played on both, so each pair of games starts alike and much of the luck"
                + " cancels. Changes are new minus old.</p>\n");
    h.append("<div class=\"side-by-side\">\n<section>\n<h2>Card diff</h2>\n<pre class=\"diff\">");
    r.cardDiff().forEach(l -> h.append(Svg.esc(l)).append('\n'));
    h.append("</pre>\n</section>\n<section>\n<h2>In play</h2>\n");
    figure(h, "Game, seed by seed", r.game());
    figure(h, "The cards the diff changes", r.edited());
    h.append("</section>\n</div>\n");
    h.append("<h2>Other cards</h2>\n<p>Of the ")
        .append(r.othersCompared())
        .append(
            " figures of the other cards, those whose change is beyond chance even with that many"
                + " compared (Bonferroni).</p>\n");
    if (r.others().isEmpty()) {
      h.append("<p>None.</p>\n");
    } else {
      figure(h, "Other cards that changed beyond chance", r.others());
    }
    h.append("<h2>Verdicts</h2>\n<table>\n<tr><th></th><th>old</th><th>new</th></tr>\n");
    h.append("<tr><td>overpowered</td><td>")
        .append(ids(r.old().verdicts().overpowered()))
        .append("</td><td>")
        .append(ids(r.now().verdicts().overpowered()))
        .append("</td></tr>\n");
    h.append("<tr><td>underpowered</td><td>")
        .append(ids(r.old().verdicts().underpowered()))
        .append("</td><td>")
        .append(ids(r.now().verdicts().underpowered()))
        .append("</td></tr>\n</table>\n");
    h.append("</body>\n</html>\n");
    return h.toString();
  }

  private static String ids(
      List<org.legendsforge.games.graveyard.playtest.PlaytestReport.Verdict> entries) {
    List<String> ids = new ArrayList<>();
    entries.forEach(e -> ids.add(Svg.esc(e.id())));
    return ids.isEmpty() ? "none" : String.join(", ", ids);
  }

  private static void figure(StringBuilder h, String title, List<Change> changes) {
    h.append("<figure class=\"chart\">\n").append(chart(title, changes)).append("</figure>\n");
  }

  /** Each change as a bar for its interval around a zero line, on one scale per kind of figure. */
  static String chart(String title, List<Change> changes) {
    double height = 30 + Math.max(1, changes.size()) * ROW + 20;
    Svg s = new Svg().open(WIDTH, height, title);
    s.text(4, 18, "start", title, " font-weight=\"bold\" font-size=\"13\"");
    if (changes.isEmpty()) {
      s.text(8, 44, "start", "nothing to compare", " fill=\"#777\"");
      return s.close();
    }
    double y = 30;
    int i = 0;
    for (Change c : changes) {
      double mid = y + ROW / 2;
      if (i++ % 2 == 0) {
        s.rect(0, y, WIDTH, ROW, "#F7F7F7", "", "");
      }
      boolean rate = isRate(c);
      double span = span(changes, rate);
      Scale x = new Scale(-span, span, LABEL, WIDTH - STATS);
      s.line(x.at(0), y + 2, x.at(0), y + ROW - 2, "#555", 1, "3 2");
      String label = (c.name().isEmpty() ? "" : c.name() + ": ") + c.figure();
      s.text(LABEL - 10, mid + 4, "end", label, " font-size=\"12\"");
      Estimate d = c.difference();
      if (d.hasInterval()) {
        String colour = c.significant() ? "#C62828" : "#1565C0";
        s.line(x.at(clamp(d.low(), span)), mid, x.at(clamp(d.high(), span)), mid, colour, 3, "");
        s.raw(
            "<circle cx=\""
                + Svg.n(x.at(clamp(d.value(), span)))
                + "\" cy=\""
                + Svg.n(mid)
                + "\" r=\"4.5\" fill=\""
                + colour
                + "\" stroke=\"#222\"><title>"
                + Svg.esc(label + ": " + words(c, rate))
                + "</title></circle>\n");
      }
      s.text(
          WIDTH - STATS + 10,
          mid + 4,
          "start",
          words(c, rate),
          " font-size=\"11\"" + (c.significant() ? " fill=\"#C62828\"" : ""));
      y += ROW;
    }
    return s.close();
  }

  private static boolean isRate(Change c) {
    return !c.figure().contains("value") && !c.figure().contains("length");
  }

  private static double span(List<Change> changes, boolean rate) {
    double m = rate ? 0.05 : 0.5;
    for (Change c : changes) {
      if (isRate(c) == rate && c.difference().hasInterval()) {
        m = Math.max(m, Math.max(Math.abs(c.difference().low()), Math.abs(c.difference().high())));
      }
    }
    return Math.min(rate ? 1 : 1e6, m * 1.1);
  }

  private static double clamp(double v, double span) {
    return Math.max(-span, Math.min(span, v));
  }

  private static String words(Change c, boolean rate) {
    Estimate d = c.difference();
    if (!d.hasInterval()) {
      return "too few games";
    }
    String from =
        rate
            ? IntervalChart.percent(c.old().value())
            : String.format(Locale.ROOT, "%.2f", c.old().value());
    String to =
        rate
            ? IntervalChart.percent(c.now().value())
            : String.format(Locale.ROOT, "%.2f", c.now().value());
    double k = rate ? 100 : 1;
    return String.format(
        Locale.ROOT,
        "%s → %s: %+.1f%s (%+.1f to %+.1f)",
        from,
        to,
        k * d.value(),
        rate ? " pts" : "",
        k * d.low(),
        k * d.high());
  }

  private static final String CSS =
"""
table { table-layout: auto; }
.side-by-side { display: grid; grid-template-columns: minmax(240px, 1fr) 3fr; gap: 18px; }
pre.diff { background: #f6f6f6; padding: 8px 10px; border-radius: 4px; font-size: 12px; overflow-x: auto; }
""";
}
