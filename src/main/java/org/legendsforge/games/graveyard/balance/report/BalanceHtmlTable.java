package org.legendsforge.games.graveyard.balance.report;

import java.util.Map;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.balance.CardValue;
import org.legendsforge.kit.report.Svg;

/**
 * The table of {@code forge balance} as HTML, deck by deck, flagged rows marked with their reason.
 */
final class BalanceHtmlTable {
  void append(StringBuilder h, BalanceReport r, Map<String, DeckStyle> styles) {
    String deck = null;
    for (CardValue v : r.cards()) {
      if (!v.deck().equals(deck)) {
        if (deck != null) {
          h.append("</tbody>\n</table>\n");
        }
        deck = v.deck();
        DeckStyle s = styles.get(deck);
        h.append("<h3><span class=\"swatch\" style=\"background:")
            .append(s.colour())
            .append("\"></span>")
            .append(Svg.esc(deck))
            .append("</h3>\n");
        h.append(
            "<table class=\"deck\">\n<colgroup><col class=\"c-card\"/><col class=\"c-num\"/><col class=\"c-num\"/><col class=\"c-num\"/><col/></colgroup>\n<thead><tr><th>card</th><th class=\"num\">cost</th><th class=\"num\">value</th><th class=\"num\">aim</th><th>made of</th></tr></thead>\n<tbody>\n");
      }
      boolean flagged = v.flag().isPresent();
      h.append(flagged ? "<tr class=\"flagged\">" : "<tr>");
      h.append("<td class=\"card\">")
          .append(flagged ? "⚑ " : "")
          .append(Svg.esc(v.name()))
          .append("</td>");
      h.append("<td class=\"num\">")
          .append(v.cost() > 0 || v.aim().isPresent() ? String.valueOf(v.cost()) : "")
          .append("</td>");
      h.append("<td class=\"num\">").append(BalanceReport.fmt(v.value())).append("</td>");
      h.append("<td class=\"num\">")
          .append(v.aim().map(BalanceReport::fmt).orElse(""))
          .append("</td>");
      h.append("<td><span class=\"parts\">").append(Svg.esc(parts(v))).append("</span>");
      v.flag()
          .ifPresent(
              f ->
                  h.append("<br/><span class=\"reason\">flagged: ")
                      .append(Svg.esc(f))
                      .append("</span>"));
      h.append("</td></tr>\n");
    }
    if (deck != null) {
      h.append("</tbody>\n</table>\n");
    }
  }

  private static String parts(CardValue v) {
    StringBuilder s = new StringBuilder();
    for (CardValue.Part p : v.parts()) {
      if (s.length() > 0) {
        s.append(" + ");
      }
      s.append(p.label());
      if (p.value() != 0) {
        s.append(" (").append(BalanceReport.fmt(p.value())).append(')');
      }
    }
    return s.toString();
  }
}
