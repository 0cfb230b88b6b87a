package org.legendsforge.games.graveyard.playtest.report;

import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictWords;
import org.legendsforge.kit.report.Svg;

/** The playtest report's tables of heroes, spirits, weapons and spells. */
public final class PlaytestTables {
  private static final java.util.Map<String, String> HEADINGS =
      java.util.Map.of(
          "picked", "picked at the start: win rate",
          "claimed", "claimed: win rate",
          "spawned", "spawned: win rate");

  void heroes(StringBuilder h, List<PlaytestReport.HeroRow> rows) {
    h.append("<table>\n<tr>");
    for (VerdictWords.Column c : VerdictWords.HERO_COLUMNS) {
      h.append("<th")
          .append(c.name().equals("hero") ? "" : " class=\"num\"")
          .append(" title=\"")
          .append(Svg.esc(c.meaning()))
          .append("\">")
          .append(Svg.esc(HEADINGS.getOrDefault(c.name(), c.name())))
          .append("</th>");
    }
    h.append("</tr>\n");
    for (PlaytestReport.HeroRow r : rows) {
      h.append("<tr><td class=\"card\">")
          .append(Svg.esc(r.name()))
          .append(" <small>")
          .append(Svg.esc(r.id()))
          .append("</small></td>")
          .append(rate(r.picked()))
          .append(rate(r.claimed()))
          .append(rate(r.spawned()))
          .append(num(r.kills()))
          .append(num(r.deaths()))
          .append(num(r.turns()))
          .append(mean(r.turnsPerDeath()))
          .append("<td class=\"num\">")
          .append(f(r.modelValue()))
          .append("</td></tr>\n");
    }
    h.append("</table>\n");
  }

  void spirits(StringBuilder h, List<PlaytestReport.SpiritRow> rows) {
    h.append("<table>\n<tr><th>spirit</th><th class=\"num\">picked: win rate</th></tr>\n");
    for (PlaytestReport.SpiritRow r : rows) {
      h.append("<tr><td class=\"card\">")
          .append(Svg.esc(r.name()))
          .append(" <small>")
          .append(Svg.esc(r.id()))
          .append("</small></td>")
          .append(rate(r.picked()))
          .append("</tr>\n");
    }
    h.append("</table>\n");
  }

  void weapons(StringBuilder h, List<PlaytestReport.WeaponRow> rows) {
    h.append(
            "<table>\n"
                + "<tr><th>weapon</th><th>deck</th><th class=\"num\">held: win rate</th><th"
                + " class=\"num\">attacks</th><th class=\"num\">used when it could be</th>")
        .append(
            "<th class=\"num\">damage per attack</th><th class=\"num\">value per attack</th><th"
                + " class=\"num\">price band</th></tr>\n");
    for (PlaytestReport.WeaponRow r : rows) {
      h.append("<tr><td class=\"card\">")
          .append(Svg.esc(r.name()))
          .append(" <small>")
          .append(Svg.esc(r.id()))
          .append("</small></td><td>")
          .append(Svg.esc(r.deck()))
          .append("</td>")
          .append(rate(r.held()))
          .append(num(r.attacks()))
          .append(rate(r.useRate()))
          .append("<td class=\"num\">")
          .append(f(r.damagePerAttack()))
          .append("</td>")
          .append(mean(r.valuePerAttack()))
          .append("<td class=\"num\">")
          .append(f(r.priceLow()))
          .append("–")
          .append(f(r.priceHigh()))
          .append("</td></tr>\n");
    }
    h.append("</table>\n");
  }

  void spells(StringBuilder h, List<PlaytestReport.SpellRow> rows) {
    h.append(
            "<table>\n"
                + "<tr><th>spell</th><th class=\"num\">cost</th><th class=\"num\">casts</th><th"
                + " class=\"num\">cast when it could be</th><th class=\"num\">mana spent</th>")
        .append(
            "<th class=\"num\">side cast it: win rate</th><th class=\"num\">did not: win"
                + " rate</th><th class=\"num\">damage / mana</th><th class=\"num\">healing /"
                + " mana</th>")
        .append("<th class=\"num\">value per cast</th><th class=\"num\">price</th></tr>\n");
    for (PlaytestReport.SpellRow r : rows) {
      h.append("<tr><td class=\"card\">")
          .append(Svg.esc(r.name()))
          .append(" <small>")
          .append(Svg.esc(r.element()))
          .append("</small></td>")
          .append(num(r.cost()))
          .append(num(r.casts()))
          .append(rate(r.useRate()))
          .append(num(r.mana()))
          .append(rate(r.winCast()))
          .append(rate(r.winNotCast()))
          .append("<td class=\"num\">")
          .append(f(r.damagePerMana()))
          .append("</td><td class=\"num\">")
          .append(f(r.healingPerMana()))
          .append("</td>")
          .append(mean(r.valuePerCast()))
          .append("<td class=\"num\">")
          .append(f(r.price()))
          .append("</td></tr>\n");
    }
    h.append("</table>\n");
  }

  private static String rate(Estimate e) {
    if (!e.known()) {
      return "<td class=\"num\">–</td>";
    }
    return "<td class=\"num\" title=\"95% interval, number of games\">"
        + IntervalChart.percent(e.value())
        + " <small>("
        + IntervalChart.percent(e.low())
        + "–"
        + IntervalChart.percent(e.high())
        + ", "
        + e.n()
        + ")</small></td>";
  }

  private static String mean(Estimate e) {
    if (!e.known()) {
      return "<td class=\"num\">–</td>";
    }
    if (!e.hasInterval()) {
      return "<td class=\"num\">" + f(e.value()) + " <small>(" + e.n() + ")</small></td>";
    }
    return "<td class=\"num\">"
        + f(e.value())
        + " <small>("
        + f(e.low())
        + "–"
        + f(e.high())
        + ", "
        + e.n()
        + ")</small></td>";
  }

  private static String num(long n) {
    return "<td class=\"num\">" + n + "</td>";
  }

  public static String f(double v) {
    return Double.isFinite(v) ? String.format(Locale.ROOT, "%.2f", v) : "–";
  }
}
