package org.legendsforge.games.graveyard.playtest.quality;

import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.kit.report.Svg;

/**
 * The game-quality figures of several variants side by side, as a section of the variants' page and
 * as text: a column per variant (value and 95% interval), then each later variant's change from the
 * first, then each variant's estimate check.
 */
public final class VariantQualitySection {
  public String html(VariantQuality q) {
    StringBuilder h = new StringBuilder();
    h.append("<h2 id=\"quality\">Game quality</h2>\n<p>")
        .append(
            esc(
                "The shape of each variant's games (docs/quality.md): each figure's value under"
                    + " each variant with its 95% interval, and its change from "
                    + q.variants().get(0)
                    + " (paired game by game: the same seeds under each). Each variant has its own"
                    + " win-probability estimate, fitted on its own games."))
        .append("</p>\n<table class=\"figures\">\n<tr><th>figure</th>");
    for (String id : q.variants()) {
      h.append("<th>").append(esc(id)).append("</th>");
    }
    for (String id : q.variants().subList(1, q.variants().size())) {
      h.append("<th>")
          .append(esc(id))
          .append(" − ")
          .append(esc(q.variants().get(0)))
          .append("</th>");
    }
    h.append("<th>unit</th></tr>\n");
    for (VariantQuality.Row r : q.figures()) {
      boolean share = r.unit().startsWith("share");
      h.append("<tr id=\"quality-")
          .append(esc(r.id()))
          .append("\"><td title=\"")
          .append(esc(r.definition()))
          .append("\">")
          .append(esc(r.name()))
          .append("</td>");
      r.values()
          .values()
          .forEach(
              e ->
                  h.append("<td class=\"num\">")
                      .append(esc(withInterval(e, share, false)))
                      .append("</td>"));
      r.change()
          .values()
          .forEach(
              e ->
                  h.append("<td class=\"num\">")
                      .append(esc(withInterval(e, share, true)))
                      .append("</td>"));
      h.append("<td>").append(esc(r.unit())).append("</td></tr>\n");
    }
    h.append("</table>\n<table class=\"figures\">\n<tr><th>estimate, held-out seeds</th>");
    q.variants().forEach(id -> h.append("<th>").append(esc(id)).append("</th>"));
    h.append("</tr>\n<tr><td>Brier score (50%: 0.25)</td>");
    q.estimates()
        .values()
        .forEach(
            c ->
                h.append("<td class=\"num\">")
                    .append(String.format(Locale.ROOT, "%.4f", c.brierModel()))
                    .append("</td>"));
    h.append("</tr>\n<tr><td>largest decile gap (points)</td>");
    q.estimates()
        .values()
        .forEach(
            c ->
                h.append("<td class=\"num\">")
                    .append(String.format(Locale.ROOT, "%.1f", 100 * c.worstGap()))
                    .append("</td>"));
    h.append("</tr>\n<tr><td>largest gap, first five turns (points)</td>");
    q.estimates()
        .values()
        .forEach(
            c ->
                h.append("<td class=\"num\">")
                    .append(String.format(Locale.ROOT, "%.1f", 100 * c.earlyWorstGap()))
                    .append("</td>"));
    h.append("</tr>\n</table>\n");
    return h.toString();
  }

  public String text(VariantQuality q) {
    StringBuilder t = new StringBuilder("\nGame quality, each variant's own games and estimate:\n");
    int width = 0;
    for (VariantQuality.Row r : q.figures()) {
      width = Math.max(width, r.name().length());
    }
    t.append(String.format(Locale.ROOT, "%-" + width + "s", ""));
    for (String id : q.variants()) {
      t.append(String.format(Locale.ROOT, "  %-28s", id));
    }
    t.append('\n');
    for (VariantQuality.Row r : q.figures()) {
      boolean share = r.unit().startsWith("share");
      t.append(String.format(Locale.ROOT, "%-" + width + "s", r.name()));
      r.values()
          .values()
          .forEach(
              e -> t.append(String.format(Locale.ROOT, "  %-28s", withInterval(e, share, false))));
      t.append('\n');
    }
    return t.toString();
  }

  /** "54.3% (53.9–54.7%)", "86.00 (84.40–87.50)"; with a sign for a change. */
  static String withInterval(Estimate e, boolean share, boolean signed) {
    if (!e.known() || Double.isNaN(e.value())) {
      return "–";
    }
    double k = share ? 100 : 1;
    String f = (signed ? "%+" : "%") + (share ? ".1f" : ".2f");
    String unit = share ? (signed ? " pt" : "%") : "";
    String v = String.format(Locale.ROOT, f, k * e.value()) + unit;
    if (!e.hasInterval()) {
      return v;
    }
    return v
        + " ("
        + String.format(Locale.ROOT, f, k * e.low())
        + " to "
        + String.format(Locale.ROOT, f, k * e.high())
        + ")";
  }

  private static String esc(String s) {
    return Svg.esc(s);
  }
}
