package org.legendsforge.games.graveyard.playtest.report;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
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
    StringBuilder headings = new StringBuilder();
    for (VerdictWords.Column c : VerdictWords.HERO_COLUMNS) {
      headings
          .append("<th")
          .append(c.name().equals("hero") ? "" : " class=\"num\"")
          .append(" title=\"")
          .append(Svg.esc(c.meaning()))
          .append("\">")
          .append(Svg.esc(HEADINGS.getOrDefault(c.name(), c.name())))
          .append("</th>");
    }
    table(
        h,
        headings.toString(),
        rows,
        r ->
            card(r.name(), r.id())
                + rates(r.picked(), r.claimed(), r.spawned())
                + nums(r.kills(), r.deaths(), r.turns())
                + mean(r.turnsPerDeath())
                + decimal(r.modelValue()));
  }

  void spirits(StringBuilder h, List<PlaytestReport.SpiritRow> rows) {
    table(
        h,
        "<th>spirit</th><th class=\"num\">picked: win rate</th>",
        rows,
        r -> card(r.name(), r.id()) + rate(r.picked()));
  }

  void weapons(StringBuilder h, List<PlaytestReport.WeaponRow> rows) {
    table(
        h,
        "<th>weapon</th><th>deck</th><th class=\"num\">held: win rate</th><th"
            + " class=\"num\">attacks</th><th class=\"num\">used when it could be</th>"
            + "<th class=\"num\">damage per attack</th><th class=\"num\">value per attack</th><th"
            + " class=\"num\">price band</th>",
        rows,
        r ->
            card(r.name(), r.id())
                + "<td>"
                + Svg.esc(r.deck())
                + "</td>"
                + rate(r.held())
                + num(r.attacks())
                + rate(r.useRate())
                + decimal(r.damagePerAttack())
                + mean(r.valuePerAttack())
                + "<td class=\"num\">"
                + f(r.priceLow())
                + "–"
                + f(r.priceHigh())
                + "</td>");
  }

  void spells(StringBuilder h, List<PlaytestReport.SpellRow> rows) {
    table(
        h,
        "<th>spell</th><th class=\"num\">cost</th><th class=\"num\">casts</th><th"
            + " class=\"num\">cast when it could be</th><th class=\"num\">mana spent</th>"
            + "<th class=\"num\">side cast it: win rate</th><th class=\"num\">did not: win"
            + " rate</th><th class=\"num\">damage / mana</th><th class=\"num\">healing /"
            + " mana</th>"
            + "<th class=\"num\">value per cast</th><th class=\"num\">price</th>",
        rows,
        r ->
            card(r.name(), r.element())
                + nums(r.cost(), r.casts())
                + rate(r.useRate())
                + num(r.mana())
                + rates(r.winCast(), r.winNotCast())
                + decimal(r.damagePerMana())
                + decimal(r.healingPerMana())
                + mean(r.valuePerCast())
                + decimal(r.price()));
  }

  /** A table of one row a card: the header cells {@code headings}, then {@code cells} a row. */
  private static <R> void table(
      StringBuilder h, String headings, List<R> rows, Function<R, String> cells) {
    h.append("<table>\n<tr>").append(headings).append("</tr>\n");
    for (R r : rows) {
      h.append("<tr>").append(cells.apply(r)).append("</tr>\n");
    }
    h.append("</table>\n");
  }

  /** The card's name, and in small type what tells it apart (its id, or a spell's element). */
  private static String card(String name, String small) {
    return "<td class=\"card\">" + Svg.esc(name) + " <small>" + Svg.esc(small) + "</small></td>";
  }

  private static String rate(Estimate e) {
    if (!e.known()) {
      return "<td class=\"num\">–</td>";
    }
    return "<td class=\"num\" title=\"95% interval, number of games\">"
        + EstimateCells.withInterval(e, IntervalChart::percent)
        + "</td>";
  }

  private static String mean(Estimate e) {
    return "<td class=\"num\">" + EstimateCells.mean(e) + "</td>";
  }

  /** Rates side by side, a cell each. */
  private static String rates(Estimate... estimates) {
    return Arrays.stream(estimates).map(PlaytestTables::rate).collect(Collectors.joining());
  }

  /** Counts side by side, a cell each. */
  private static String nums(long... counts) {
    return Arrays.stream(counts).mapToObj(PlaytestTables::num).collect(Collectors.joining());
  }

  private static String num(long n) {
    return "<td class=\"num\">" + n + "</td>";
  }

  private static String decimal(double v) {
    return "<td class=\"num\">" + f(v) + "</td>";
  }

  public static String f(double v) {
    return Double.isFinite(v) ? String.format(Locale.ROOT, "%.2f", v) : "–";
  }
}
