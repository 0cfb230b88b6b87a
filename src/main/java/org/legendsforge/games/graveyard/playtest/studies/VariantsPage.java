package org.legendsforge.games.graveyard.playtest.studies;

import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;
import org.legendsforge.games.graveyard.playtest.report.PageStart;
import org.legendsforge.games.graveyard.playtest.report.PlaytestPage;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.kit.report.Svg;

/**
 * Variants of the rules compared as a page (reports/variants.html): what each changes, the
 * turn-order and orb figures of each side by side with their intervals, the early-turns curve, and
 * the finding. Self-contained like the other playtest pages.
 */
public final class VariantsPage {
  public String html(VariantReport r) {
    return html(r, "");
  }

  /** The page with {@code more} (a section of HTML, such as the variants' game quality) last. */
  public String html(VariantReport r, String more) {
    StringBuilder h = new StringBuilder();
    String title = r.game() + " — variants of the rules";
    PageStart.write(h, title, CSS);
    h.append("<p class=\"lead\">The same seeds (")
        .append(Svg.esc(PlaytestPage.seeds(r.seeds())))
        .append(", turn limit ")
        .append(r.maxTurns())
        .append(") played under each variant by ")
        .append(Svg.esc(String.join(", ", r.bots())))
        .append(
            ". A seed's games start from the same setup, so the differences are the rules'. Each"
                + " figure comes with its 95% interval and count.</p>\n");
    h.append("<p class=\"finding\">").append(Svg.esc(r.finding())).append("</p>\n");
    h.append("<h2 id=\"variants\">The variants</h2>\n<table>\n<tr><th>id</th><th>name</th>")
        .append("<th>what it changes</th><th>why</th></tr>\n");
    r.variants()
        .forEach(
            (id, e) ->
                h.append("<tr><td><code>")
                    .append(Svg.esc(id))
                    .append("</code></td><td>")
                    .append(Svg.esc(e.name()))
                    .append("</td><td>")
                    .append(Svg.esc(changes(e.changes())))
                    .append("</td><td>")
                    .append(Svg.esc(e.description()))
                    .append("</td></tr>\n"));
    h.append("</table>\n<h2 id=\"figures\">Turn order, orbs and length</h2>\n<table>\n<tr>");
    h.append("<th>figure</th>");
    r.variants().keySet().forEach(id -> h.append("<th>").append(Svg.esc(id)).append("</th>"));
    h.append("</tr>\n");
    row(h, r, "player 1 wins", e -> LadderPage.rate(e.side1()));
    row(h, r, "… change from the rules (paired, points)", e -> points(e.side1Change()));
    row(h, r, "the start player wins", e -> LadderPage.rate(e.startPlayer()));
    row(h, r, "the side of the first turn wins", e -> LadderPage.rate(e.firstTurn()));
    row(h, r, "a side with both first two turns wins", e -> LadderPage.rate(e.doubleStart()));
    row(h, r, "… change from the rules (paired, points)", e -> points(e.doubleStartChange()));
    row(
        h,
        r,
        "the side ahead in the first "
            + r.variants().values().iterator().next().earlyTurns()
            + " turns wins",
        e -> LadderPage.rate(e.earlyLeader()));
    row(h, r, "… change from the rules (paired, points)", e -> points(e.earlyLeaderChange()));
    row(h, r, "the side the placed orbs favoured wins", e -> LadderPage.rate(e.respawnFavoured()));
    row(
        h,
        r,
        "orb advantage a game (cells)",
        e -> String.format(Locale.ROOT, "%.1f", e.advantagePerGame()));
    row(
        h,
        r,
        "compensation mana a game",
        e -> String.format(Locale.ROOT, "%.2f", e.compensationManaPerGame()));
    row(h, r, "game length in turns", e -> LadderPage.value(e.length()));
    row(h, r, "… change from the rules (paired, turns)", e -> signed(e.lengthChange()));
    h.append("</table>\n");
    VariantReport.Entry first = r.variants().values().iterator().next();
    h.append("<h2 id=\"early\">Player 1's win rate by its lead in the first ")
        .append(first.earlyTurns())
        .append(" turns</h2>\n<table>\n<tr><th>lead</th>");
    r.variants().keySet().forEach(id -> h.append("<th>").append(Svg.esc(id)).append("</th>"));
    h.append("</tr>\n");
    TreeSet<Integer> keys = new TreeSet<>();
    r.variants().values().forEach(e -> e.byEarlyDifference().forEach(b -> keys.add(b.key())));
    for (int key : keys) {
      row(
          h,
          r,
          String.format(Locale.ROOT, "%+d", key),
          e ->
              e.byEarlyDifference().stream()
                  .filter(b -> b.key() == key)
                  .findFirst()
                  .map(b -> LadderPage.rate(b.side1()))
                  .orElse("–"));
    }
    h.append("</table>\n").append(more).append("</body>\n</html>\n");
    return h.toString();
  }

  private static String changes(Map<String, Object> changes) {
    if (changes.isEmpty()) {
      return "nothing: the designer's rules";
    }
    StringBuilder b = new StringBuilder();
    changes.forEach(
        (k, v) -> b.append(b.length() == 0 ? "" : ", ").append(k).append(' ').append(v));
    return b.toString();
  }

  private static void row(
      StringBuilder h, VariantReport r, String label, Function<VariantReport.Entry, String> cell) {
    h.append("<tr><td>").append(Svg.esc(label)).append("</td>");
    for (VariantReport.Entry e : r.variants().values()) {
      h.append("<td class=\"num\">").append(cell.apply(e)).append("</td>");
    }
    h.append("</tr>\n");
  }

  private static String points(Estimate e) {
    if (!e.hasInterval()) {
      return "–";
    }
    return String.format(
        Locale.ROOT,
        "%+.1f <small>(%+.1f to %+.1f)</small>",
        100 * e.value(),
        100 * e.low(),
        100 * e.high());
  }

  private static String signed(Estimate e) {
    if (!e.hasInterval()) {
      return "–";
    }
    return String.format(
        Locale.ROOT, "%+.1f <small>(%+.1f to %+.1f)</small>", e.value(), e.low(), e.high());
  }

  private static final String CSS =
      """
      table { table-layout: auto; }
      td small { color: #666; }
      p.finding { font-weight: bold; }
      """;
}
