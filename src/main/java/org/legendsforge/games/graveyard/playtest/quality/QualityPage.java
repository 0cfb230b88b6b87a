package org.legendsforge.games.graveyard.playtest.quality;

import java.util.Locale;
import java.util.Map;
import org.legendsforge.games.graveyard.playtest.report.PageStart;
import org.legendsforge.kit.report.Svg;

/**
 * The game-quality report as a page (reports/quality.html): the three findings first, then every
 * figure with its interval, the charts (win-probability curves, when the winner was known,
 * snowball, waiting per seat), the win-probability estimate's fit and check, and the pace the table
 * time was worked out at.
 */
public final class QualityPage {
  private static final String CSS =
      "table.figures td.num{text-align:right;font-variant-numeric:tabular-nums}\n"
          + ".finding{margin:0.6em 0}\n.finding b{display:block}\n.limits{color:#555}\n";

  public String html(QualityReport r) {
    return html(r, "");
  }

  /** The page with {@code more} (a section of HTML, such as the skill trace) after the figures. */
  public String html(QualityReport r, String more) {
    StringBuilder h = new StringBuilder();
    PageStart.write(h, "Game quality: is it fun to play?", CSS);
    h.append("<p>").append(esc(QualityWords.played(r))).append(". ");
    h.append(
        "Every figure is a mean or a share over the games with its 95% interval; the games are"
            + " bots' games, and what bots find is not what people feel.</p>\n");
    h.append("<h2>Summary</h2>\n");
    for (QualityReport.Finding f : r.findings()) {
      h.append("<div class=\"finding\"><b>")
          .append(esc(f.headline()))
          .append("</b>")
          .append(esc(f.evidence()))
          .append(" <span class=\"limits\">What the games do not show: ")
          .append(esc(f.limits()))
          .append("</span></div>\n");
    }
    figures(h, r);
    h.append(more);
    h.append("<h2>Charts</h2>\n");
    h.append(
        "<p>Side 1's chance after each turn for the first "
            + r.curves().size()
            + " games, each line coloured by the side that won:</p>\n");
    h.append(QualityCharts.curves(r.curves()));
    h.append(
        QualityCharts.known(r.knownBins(), r.knownBinWidth(), r.figure("knownTurn").estimate()));
    h.append(QualityCharts.snowball(r.snowball()));
    h.append(QualityCharts.waiting(r.waiting()));
    estimate(h, r.estimate());
    pace(h, r);
    h.append("</body>\n</html>\n");
    return h.toString();
  }

  private static void figures(StringBuilder h, QualityReport r) {
    h.append("<h2>Figures</h2>\n<table class=\"figures\">\n")
        .append(
            "<tr><th>figure</th><th>value</th><th>95% interval</th><th>games</th><th>unit</th>"
                + "<th>what it is</th></tr>\n");
    for (ShapeFigure f : r.figures()) {
      h.append("<tr id=\"")
          .append(esc(f.id()))
          .append("\"><td>")
          .append(esc(f.name()))
          .append("</td><td class=\"num\">")
          .append(esc(QualityWords.value(f)))
          .append("</td><td class=\"num\">")
          .append(esc(QualityWords.interval(f)))
          .append("</td><td class=\"num\">")
          .append(f.estimate().n())
          .append("</td><td>")
          .append(esc(f.unit()))
          .append("</td><td>")
          .append(esc(f.definition()))
          .append("</td></tr>\n");
    }
    h.append("</table>\n");
    h.append(
        "<table class=\"figures\">\n<tr><th>seat</th><th>turns waited</th><th>95%</th>"
            + "<th>minutes waited</th><th>longest wait (turns)</th></tr>\n");
    for (QualityReport.SeatWait w : r.waiting()) {
      h.append("<tr><td>player ")
          .append(w.player())
          .append("</td><td class=\"num\">")
          .append(f2(w.turns().value()))
          .append("</td><td class=\"num\">")
          .append(f2(w.turns().low()))
          .append(" – ")
          .append(f2(w.turns().high()))
          .append("</td><td class=\"num\">")
          .append(f2(w.minutes().value()))
          .append("</td><td class=\"num\">")
          .append(f2(w.longest().value()))
          .append("</td></tr>\n");
    }
    h.append("</table>\n");
    h.append(
        "<table class=\"figures\">\n<tr><th>after turns</th><th>ahead by</th>"
            + "<th>side ahead won</th><th>95%</th><th>games</th></tr>\n");
    for (QualityReport.Snowball s : r.snowball()) {
      h.append("<tr><td class=\"num\">")
          .append(s.turn())
          .append("</td><td class=\"num\">")
          .append(s.lead())
          .append(s.orMore() ? "+" : "")
          .append("</td><td class=\"num\">")
          .append(pc(s.leaderWins().value()))
          .append("</td><td class=\"num\">")
          .append(pc(s.leaderWins().low()))
          .append(" – ")
          .append(pc(s.leaderWins().high()))
          .append("</td><td class=\"num\">")
          .append(s.leaderWins().n())
          .append("</td></tr>\n");
    }
    h.append("</table>\n");
  }

  private static void estimate(StringBuilder h, WinCheck c) {
    h.append("<h2>The win-probability estimate</h2>\n");
    h.append(
        String.format(
            Locale.ROOT,
            "<p>A logistic regression of side 1 winning on the heuristic's terms, fitted twice: on"
                + " the games of even seeds to estimate the odd ones, and back, so no game is"
                + " estimated by a model fitted on it. Checked on %d states of %d decided games:"
                + " Brier score %.4f, against %.4f for the constant 50%% and %.4f for the"
                + " heuristic's own score (fitted the same way); the largest gap of a decile"
                + " between estimate and outcome is %.1f points. Per game, the estimate beats 50%%"
                + " by %.4f (95%%: %.4f–%.4f) and the heuristic's score by %.4f (95%%:"
                + " %.4f–%.4f).</p>\n",
            c.states(),
            c.games(),
            c.brierModel(),
            c.brierConstant(),
            c.brierHeuristic(),
            100 * c.worstGap(),
            c.gainOverConstant().value(),
            c.gainOverConstant().low(),
            c.gainOverConstant().high(),
            c.gainOverHeuristic().value(),
            c.gainOverHeuristic().low(),
            c.gainOverHeuristic().high()));
    h.append(
        String.format(
            Locale.ROOT,
            "<p>The states of the first %d turns alone (where \"winner known\" is often decided),"
                + " in fifths: the largest gap is %.1f points.</p>\n",
            WinEstimates.EARLY,
            100 * c.earlyWorstGap()));
    h.append(QualityCharts.calibration(c));
    h.append(
        "<table class=\"figures\">\n<tr><th>decile</th><th>mean estimate</th>"
            + "<th>side 1 won</th><th>95%</th><th>states</th></tr>\n");
    int i = 1;
    for (WinCheck.Decile d : c.deciles()) {
      h.append("<tr><td class=\"num\">")
          .append(i++)
          .append("</td><td class=\"num\">")
          .append(pc(d.estimate()))
          .append("</td><td class=\"num\">")
          .append(pc(d.observed().value()))
          .append("</td><td class=\"num\">")
          .append(pc(d.observed().low()))
          .append(" – ")
          .append(pc(d.observed().high()))
          .append("</td><td class=\"num\">")
          .append(d.observed().n())
          .append("</td></tr>\n");
    }
    h.append("</table>\n");
    h.append(
        "<p>Coefficients (change of the log-odds per standard deviation of the term):</p>\n"
            + "<table class=\"figures\">\n<tr><th>term</th><th>fitted on even seeds</th>"
            + "<th>on odd seeds</th></tr>\n");
    h.append("<tr><td>intercept</td><td class=\"num\">")
        .append(f3(c.evenSeeds().intercept()))
        .append("</td><td class=\"num\">")
        .append(f3(c.oddSeeds().intercept()))
        .append("</td></tr>\n");
    for (int k = 0; k < c.evenSeeds().features().size(); k++) {
      h.append("<tr><td>")
          .append(esc(c.evenSeeds().features().get(k)))
          .append("</td><td class=\"num\">")
          .append(f3(c.evenSeeds().coefficients().get(k)))
          .append("</td><td class=\"num\">")
          .append(f3(c.oddSeeds().coefficients().get(k)))
          .append("</td></tr>\n");
    }
    h.append("</table>\n");
  }

  private static void pace(StringBuilder h, QualityReport r) {
    h.append(
        "<h2>Table time</h2>\n<p>Seconds per action at the table (set your own with"
            + " <code>--quality KIND=SECONDS,…</code>):</p>\n<table class=\"figures\">\n"
            + "<tr><th>action</th><th>seconds</th></tr>\n");
    for (Map.Entry<String, Double> e : r.pace().entrySet()) {
      h.append("<tr><td>")
          .append(esc(e.getKey()))
          .append("</td><td class=\"num\">")
          .append(Svg.n(e.getValue()))
          .append("</td></tr>\n");
    }
    h.append("</table>\n");
  }

  private static String f2(double v) {
    return Double.isFinite(v) ? String.format(Locale.ROOT, "%.2f", v) : "–";
  }

  private static String f3(double v) {
    return String.format(Locale.ROOT, "%.3f", v);
  }

  private static String pc(double v) {
    return Double.isFinite(v) ? String.format(Locale.ROOT, "%.1f%%", 100 * v) : "–";
  }

  private static String esc(String s) {
    return Svg.esc(s);
  }
}
