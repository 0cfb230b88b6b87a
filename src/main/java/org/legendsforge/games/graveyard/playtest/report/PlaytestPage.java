package org.legendsforge.games.graveyard.playtest.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.balance.report.BalancePage;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictWords;
import org.legendsforge.kit.report.ChartFigure;
import org.legendsforge.kit.report.Svg;

/**
 * The playtest report as one self-contained page (reports/playtest.html), like the balance page:
 * inline CSS and SVG charts drawn with the same chart code, no script, no network, no date, so the
 * same games give the same bytes.
 */
public final class PlaytestPage {
  private final PlaytestTables tables = new PlaytestTables();
  private final VerdictTables verdictTables = new VerdictTables();

  /** {@code spellTolerance} is the balance model's, for the value chart's band. */
  public String html(PlaytestReport r, double spellTolerance) {
    StringBuilder h = new StringBuilder();
    PlaytestReport.Summary s = r.summary();
    String title = s.game() + " — playtest";
    PageStart.write(h, title, CSS);
    h.append("<p class=\"lead\">")
        .append(s.games())
        .append(" games, ")
        .append(Svg.esc(SideNames.against(s.bots())))
        .append(", seeds ")
        .append(Svg.esc(seeds(s.seeds())))
        .append(", turn limit ")
        .append(s.maxTurns())
        .append("; ")
        .append(s.decided())
        .append(
            " had a winner. Every rate comes with its 95% interval and the number of games (n)"
                + " behind it: where two intervals overlap, these games cannot tell the two apart.")
        .append(" Replay any game with <code>forge play --seed N")
        .append(
            s.bots().size() == 2
                ? ""
                : " --teams "
                    + SideNames.lineup(s.bots()).key()
                    + " --bots "
                    + Svg.esc(String.join(",", s.bots())))
        .append("</code>.</p>\n");
    h.append(
            "<nav class=\"toc\"><a href=\"#verdicts\">Verdicts</a> · <a"
                + " href=\"#sides\">Sides and luck</a> · <a href=\"#orbs\">Orbs and"
                + " compensation</a> · <a href=\"#length\">Game length</a> · ")
        .append(
            "<a href=\"#heroes\">Heroes</a> · <a href=\"#spirits\">Spirits</a> · <a"
                + " href=\"#weapons\">Weapons</a> · <a href=\"#spells\">Spells</a></nav>\n");
    h.append(
            "<h2 id=\"verdicts\">Verdicts</h2>\n"
                + "<p>Cards whose value per use in play (priced with the balance model's own"
                + " weights), heroes and spirits whose win rate when picked at the start, and"
                + " heroes whose turns in play per death lie with 95% confidence outside their"
                + " band; most extreme first, whatever the kind."
                + " Hover over a column's name for what it shows, and over a robustness for how"
                + " the verdict held. ")
        .append(Svg.esc(VerdictWords.basis(r.verdicts().basis())))
        .append("</p>\n");
    verdictTables.verdicts(h, "Overpowered", r.verdicts().overpowered());
    verdictTables.verdicts(h, "Underpowered", r.verdicts().underpowered());
    verdictTables.unjudged(h, r.verdicts().unjudged());
    verdictTables.restricted(h, r.verdicts().restricted());
    BalancePage.figure(h, "value-price", new ValuePriceChart().figure(r, spellTolerance));
    String side1 = SideNames.of(s.bots(), 1);
    sides(h, r, side1);
    orbs(h, r.placement(), side1);
    h.append("<h2 id=\"length\">Game length</h2>\n");
    figure(
        h,
        "length",
        new LengthChart()
            .svg(r.sides().lengthHistogram(), r.sides().lengthBin(), r.sides().length()));
    h.append(
        "<h2 id=\"heroes\">Heroes</h2>\n<p>The shaded band is the fair one a hero is judged"
            + " against; a red row lies wholly outside it (a verdict above). Heroes are judged by"
            + " their turns per death too (the table's column): a hero whose interval lies wholly"
            + " outside half to twice every hero's is listed above.</p>\n");
    List<IntervalChart.Row> heroes = new ArrayList<>();
    r.heroes().forEach(x -> heroes.add(new IntervalChart.Row(x.name(), x.picked())));
    PlaytestReport.Band heroBand = band(r.verdicts().basis().heroBand());
    figure(
        h,
        "heroes",
        new IntervalChart()
            .svg(
                "Win rate of the side that picked the hero at the start",
                heroes,
                0,
                1,
                heroBand.middle(),
                heroBand.low(),
                heroBand.high()));
    tables.heroes(h, r.heroes());
    h.append("<h2 id=\"spirits\">Spirits</h2>\n");
    List<IntervalChart.Row> spirits = new ArrayList<>();
    r.spirits().forEach(x -> spirits.add(new IntervalChart.Row(x.name(), x.picked())));
    PlaytestReport.Band spiritBand = band(r.verdicts().basis().spiritBand());
    figure(
        h,
        "spirits",
        new IntervalChart()
            .svg(
                "Win rate of the side that picked the spirit",
                spirits,
                0,
                1,
                spiritBand.middle(),
                spiritBand.low(),
                spiritBand.high()));
    tables.spirits(h, r.spirits());
    h.append("<h2 id=\"weapons\">Weapons</h2>\n");
    List<IntervalChart.Row> weapons = new ArrayList<>();
    r.weapons()
        .forEach(
            x -> weapons.add(new IntervalChart.Row(x.name() + " (" + x.deck() + ")", x.held())));
    figure(
        h,
        "weapons",
        new IntervalChart().svg("Win rate of a side that held the weapon", weapons, 0, 1, 0.5));
    tables.weapons(h, r.weapons());
    h.append(
        "<h2 id=\"spells\">Spells</h2>\n"
            + "<p>A side that casts a spell tends to be a side that is winning anyway, so compare"
            + " the two win rates of a spell with those of other spells rather than with"
            + " 50%.</p>\n");
    tables.spells(h, r.spells());
    h.append("</body>\n</html>\n");
    return h.toString();
  }

  private static void sides(StringBuilder h, PlaytestReport r, String side1) {
    PlaytestReport.Sides s = r.sides();
    h.append(
        "<h2 id=\"sides\">Sides and luck</h2>\n"
            + "<p>An even game puts every row on the dashed line; red rows are off it beyond"
            + " chance.</p>\n");
    List<IntervalChart.Row> rows = new ArrayList<>();
    rows.add(new IntervalChart.Row(side1 + " wins", s.side1()));
    rows.add(new IntervalChart.Row("the start player wins", s.startPlayer()));
    rows.add(new IntervalChart.Row("the side of the first turn wins", s.firstTurn()));
    rows.add(new IntervalChart.Row("a side with both first two turns wins", s.doubleStart()));
    for (PlaytestReport.Bucket b : r.turnOrder().byEarlyDifference()) {
      rows.add(
          new IntervalChart.Row(
              String.format(
                  Locale.ROOT,
                  "%s, %+d turns in the first %d",
                  side1,
                  b.key(),
                  r.turnOrder().earlyTurns()),
              b.side1()));
    }
    figure(
        h,
        "sides",
        new IntervalChart()
            .svg("Who wins: sides, the start player and the Turn Order deck", rows, 0, 1, 0.5));
  }

  private static void orbs(StringBuilder h, PlaytestReport.Placement p, String side1) {
    h.append("<h2 id=\"orbs\">Orbs and compensation</h2>\n");
    h.append(
        String.format(
            Locale.ROOT,
            "<p>As an orb lands, each side's nearest hero is some distance from it; the side nearer"
                + " is <em>favoured</em> by that orb. A game's setup advantage adds this up over"
                + " the orbs of the setup, its respawn advantage over the %.1f orbs placed later in"
                + " a game (%.1f cells of advantage a game on average). The compensation counter"
                + " gave %.2f mana a game, %.2f of it to the side the respawns favoured"
                + " less.</p>\n",
            p.respawnsPerGame(),
            p.advantagePerGame(),
            p.compensationManaPerGame(),
            p.compensationManaToSideBehind()));
    List<IntervalChart.Row> rows = new ArrayList<>();
    rows.add(new IntervalChart.Row("the side the setup orbs favoured wins", p.setupFavoured()));
    rows.add(new IntervalChart.Row("the side the respawns favoured wins", p.respawnFavoured()));
    PlaytestReport.Compensation c = p.compensation();
    if (c != null) {
      rows.add(new IntervalChart.Row("… without compensation", c.respawnFavouredWithout()));
      rows.add(new IntervalChart.Row(side1 + " wins without compensation", c.side1Without()));
    }
    for (PlaytestReport.Bucket b : group(p.byRespawnAdvantage())) {
      rows.add(
          new IntervalChart.Row(
              range(b.key()) + " respawn advantage: " + side1 + " wins", b.side1()));
    }
    figure(h, "orbs", new IntervalChart().svg("Who wins: where the orbs landed", rows, 0, 1, 0.5));
    if (c != null) {
      Estimate d = c.difference();
      h.append(
          String.format(
              Locale.ROOT,
              "<p class=\"finding-box\">Without the counter, on the same seeds, the favoured side"
                  + " won %s; with it, %s. The counter changes the favoured side's win rate by"
                  + " <b>%+.1f points</b> (95%%: %+.1f to %+.1f)%s.</p>\n",
              IntervalChart.words(c.respawnFavouredWithout()),
              IntervalChart.words(p.respawnFavoured()),
              100 * d.value(),
              100 * d.low(),
              100 * d.high(),
              d.excludes(0) ? "" : ", which these games cannot tell from no change"));
    } else {
      h.append(
          "<p>Play with <code>--compensation both</code> (the default) to compare with games"
              + " without the counter.</p>\n");
    }
  }

  /** The band of a kind, or an even 50% with no width when the report has none. */
  private static PlaytestReport.Band band(PlaytestReport.Band b) {
    return b != null ? b : new PlaytestReport.Band(0.5, 0.5, 0.5);
  }

  /** Advantage values grouped in a few ranges, so each row has enough games to say something. */
  static List<PlaytestReport.Bucket> group(List<PlaytestReport.Bucket> buckets) {
    int[][] ranges = {{-99, -6}, {-5, -3}, {-2, -1}, {0, 0}, {1, 2}, {3, 5}, {6, 99}};
    List<PlaytestReport.Bucket> out = new ArrayList<>();
    for (int i = 0; i < ranges.length; i++) {
      long wins = 0;
      long games = 0;
      for (PlaytestReport.Bucket b : buckets) {
        if (b.key() >= ranges[i][0] && b.key() <= ranges[i][1]) {
          wins += Math.round(b.side1().value() * b.side1().n());
          games += b.side1().n();
        }
      }
      if (games > 0) {
        out.add(new PlaytestReport.Bucket(i, Estimate.proportion(wins, games)));
      }
    }
    return out;
  }

  private static String range(int i) {
    return new String[] {
          "−6 or less", "−5 to −3", "−2 to −1", "no", "+1 to +2", "+3 to +5", "+6 or more"
        }
        [i];
  }

  private static void figure(StringBuilder h, String id, String svg) {
    BalancePage.figure(h, id, ChartFigure.of(svg));
  }

  public static String seeds(List<PlaytestReport.SeedRange> seeds) {
    List<String> parts = new ArrayList<>();
    for (PlaytestReport.SeedRange r : seeds) {
      parts.add(r.from() == r.to() ? String.valueOf(r.from()) : r.from() + "–" + r.to());
    }
    return String.join(", ", parts);
  }

  private static final String CSS =
      """
      table { table-layout: auto; }
      .toc { margin: 10px 0 0; font-size: 13px; }
      table.verdicts td { background: #FFF3E0; }
      table.verdicts td.num { white-space: nowrap; }
      table.verdicts td.num small { display: block; }
      td.robust { color: #2E7D32; font-weight: bold; }
      td.uncertain { color: #8D6E00; }
      .holds { color: #2E7D32; }
      .fails { color: #C62828; }
      th[title] { cursor: help; text-decoration: underline dotted; }
      .finding-box { border-left: 4px solid #1565C0; padding: 6px 12px; background: #F3F7FC; }
      td small, h3 small { color: #666; }
      """;
}
