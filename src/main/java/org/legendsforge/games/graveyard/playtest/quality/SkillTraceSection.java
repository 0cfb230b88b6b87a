package org.legendsforge.games.graveyard.playtest.quality;

import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.kit.report.Svg;

/** The skill trace as a section of the quality page and as text: the expert's win rate a budget. */
public final class SkillTraceSection {
  public String html(SkillTrace t) {
    StringBuilder h = new StringBuilder();
    h.append("<h2 id=\"skill\">How much skill decides</h2>\n<p>")
        .append(Svg.esc(intro(t)))
        .append("</p>\n<table class=\"figures\">\n")
        .append(
            "<tr><th>bot</th><th>playouts a turn</th><th>wins against "
                + Svg.esc(t.against())
                + "</th><th>95% interval</th><th>games</th><th>decided</th></tr>\n");
    for (SkillTrace.Budget b : t.budgets()) {
      Estimate e = b.expertWins();
      h.append("<tr><td>")
          .append(Svg.esc(b.bot()))
          .append("</td><td class=\"num\">")
          .append(b.budget())
          .append("</td><td class=\"num\">")
          .append(pc(e.value()))
          .append("</td><td class=\"num\">")
          .append(pc(e.low()))
          .append(" – ")
          .append(pc(e.high()))
          .append("</td><td class=\"num\">")
          .append(e.n())
          .append("</td><td class=\"num\">")
          .append(b.decided())
          .append("</td></tr>\n");
    }
    h.append("</table>\n");
    return h.toString();
  }

  public String text(SkillTrace t) {
    StringBuilder s = new StringBuilder("\nSkill trace: ").append(intro(t)).append('\n');
    for (SkillTrace.Budget b : t.budgets()) {
      Estimate e = b.expertWins();
      s.append(
          String.format(
              Locale.ROOT,
              "  %-12s wins %s (95%%: %s–%s) of %d games%n",
              b.bot(),
              pc(e.value()),
              pc(e.low()),
              pc(e.high()),
              e.n()));
    }
    return s.toString();
  }

  private static String intro(SkillTrace t) {
    return String.format(
        Locale.ROOT,
        "expert at each search budget against %s, seeds %d–%d, the expert player 1 on odd seeds"
            + " and player 2 on even ones; a win rate that climbs with the budget means better"
            + " play wins more games (50%%: no better than %s).",
        t.against(),
        t.firstSeed(),
        t.firstSeed() + t.games() - 1,
        t.against());
  }

  private static String pc(double v) {
    return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.1f%%", 100 * v);
  }
}
