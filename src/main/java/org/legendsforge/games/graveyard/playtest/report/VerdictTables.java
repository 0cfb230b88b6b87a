package org.legendsforge.games.graveyard.playtest.report;

import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictWords;
import org.legendsforge.kit.report.Svg;

/**
 * The playtest page's verdict tables: overpowered and underpowered (every kind in one list, most
 * extreme first) and the cards not judged. Each column header carries its meaning as a tooltip, and
 * each robustness cell the sentence that says how the verdict held; the words are {@link
 * VerdictWords}', as in the text report and the JSON.
 */
final class VerdictTables {
  void verdicts(StringBuilder h, String title, List<PlaytestReport.Verdict> entries) {
    h.append("<h3>")
        .append(Svg.esc(title))
        .append(" <small>(")
        .append(entries.size())
        .append(")</small></h3>\n");
    if (entries.isEmpty()) {
      h.append("<p>None: as far as these games can tell, nothing lies beyond its band.</p>\n");
      return;
    }
    h.append("<table class=\"verdicts\">\n<tr>");
    header(h, VerdictWords.VERDICT_COLUMNS, List.of("#", "band", "in play", "ratio"));
    h.append("</tr>\n");
    int i = 1;
    for (PlaytestReport.Verdict e : entries) {
      Evidence.Measure m = Evidence.Measure.byLabel(e.measure());
      h.append("<tr data-card=\"")
          .append(Svg.esc(e.id()))
          .append("\" data-kind=\"")
          .append(Svg.esc(e.kind()))
          .append(e.restricted() != null ? "\" data-from=\"restricted play" : "")
          .append("\"><td class=\"num\">")
          .append(i++)
          .append("</td>");
      name(h, e.name(), e.id());
      h.append("<td>")
          .append(Svg.esc(e.kind()))
          .append("</td><td class=\"num\">")
          .append(band(e, m))
          .append("</td><td class=\"num\">")
          .append(observed(e.observed(), m))
          .append("</td><td class=\"num\">")
          .append(String.format(Locale.ROOT, "%.2f", e.ratio()))
          .append("</td><td class=\"num\">");
      if (e.restricted() != null) {
        h.append("<small>restricted play: ")
            .append(e.restricted().games())
            .append(" forced games, ")
            .append(e.restricted().forcedUses())
            .append(" uses</small>");
      } else {
        h.append(VerdictWords.figure(m, e.halves().oddSeeds()))
            .append(mark(e.halves().holdsInOdd()))
            .append(" / ")
            .append(VerdictWords.figure(m, e.halves().evenSeeds()))
            .append(mark(e.halves().holdsInEven()));
      }
      h.append("</td><td class=\"num\">");
      if (e.check() == null) {
        h.append("<small>not run</small>");
      } else {
        h.append(VerdictWords.figure(m, e.check().estimate()))
            .append(mark(e.check().holds()))
            .append(" <small>(")
            .append(Svg.esc(e.check().bot()))
            .append(", ")
            .append(e.check().games())
            .append(")</small>");
      }
      h.append("</td><td class=\"")
          .append(e.robustness())
          .append("\" title=\"")
          .append(Svg.esc(e.robustnessWhy()))
          .append("\">")
          .append(Svg.esc(e.robustness()))
          .append("</td><td>")
          .append(Svg.esc(e.why()))
          .append("</td></tr>\n");
    }
    h.append("</table>\n");
  }

  void unjudged(StringBuilder h, List<PlaytestReport.Unjudged> entries) {
    h.append("<h3>Not judged <small>(").append(entries.size()).append(")</small></h3>\n");
    if (entries.isEmpty()) {
      h.append("<p>None: the bots used every card often enough to judge it.</p>\n");
      return;
    }
    h.append("<table class=\"unjudged\">\n<tr>");
    header(h, VerdictWords.UNJUDGED_COLUMNS, List.of("used"));
    h.append("</tr>\n");
    for (PlaytestReport.Unjudged u : entries) {
      h.append("<tr data-card=\"").append(Svg.esc(u.id())).append("\">");
      name(h, u.name(), u.id());
      h.append("<td>")
          .append(Svg.esc(u.kind()))
          .append("</td><td class=\"num\">")
          .append(u.uses())
          .append(" / ")
          .append(u.chances());
      if (u.useRate().known()) {
        h.append(" <small>(")
            .append(IntervalChart.percent(u.useRate().low()))
            .append("–")
            .append(IntervalChart.percent(u.useRate().high()))
            .append(")</small>");
      }
      h.append("</td><td>").append(Svg.esc(u.why())).append("</td></tr>\n");
    }
    h.append("</table>\n");
  }

  /** The cards the bots declined, forced into play in paired games (restricted play). */
  void restricted(StringBuilder h, List<PlaytestReport.Restricted> entries) {
    if (entries.isEmpty()) {
      return;
    }
    h.append("<h3>Restricted play <small>(")
        .append(entries.size())
        .append(")</small></h3>\n<p>Each card the bots declined, forced into play: on the same")
        .append(" seeds and seats, one seat's bot uses it whenever it can; the forced side's win")
        .append(" rate minus the plain side's, with its 95% interval, gives the verdict.</p>\n")
        .append("<table class=\"restricted\">\n<tr><th>card</th><th>kind</th><th>verdict</th>")
        .append("<th class=\"num\">forced win</th><th class=\"num\">plain win</th>")
        .append("<th class=\"num\">difference</th><th class=\"num\">value per use</th>")
        .append("<th class=\"num\">band</th><th class=\"num\">games (used in)</th>")
        .append("<th>why</th></tr>\n");
    for (PlaytestReport.Restricted r : entries) {
      h.append("<tr data-card=\"").append(Svg.esc(r.id())).append("\">");
      name(h, r.name(), r.id());
      h.append("<td>")
          .append(Svg.esc(r.kind()))
          .append("</td><td>")
          .append(Svg.esc(r.verdict()))
          .append("</td><td class=\"num\">")
          .append(rate(r.forcedWin()))
          .append("</td><td class=\"num\">")
          .append(rate(r.plainWin()))
          .append("</td><td class=\"num\">")
          .append(rate(r.difference()))
          .append("</td><td class=\"num\">")
          .append(value(r.valuePerUse()))
          .append("</td><td class=\"num\">")
          .append(
              r.band() == null
                  ? "–"
                  : PlaytestTables.f(r.band().low()) + "–" + PlaytestTables.f(r.band().high()))
          .append("</td><td class=\"num\">")
          .append(r.games())
          .append(" (")
          .append(r.gamesUsed())
          .append(")</td><td>")
          .append(Svg.esc(r.why()))
          .append("</td></tr>\n");
    }
    h.append("</table>\n");
  }

  private static String value(Estimate e) {
    return e.hasInterval() ? EstimateCells.withInterval(e, PlaytestTables::f) : "–";
  }

  private static String rate(Estimate e) {
    if (!e.hasInterval()) {
      return e.known() ? IntervalChart.percent(e.value()) : "–";
    }
    return IntervalChart.percent(e.value())
        + " <small>("
        + IntervalChart.percent(e.low())
        + "–"
        + IntervalChart.percent(e.high())
        + ")</small>";
  }

  private static void header(StringBuilder h, List<VerdictWords.Column> columns, List<String> num) {
    for (VerdictWords.Column c : columns) {
      h.append("<th")
          .append(num.contains(c.name()) ? " class=\"num\"" : "")
          .append(" title=\"")
          .append(Svg.esc(c.meaning()))
          .append("\">")
          .append(Svg.esc(c.name()))
          .append("</th>");
    }
  }

  private static void name(StringBuilder h, String name, String id) {
    h.append("<td class=\"card\">")
        .append(Svg.esc(name))
        .append(" <small>")
        .append(Svg.esc(id))
        .append("</small></td>");
  }

  private static String band(PlaytestReport.Verdict e, Evidence.Measure m) {
    return m.isRate()
        ? IntervalChart.percent(e.bandLow()) + "–" + IntervalChart.percent(e.bandHigh())
        : PlaytestTables.f(e.bandLow()) + "–" + PlaytestTables.f(e.bandHigh());
  }

  private static String observed(Estimate e, Evidence.Measure m) {
    if (!e.hasInterval()) {
      return VerdictWords.figure(m, e);
    }
    String lo = m.isRate() ? IntervalChart.percent(e.low()) : PlaytestTables.f(e.low());
    String hi = m.isRate() ? IntervalChart.percent(e.high()) : PlaytestTables.f(e.high());
    return VerdictWords.figure(m, e) + " <small>(" + lo + "–" + hi + ", " + e.n() + ")</small>";
  }

  private static String mark(boolean holds) {
    return holds
        ? " <span class=\"holds\" title=\"beyond the band on the verdict's side\">✓</span>"
        : " <span class=\"fails\" title=\"not beyond the band on the verdict's side\">✗</span>";
  }
}
