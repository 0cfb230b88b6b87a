package org.legendsforge.games.graveyard.playtest.quality;

import java.util.Locale;
import java.util.Map;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.kit.report.Svg;

/**
 * The skill trace under several variants, as a section of the variants' page and as text: a row a
 * budget, the expert's win rate under each variant, then each later variant's paired change.
 */
public final class VariantSkillSection {
  public String html(VariantSkillTrace t) {
    StringBuilder h = new StringBuilder();
    h.append("<h2 id=\"skill\">How much skill decides, by variant</h2>\n<p>")
        .append(Svg.esc(intro(t)))
        .append("</p>\n<table class=\"figures\">\n<tr><th>bot</th>");
    for (String id : t.variants()) {
      h.append("<th>").append(Svg.esc(id)).append(" wins</th>");
    }
    for (String id : t.variants().subList(1, t.variants().size())) {
      h.append("<th>")
          .append(Svg.esc(id))
          .append(" − ")
          .append(Svg.esc(t.variants().get(0)))
          .append(" (paired)</th>");
    }
    h.append("</tr>\n");
    for (VariantSkillTrace.Budget b : t.budgets()) {
      h.append("<tr><td>").append(Svg.esc(b.bot())).append("</td>");
      cells(h, b.expertWins(), false);
      cells(h, b.change(), true);
      h.append("</tr>\n");
    }
    return h.append("</table>\n").toString();
  }

  public String text(VariantSkillTrace t) {
    StringBuilder s = new StringBuilder("\nSkill trace by variant: ").append(intro(t)).append('\n');
    for (VariantSkillTrace.Budget b : t.budgets()) {
      s.append(String.format(Locale.ROOT, "  %-12s", b.bot()));
      b.expertWins()
          .forEach(
              (id, e) ->
                  s.append(
                      String.format(
                          Locale.ROOT,
                          "  %s %s",
                          id,
                          VariantQualitySection.withInterval(e, true, false))));
      b.change()
          .forEach(
              (id, e) ->
                  s.append(
                      String.format(
                          Locale.ROOT,
                          "  change %s %s",
                          id,
                          VariantQualitySection.withInterval(e, true, true))));
      s.append('\n');
    }
    return s.toString();
  }

  private static void cells(StringBuilder h, Map<String, Estimate> values, boolean signed) {
    values.forEach(
        (id, e) ->
            h.append("<td class=\"num\">")
                .append(Svg.esc(VariantQualitySection.withInterval(e, true, signed)))
                .append("</td>"));
  }

  private static String intro(VariantSkillTrace t) {
    return String.format(
        Locale.ROOT,
        "expert at each search budget against %s under each variant, seeds %d–%d (the same"
            + " under every variant), the expert player 1 on odd seeds and player 2 on even ones;"
            + " a change that grows with the budget means the variant lets better play win more"
            + " of its games than %s does.",
        t.against(),
        t.firstSeed(),
        t.firstSeed() + t.games() - 1,
        t.variants().get(0));
  }
}
