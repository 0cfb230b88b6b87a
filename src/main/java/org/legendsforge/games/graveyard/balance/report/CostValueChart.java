package org.legendsforge.games.graveyard.balance.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.balance.CardValue;
import org.legendsforge.kit.report.Axes;
import org.legendsforge.kit.report.ChartFigure;
import org.legendsforge.kit.report.FlaggedNames;
import org.legendsforge.kit.report.Footprint;
import org.legendsforge.kit.report.LabelPlacer;
import org.legendsforge.kit.report.Scale;
import org.legendsforge.kit.report.Svg;
import org.legendsforge.kit.report.TextWidth;

/**
 * Spell cost against value, one small panel per spell deck (so points of different decks never hide
 * each other), with the aim line cost + spellAction and the band the report tolerates around it.
 * Flagged spells get a red ring and, furthest from their aim first, their name ({@link
 * LabelPlacer}: beside the point, or further out with a leader line); a panel names at most {@value
 * #MAX_NAMES}, and the caption counts the flagged spells left unnamed. Every point's tooltip gives
 * its spell's name and figures.
 */
final class CostValueChart {
  private static final int COLS = 3;
  private static final double PANEL_W = 340;
  private static final double PANEL_H = 270;
  private static final double LEFT = 46;
  private static final double RIGHT = 14;
  private static final double TOP = 34;
  private static final double BOTTOM = 42;
  private static final double RING = 10;
  private static final double NAME_SIZE = 11;

  /** More names than this in one small panel no longer read as names of points. */
  private static final int MAX_NAMES = 6;

  ChartFigure figure(BalanceReport r, BalanceWeights w, Map<String, DeckStyle> styles) {
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
    int left = 0;
    for (Map.Entry<String, List<CardValue>> e : decks.entrySet()) {
      left +=
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
    String caption =
        left == 0
            ? ""
            : String.format(
                Locale.ROOT,
                "Each panel names its flagged spells furthest from their aim first, at most %d, each"
                    + " where its name stays clear of the others; %d more %s in the table below.",
                MAX_NAMES,
                left,
                left == 1 ? "is" : "are");
    return new ChartFigure(s.close(), caption);
  }

  /** Draws one deck's panel; returns how many of its flagged spells it left unnamed. */
  private static int panel(
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
    s.fitted(
        ox + LEFT + 18,
        oy + 19,
        "start",
        style.name() + " (" + spells.size() + ")",
        TextWidth.BOLD,
        14,
        PANEL_W - LEFT - 18 - RIGHT,
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
    List<Footprint> marks = new ArrayList<>();
    List<Flagged> flagged = new ArrayList<>();
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
      marks.add(new Footprint.Disc(px, py, 8.5));
      if (v.flag().isPresent()) {
        s.raw(
            "<circle cx=\""
                + Svg.n(px)
                + "\" cy=\""
                + Svg.n(py)
                + "\" r=\""
                + Svg.n(RING)
                + "\" fill=\"none\" stroke=\"#C62828\" stroke-width=\"2\"/>\n");
        marks.add(new Footprint.Disc(px, py, RING + 1));
        flagged.add(new Flagged(v, new LabelPlacer.Label(v.name(), px, py, RING + 1)));
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
    flagged.sort(Comparator.comparingDouble(Flagged::offAim).reversed().thenComparing(Flagged::id));
    LabelPlacer.Result placed =
        FlaggedNames.draw(
            s, x, y, flagged.stream().map(Flagged::label).toList(), marks, NAME_SIZE, MAX_NAMES);
    s.raw("</g>\n");
    return placed.left();
  }

  /** A flagged spell and its name on the chart; the spells furthest from their aim come first. */
  private record Flagged(CardValue card, LabelPlacer.Label label) {
    double offAim() {
      return Math.abs(card.value() - card.aim().get());
    }

    String id() {
      return card.id();
    }
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
