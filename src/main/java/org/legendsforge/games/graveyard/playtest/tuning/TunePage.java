package org.legendsforge.games.graveyard.playtest.tuning;

import java.util.List;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Band;
import org.legendsforge.games.graveyard.playtest.report.PageStart;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence.Measure;
import org.legendsforge.kit.report.Svg;

/**
 * {@code forge tune}'s report as a page (reports/tune.html): each proposal as the diff of one
 * number, its figure before and after on fresh seeds, whether it was confirmed, what else moved,
 * what was left alone and why, and the cards to reprint. Self-contained like the playtest page;
 * column headers explain themselves in a tooltip.
 */
public final class TunePage {
  public String html(TuneReport r) {
    StringBuilder h = new StringBuilder();
    String title = r.game() + " — tuning";
    PageStart.write(h, title, CSS);
    h.append("<p class=\"lead\">Bots: ")
        .append(Svg.esc(String.join(", ", r.bots())))
        .append(". Every candidate was played on seeds ")
        .append(r.searchSeeds().from())
        .append("–")
        .append(r.searchSeeds().to())
        .append(" (the same seeds for each, so two candidates differ by the change, not by luck);")
        .append(" each proposal was then played on fresh seeds ")
        .append(r.confirmSeeds().from())
        .append("–")
        .append(r.confirmSeeds().to())
        .append(", which the search never saw, beside the data without it. A number moves at most ")
        .append(r.maxStep())
        .append(
            " from what it is. A confirmed change is kept, and the cards after it are measured"
                + " on the changed data.</p>\n");
    h.append("<h2 id=\"proposals\">Proposals <small>(")
        .append(r.proposals().size())
        .append(")</small></h2>\n");
    if (r.proposals().isEmpty()) {
      h.append("<p>None.</p>\n");
    } else {
      h.append("<table>\n<tr>");
      th(h, "card", "the card, hero or spirit and its kind");
      th(h, "change", "the number changed, as the card data writes it, and where it stands");
      th(h, "before", "its figure on the fresh seeds without the change, and its band");
      th(h, "after", "its figure on the fresh seeds with the change, and its band then");
      th(h, "search", "the same figure on the search's seeds, before and after, and candidates");
      th(h, "confirmed", "whether the fresh seeds put the figure inside its band");
      th(h, "also moved", "other figures the change moved beyond chance on the fresh seeds");
      h.append("</tr>\n");
      for (TuneReport.Proposal p : r.proposals()) {
        Measure m = Measure.byLabel(p.measure());
        h.append("<tr><td>")
            .append(Svg.esc(p.name()))
            .append("<br/><small>")
            .append(Svg.esc(p.kind()))
            .append("</small></td><td><code>")
            .append(Svg.esc(p.field()))
            .append(": <del>")
            .append(p.from())
            .append("</del> <ins>")
            .append(p.to())
            .append("</ins></code><br/><small>")
            .append(Svg.esc(p.written()))
            .append("</small></td><td>")
            .append(figure(m, p.before()))
            .append("<br/><small>band ")
            .append(band(m, p.bandBefore()))
            .append("</small></td><td>")
            .append(figure(m, p.after()))
            .append("<br/><small>band ")
            .append(band(m, p.bandAfter()))
            .append("</small></td><td>")
            .append(figure(m, p.searchBefore()))
            .append(" → ")
            .append(figure(m, p.searchAfter()))
            .append("<br/><small>")
            .append(p.candidatesTried())
            .append(" candidates</small></td><td class=\"")
            .append(p.confirmed() ? "confirmed" : "refuted")
            .append("\">")
            .append(Svg.esc(p.confirmation()))
            .append("</td><td>")
            .append(moved(p.moved()))
            .append("</td></tr>\n");
      }
      h.append("</table>\n");
    }
    h.append("<h2 id=\"left\">Left as they are <small>(")
        .append(r.notTuned().size())
        .append(")</small></h2>\n");
    if (r.notTuned().isEmpty()) {
      h.append("<p>None.</p>\n");
    } else {
      h.append("<table>\n<tr>");
      th(h, "card", "the card, hero or spirit and its kind");
      th(h, "why", "why tune proposes no change for it");
      h.append("</tr>\n");
      for (TuneReport.NotTuned n : r.notTuned()) {
        h.append("<tr><td>")
            .append(Svg.esc(n.name()))
            .append("<br/><small>")
            .append(Svg.esc(n.kind() + ", " + n.measure()))
            .append("</small></td><td>")
            .append(Svg.esc(n.why()))
            .append("</td></tr>\n");
      }
      h.append("</table>\n");
    }
    h.append("<h2 id=\"moved\">Moved by every kept change together</h2>\n");
    h.append(
        r.othersMoved().isEmpty()
            ? "<p>Nothing else moved beyond chance.</p>\n"
            : "<p>" + moved(r.othersMoved()) + "</p>\n");
    h.append("<h2 id=\"reprint\">To reprint</h2>\n");
    if (r.reprint().isEmpty()) {
      h.append("<p>Nothing: no change was kept.</p>\n");
    } else {
      h.append("<ul>\n");
      r.reprint()
          .forEach(
              x ->
                  h.append("<li>")
                      .append(Svg.esc(x.name()))
                      .append(" <small>(")
                      .append(Svg.esc(x.decks()))
                      .append(")</small></li>\n"));
      h.append(
          "</ul>\n<p>Write the changed card data with <code>forge tune --write DIR</code>; <code>"
              + "forge diff card-data DIR</code> shows exactly these numbers.</p>\n");
    }
    h.append("</body>\n</html>\n");
    return h.toString();
  }

  private static String moved(List<TuneReport.Moved> moved) {
    if (moved.isEmpty()) {
      return "—";
    }
    StringBuilder s = new StringBuilder();
    for (TuneReport.Moved x : moved) {
      Measure m = Measure.byLabel(x.measure());
      s.append(s.length() == 0 ? "" : "<br/>")
          .append(Svg.esc(x.name()))
          .append(": ")
          .append(figure(m, x.before()))
          .append(" → ")
          .append(figure(m, x.after()));
    }
    return s.toString();
  }

  private static String figure(Measure m, Estimate e) {
    if (!e.known()) {
      return "—";
    }
    String v = number(m, e.value());
    return e.hasInterval()
        ? v + " <small>(" + number(m, e.low()) + "–" + number(m, e.high()) + ")</small>"
        : v;
  }

  private static String band(Measure m, Band b) {
    return number(m, b.low()) + "–" + number(m, b.high());
  }

  private static String number(Measure m, double v) {
    return m.isRate()
        ? String.format(java.util.Locale.ROOT, "%.1f%%", 100 * v)
        : String.format(java.util.Locale.ROOT, "%.2f", v);
  }

  private static void th(StringBuilder h, String name, String tip) {
    h.append("<th title=\"")
        .append(Svg.esc(tip))
        .append("\">")
        .append(Svg.esc(name))
        .append("</th>");
  }

  private static final String CSS =
      """
      table { table-layout: auto; }
      td small, h2 small { color: #666; }
      td.confirmed { background: #E8F5E9; }
      td.refuted { background: #FFEBEE; }
      del { color: #B71C1C; }
      ins { color: #1B5E20; text-decoration: none; font-weight: bold; }
      th[title] { cursor: help; text-decoration: underline dotted; }
      """;
}
