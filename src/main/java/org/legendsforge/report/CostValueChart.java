package org.legendsforge.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.validate.BalanceReport;
import org.legendsforge.validate.BalanceWeights;
import org.legendsforge.validate.CardValue;

/**
 * Spell cost against value, one small panel per spell deck (so points of different decks never hide
 * each other), with the aim line cost + spellAction and the band the report tolerates around it.
 * Flagged spells get a red ring and their name.
 */
final class CostValueChart {
  private static final int COLS = 3;
  private static final double PANEL_W = 340;
  private static final double PANEL_H = 270;
  private static final double LEFT = 46;
  private static final double RIGHT = 14;
  private static final double TOP = 34;
  private static final double BOTTOM = 42;

  String svg(BalanceReport r, BalanceWeights w, Map<String, DeckStyle> styles) {
    Map<String, List<CardValue>> decks = new LinkedHashMap<>();
    for (CardValue v : r.cards()) {
      if (v.aim().isPresent()) {
        decks.computeIfAbsent(v.deck(), k -> new ArrayList<>()).add(v);
      }
    }
    double maxCost =
        Math.max(
            5,
            decks.values().stream()
                .flatMap(List::stream)
                .mapToInt(CardValue::cost)
                .max()
                .orElse(0));
    double maxValue =
        decks.values().stream()
            .flatMap(List::stream)
            .mapToDouble(v -> Math.max(v.value(), v.aim().get()))
            .max()
            .orElse(1);
    double tol = w.targets().spellTolerance();
    maxValue = Math.max(maxValue, maxCost + 0.5 + w.spellAction() + tol);
    int rows = (decks.size() + COLS - 1) / COLS;
    Svg s =
        new Svg().open(PANEL_W * COLS, PANEL_H * rows + 34, "Spell cost against value, per deck");
    int i = 0;
    for (Map.Entry<String, List<CardValue>> e : decks.entrySet()) {
      panel(
          s,
          (i % COLS) * PANEL_W,
          (i / COLS) * PANEL_H,
          e.getValue(),
          styles.get(e.getKey()),
          maxCost,
          maxValue,
          w);
      i++;
    }
    legend(s, PANEL_H * rows + 18, w);
    return s.close();
  }

  private static void panel(
      Svg s,
      double ox,
      double oy,
      List<CardValue> spells,
      DeckStyle style,
      double maxCost,
      double maxValue,
      BalanceWeights w) {
    // Half a mana of room either side, so spells of cost 0 and of the top cost are not cut in half.
    Scale x = new Scale(-0.5, maxCost + 0.5, ox + LEFT, ox + PANEL_W - RIGHT);
    Scale y = Scale.covering(0, maxValue, oy + PANEL_H - BOTTOM, oy + TOP);
    s.raw("<g class=\"panel\" data-deck=\"" + Svg.esc(style.name()) + "\">\n");
    s.raw(style.marker(ox + LEFT + 6, oy + 14, 6));
    s.text(
        ox + LEFT + 18,
        oy + 19,
        "start",
        style.name() + " (" + spells.size() + ")",
        " font-weight=\"bold\" font-size=\"14\"");
    Axes.grid(s, x, y, ox + LEFT, oy + PANEL_H - BOTTOM, true);
    s.text((x.from() + x.to()) / 2, oy + PANEL_H - 6, "middle", "mana cost", " fill=\"#333\"");
    s.text(
        ox + 12,
        (y.from() + y.to()) / 2,
        "middle",
        "value",
        " fill=\"#333\" transform=\"rotate(-90 "
            + Svg.n(ox + 12)
            + " "
            + Svg.n((y.from() + y.to()) / 2)
            + ")\"");
    double tol = w.targets().spellTolerance();
    double a = w.spellAction();
    double lo = x.min();
    double hi = x.max();
    s.raw(
        "<polygon class=\"tolerance\" fill=\"#2E7D32\" fill-opacity=\"0.12\" points=\""
            + pt(x, y, lo, lo + a - tol)
            + " "
            + pt(x, y, hi, hi + a - tol)
            + " "
            + pt(x, y, hi, hi + a + tol)
            + " "
            + pt(x, y, lo, lo + a + tol)
            + "\"/>\n");
    s.line(x.at(lo), y.at(lo + a), x.at(hi), y.at(hi + a), "#2E7D32", 1.5, "");
    Map<String, Integer> seen = new LinkedHashMap<>();
    Map<String, Integer> total = new LinkedHashMap<>();
    spells.forEach(v -> total.merge(key(v), 1, Integer::sum));
    for (CardValue v : spells) {
      int k = seen.merge(key(v), 1, Integer::sum) - 1;
      // Spells at the same point are spread side by side, centred on the true cost.
      double px = x.at(v.cost()) + (k - (total.get(key(v)) - 1) / 2.0) * 11;
      double py = y.at(v.value());
      String title =
          v.name()
              + ": cost "
              + v.cost()
              + ", value "
              + BalanceReport.fmt(v.value())
              + ", aim "
              + BalanceReport.fmt(v.aim().get())
              + v.flag().map(f -> " (flagged: " + f + ")").orElse("");
      if (v.flag().isPresent()) {
        s.raw(
            "<circle cx=\""
                + Svg.n(px)
                + "\" cy=\""
                + Svg.n(py)
                + "\" r=\"10\" fill=\"none\" stroke=\"#C62828\" stroke-width=\"2\"/>\n");
        // Names in the right half of the panel run leftwards, so they never leave the chart.
        boolean right = px > (x.at(lo) + x.at(hi)) / 2;
        s.text(
            right ? px - 12 : px + 12,
            py - 8,
            right ? "end" : "start",
            v.name(),
            " fill=\"#C62828\" font-weight=\"bold\" font-size=\"11\"");
      }
      s.raw(
          style
              .marker()
              .svg(
                  px,
                  py,
                  5.5,
                  style.colour(),
                  " class=\"point\" data-card=\""
                      + Svg.esc(v.id())
                      + "\" data-x=\""
                      + v.cost()
                      + "\" data-y=\""
                      + BalanceReport.fmt(v.value())
                      + "\""));
      s.raw("<title>" + Svg.esc(title) + "</title></" + style.marker().tag() + ">\n");
    }
    s.raw("</g>\n");
  }

  private static void legend(Svg s, double y, BalanceWeights w) {
    s.line(50, y - 4, 80, y - 4, "#2E7D32", 1.5, "");
    s.text(
        86,
        y,
        "start",
        "aim: cost + " + BalanceReport.fmt(w.spellAction()) + " (the spell action)",
        "");
    s.rect(330, y - 11, 30, 12, "#2E7D32", "", " fill-opacity=\"0.12\"");
    s.text(
        366, y, "start", "tolerated: aim ± " + BalanceReport.fmt(w.targets().spellTolerance()), "");
    s.raw(
        "<circle cx=\"560\" cy=\""
            + Svg.n(y - 4)
            + "\" r=\"8\" fill=\"none\" stroke=\"#C62828\" stroke-width=\"2\"/>\n");
    s.text(574, y, "start", "flagged, named", "");
    s.text(700, y, "start", "spells at the same point sit side by side", " fill=\"#555\"");
  }

  private static String key(CardValue v) {
    return v.cost() + "/" + BalanceReport.fmt(v.value());
  }

  private static String pt(Scale x, Scale y, double a, double b) {
    return Svg.n(x.at(a)) + "," + Svg.n(y.at(Math.max(y.min(), b)));
  }
}
