package org.legendsforge.games.graveyard.balance.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.balance.CardValue;
import org.legendsforge.kit.report.Axes;
import org.legendsforge.kit.report.Scale;
import org.legendsforge.kit.report.Svg;
import org.legendsforge.kit.report.TextWidth;

/**
 * Value distribution per deck as a strip plot: one row per deck, one marker per card, equal values
 * stacked, the median as a bar. Heroes are worth several times a card, so they get a panel with
 * their own axis instead of squeezing every other row to the left.
 */
final class ValueStripChart {
  private static final double WIDTH = 1020;
  private static final double LABEL = 170;
  private static final double STATS = 150;
  private static final double ROW = 44;
  private static final double AXIS = 34;
  private static final double HEADER = 26;

  String svg(BalanceReport r, Map<String, DeckStyle> styles, String heroDeck) {
    Map<String, List<CardValue>> cards = new LinkedHashMap<>();
    Map<String, List<CardValue>> heroes = new LinkedHashMap<>();
    for (CardValue v : r.cards()) {
      (v.deck().equals(heroDeck) ? heroes : cards)
          .computeIfAbsent(v.deck(), k -> new ArrayList<>())
          .add(v);
    }
    double height = panelHeight(cards) + panelHeight(heroes) + 8;
    Svg s = new Svg().open(WIDTH, height, "Value distribution per deck");
    double y = panel(s, 0, "Cards: value of each card", cards, styles);
    panel(
        s,
        y + 8,
        "Heroes: value of each hero (health, movement, hyper ability), on its own scale",
        heroes,
        styles);
    return s.close();
  }

  private static double panelHeight(Map<String, List<CardValue>> decks) {
    return decks.isEmpty() ? 0 : HEADER + decks.size() * ROW + AXIS;
  }

  /** Draws one panel from {@code top}; returns its bottom. */
  private static double panel(
      Svg s,
      double top,
      String title,
      Map<String, List<CardValue>> decks,
      Map<String, DeckStyle> styles) {
    if (decks.isEmpty()) {
      return top;
    }
    double min =
        decks.values().stream().flatMap(List::stream).mapToDouble(CardValue::value).min().orElse(0);
    double max =
        decks.values().stream().flatMap(List::stream).mapToDouble(CardValue::value).max().orElse(1);
    Scale x = Scale.covering(min, max, LABEL, WIDTH - STATS);
    double bottom = top + HEADER + decks.size() * ROW;
    s.text(4, top + 17, "start", title, " font-weight=\"bold\" font-size=\"13\"");
    Axes.vertical(s, x, x.ticks(), Axes::label, top + HEADER, bottom, bottom);
    s.line(x.from(), bottom, x.to(), bottom, "#555", 1, "");
    s.text((x.from() + x.to()) / 2, bottom + 30, "middle", "value", " fill=\"#333\"");
    s.text(
        WIDTH - STATS + 12,
        top + 17,
        "start",
        "median · range · n",
        " fill=\"#555\" font-size=\"11\"");
    double rowTop = top + HEADER;
    for (Map.Entry<String, List<CardValue>> e : decks.entrySet()) {
      row(s, rowTop, x, e.getValue(), styles.get(e.getKey()));
      rowTop += ROW;
    }
    return bottom + AXIS;
  }

  private static void row(Svg s, double top, Scale x, List<CardValue> cards, DeckStyle style) {
    double mid = top + ROW / 2;
    s.raw("<g class=\"strip\" data-deck=\"" + Svg.esc(style.name()) + "\">\n");
    s.rect(x.from(), top + 2, x.to() - x.from(), ROW - 4, "#F7F7F7", "", "");
    s.raw(style.marker(14, mid, 6));
    s.fitted(
        26, mid + 4, "start", style.name(), TextWidth.REGULAR, 12, LABEL - 32, " font-size=\"12\"");
    List<Double> values = cards.stream().map(CardValue::value).sorted().toList();
    double median =
        values.size() % 2 == 1
            ? values.get(values.size() / 2)
            : (values.get(values.size() / 2 - 1) + values.get(values.size() / 2)) / 2;
    s.line(x.at(values.get(0)), mid, x.at(values.get(values.size() - 1)), mid, "#999", 1, "");
    s.line(x.at(median), top + 5, x.at(median), top + ROW - 5, "#222", 2.5, "");
    Map<String, Integer> seen = new LinkedHashMap<>();
    Map<String, Integer> total = new LinkedHashMap<>();
    cards.forEach(v -> total.merge(BalanceReport.fmt(v.value()), 1, Integer::sum));
    for (CardValue v : cards) {
      String k = BalanceReport.fmt(v.value());
      int i = seen.merge(k, 1, Integer::sum) - 1;
      int n = total.get(k);
      // Equal values stack up and down the row; beyond four they overlap a little.
      double step = Math.min(8, (ROW - 14) / Math.max(1, n - 1));
      double py = mid + (i - (n - 1) / 2.0) * step;
      s.raw(
          style
              .marker()
              .svg(
                  x.at(v.value()),
                  py,
                  5,
                  style.colour(),
                  " class=\"point\" data-card=\"" + Svg.esc(v.id()) + "\" data-x=\"" + k + "\""));
      s.raw(
          "<title>"
              + Svg.esc(
                  v.name() + ": value " + k + v.flag().map(f -> " (flagged: " + f + ")").orElse(""))
              + "</title></"
              + style.marker().tag()
              + ">\n");
      if (v.flag().isPresent()) {
        s.raw(
            "<circle cx=\""
                + Svg.n(x.at(v.value()))
                + "\" cy=\""
                + Svg.n(py)
                + "\" r=\"9\" fill=\"none\" stroke=\"#C62828\" stroke-width=\"2\"/>\n");
      }
    }
    s.text(
        WIDTH - STATS + 12,
        mid + 4,
        "start",
        BalanceReport.fmt(median)
            + " · "
            + BalanceReport.fmt(values.get(0))
            + "–"
            + BalanceReport.fmt(values.get(values.size() - 1))
            + " · "
            + cards.size(),
        " font-size=\"12\"");
    s.raw("</g>\n");
  }
}
