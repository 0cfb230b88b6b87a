package org.legendsforge.games.graveyard.playtest.studies;

import java.util.List;
import java.util.function.Function;
import org.legendsforge.games.graveyard.playtest.report.EstimateCells;
import org.legendsforge.games.graveyard.playtest.report.PageStart;
import org.legendsforge.games.graveyard.playtest.report.PlaytestPage;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.studies.LadderReport.Figure;
import org.legendsforge.games.graveyard.playtest.studies.LadderReport.Rung;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictWords;
import org.legendsforge.kit.report.Svg;

/**
 * A skill ladder as a page (reports/playtest-ladder.html): the game figures of every bot side by
 * side, the cards whose verdict differs between bots, and every figure by bot with its verdict.
 * Self-contained like the playtest page; every column header explains itself in a tooltip.
 */
public final class LadderPage {
  private static final String BOT_TIP = VerdictWords.LADDER_COLUMNS.get(3).meaning();

  public String html(LadderReport r) {
    StringBuilder h = new StringBuilder();
    String title = r.game() + " — skill ladder";
    PageStart.write(h, title, CSS);
    h.append("<p class=\"lead\">The same seeds (")
        .append(Svg.esc(PlaytestPage.seeds(r.seeds())))
        .append(", turn limit ")
        .append(r.maxTurns())
        .append(") played by each bot in every seat: ")
        .append(Svg.esc(String.join(", ", r.bots())))
        .append(
            ". A finding that holds from one bot to the next is about the game; one that only the"
                + " weaker bots show is about their play. Each figure comes with its 95% interval"
                + " and count; hover over a column's name for what it shows.</p>\n");
    h.append("<h2 id=\"games\">Games</h2>\n<table class=\"ladder\">\n<tr>");
    th(h, "figure", "what is measured; rates are over games with a winner");
    r.rungs().forEach(g -> th(h, g.bot(), BOT_TIP));
    h.append("</tr>\n");
    row(h, "games (with a winner)", r.rungs(), g -> g.games() + " (" + g.decided() + ")");
    row(h, "player 1 wins", r.rungs(), g -> rate(g.side1()));
    row(h, "the start player wins", r.rungs(), g -> rate(g.startPlayer()));
    row(h, "the side of the first turn wins", r.rungs(), g -> rate(g.firstTurn()));
    row(h, "game length in turns", r.rungs(), g -> value(g.length()));
    row(
        h,
        "verdicts: overpowered / underpowered / not judged",
        r.rungs(),
        g -> g.overpowered() + " / " + g.underpowered() + " / " + g.unjudged());
    h.append("</table>\n");
    List<Figure> first = r.rungs().get(0).figures();
    h.append("<h2 id=\"differing\">Verdicts that differ between bots <small>(")
        .append(r.differing().size())
        .append(")</small></h2>\n");
    if (r.differing().isEmpty()) {
      h.append("<p>None: every bot's games give every card the same verdict.</p>\n");
    } else {
      figures(h, r, i -> r.differing().contains(first.get(i).key()));
    }
    h.append("<h2 id=\"figures\">Every figure, by bot</h2>\n");
    figures(h, r, i -> true);
    h.append("</body>\n</html>\n");
    return h.toString();
  }

  private static void figures(StringBuilder h, LadderReport r, Function<Integer, Boolean> shown) {
    h.append("<table class=\"ladder\">\n<tr>");
    for (VerdictWords.Column c : VerdictWords.LADDER_COLUMNS.subList(0, 3)) {
      th(h, c.name(), c.meaning());
    }
    r.rungs().forEach(g -> th(h, g.bot(), BOT_TIP));
    h.append("</tr>\n");
    List<Figure> first = r.rungs().get(0).figures();
    for (int i = 0; i < first.size(); i++) {
      if (!shown.apply(i)) {
        continue;
      }
      Figure f = first.get(i);
      h.append("<tr data-card=\"")
          .append(Svg.esc(f.id()))
          .append("\"><td class=\"card\">")
          .append(Svg.esc(f.name()))
          .append(" <small>")
          .append(Svg.esc(f.id()))
          .append("</small></td><td>")
          .append(Svg.esc(f.kind()))
          .append("</td><td>")
          .append(Svg.esc(f.measure()))
          .append("</td>");
      for (Rung g : r.rungs()) {
        Figure x = g.figures().get(i);
        boolean isRate = Evidence.Measure.byLabel(x.measure()).isRate();
        h.append("<td class=\"num ")
            .append(x.verdict().replace(' ', '-'))
            .append("\">")
            .append(isRate ? rate(x.estimate()) : value(x.estimate()));
        if (!x.verdict().equals("none")) {
          h.append("<br/><small>").append(Svg.esc(x.verdict())).append("</small>");
        }
        h.append("</td>");
      }
      h.append("</tr>\n");
    }
    h.append("</table>\n");
  }

  private static void th(StringBuilder h, String name, String tip) {
    h.append("<th title=\"")
        .append(Svg.esc(tip))
        .append("\">")
        .append(Svg.esc(name))
        .append("</th>");
  }

  private static void row(
      StringBuilder h, String label, List<Rung> rungs, Function<Rung, String> cell) {
    h.append("<tr><td>").append(Svg.esc(label)).append("</td>");
    for (Rung g : rungs) {
      h.append("<td class=\"num\">").append(cell.apply(g)).append("</td>");
    }
    h.append("</tr>\n");
  }

  /** A rate with its interval and count, as every playtest page writes one in a cell. */
  static String rate(Estimate e) {
    return EstimateCells.rate(e);
  }

  /** A mean with its interval and count, as every playtest page writes one in a cell. */
  static String value(Estimate e) {
    return EstimateCells.mean(e);
  }

  private static final String CSS =
      """
      table { table-layout: auto; }
      td small, h2 small { color: #666; }
      td.overpowered { background: #FFEBEE; }
      td.underpowered { background: #E3F2FD; }
      td.not-judged { background: #F5F5F5; color: #777; }
      th[title] { cursor: help; text-decoration: underline dotted; }
      """;
}
