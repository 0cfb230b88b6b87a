package org.legendsforge.games.graveyard.balance.report;

import java.util.List;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.balance.CardValue;
import org.legendsforge.kit.report.Axes;
import org.legendsforge.kit.report.Scale;
import org.legendsforge.kit.report.Svg;
import org.legendsforge.kit.report.TextWidth;

/**
 * Item against starting weapons: one bar per weapon, the range each kind should fall in shaded
 * behind its bars, and lines for the starting average, the target (itemToStarting times it) and the
 * item average, so the ratio the report checks can be read off.
 */
final class WeaponChart {
  private static final double WIDTH = 1020;
  private static final double LABEL = 190;
  private static final double RIGHT = 80;
  private static final double BAR = 24;
  private static final double GROUP = 30;
  private static final double TOP = 44;

  String svg(
      BalanceReport r,
      BalanceWeights w,
      DeckStyle startingStyle,
      List<CardValue> starting,
      DeckStyle itemStyle,
      List<CardValue> items) {
    BalanceWeights.Targets t = w.targets();
    double target = r.startingAverage() * t.itemToStarting();
    double max =
        Math.max(
            t.startingMax() * t.itemToStarting(),
            items.stream().mapToDouble(CardValue::value).max().orElse(0));
    max = Math.max(max, starting.stream().mapToDouble(CardValue::value).max().orElse(0));
    double plotBottom = TOP + 2 * GROUP + (starting.size() + items.size()) * BAR;
    double height = plotBottom + 34 + 58;
    Scale x = Scale.covering(0, max, LABEL, WIDTH - RIGHT);
    Svg s = new Svg().open(WIDTH, height, "Item weapons against starting weapons");
    Axes.vertical(s, x, x.ticks(), Axes::label, TOP, plotBottom, plotBottom);
    s.line(x.from(), plotBottom, x.to(), plotBottom, "#555", 1, "");
    s.text((x.from() + x.to()) / 2, plotBottom + 30, "middle", "value", " fill=\"#333\"");
    s.text(WIDTH - RIGHT + 44, TOP - 4, "end", "value", " fill=\"#555\" font-size=\"11\"");
    double y =
        group(
            s, x, TOP, startingStyle, starting, t.startingMin(), t.startingMax(), "starting range");
    group(
        s,
        x,
        y,
        itemStyle,
        items,
        t.startingMin() * t.itemToStarting(),
        t.startingMax() * t.itemToStarting(),
        "item range (starting range × " + BalanceReport.fmt(t.itemToStarting()) + ")");
    // Three label rows above the plot, so the labels never cover each other whatever the values.
    reference(
        s,
        x,
        r.startingAverage(),
        plotBottom,
        "#555",
        "6 4",
        "starting average " + BalanceReport.fmt(r.startingAverage()),
        14);
    reference(
        s,
        x,
        target,
        plotBottom,
        "#E65100",
        "",
        "target " + BalanceReport.fmt(t.itemToStarting()) + "× = " + BalanceReport.fmt(target),
        28);
    reference(
        s,
        x,
        r.itemAverage(),
        plotBottom,
        "#0D47A1",
        "2 3",
        "item average "
            + BalanceReport.fmt(r.itemAverage())
            + " ("
            + BalanceReport.fmt(r.itemToStarting())
            + "×)",
        42);
    double ly = plotBottom + 56;
    s.rect(LABEL, ly - 11, 30, 12, "#2E7D32", "", " fill-opacity=\"0.13\"");
    s.text(LABEL + 36, ly, "start", "where the report expects each kind", "");
    s.text(
        LABEL + 300,
        ly,
        "start",
        "! flagged: outside its range (see the table)",
        " fill=\"#C62828\"");
    return s.close();
  }

  private static double group(
      Svg s,
      Scale x,
      double top,
      DeckStyle style,
      List<CardValue> weapons,
      double lo,
      double hi,
      String rangeLabel) {
    s.raw(style.marker(12, top + GROUP / 2, 6));
    s.text(
        24, top + GROUP / 2 + 5, "start", style.name(), " font-weight=\"bold\" font-size=\"13\"");
    double y = top + GROUP;
    s.rect(
        x.at(lo),
        y,
        x.at(hi) - x.at(lo),
        weapons.size() * BAR,
        "#2E7D32",
        "",
        " fill-opacity=\"0.13\" class=\"target-range\"");
    s.text(x.at(hi) - 4, top + GROUP - 6, "end", rangeLabel, " fill=\"#2E7D32\" font-size=\"11\"");
    s.raw("<g class=\"bars\" data-deck=\"" + Svg.esc(style.name()) + "\">\n");
    for (CardValue v : weapons) {
      String value = BalanceReport.fmt(v.value());
      s.fitted(
          LABEL - 8,
          y + BAR / 2 + 4,
          "end",
          v.name(),
          TextWidth.REGULAR,
          12,
          LABEL - 12,
          " font-size=\"12\"");
      s.rect(
          x.at(0),
          y + 4,
          x.at(v.value()) - x.at(0),
          BAR - 8,
          style.colour(),
          "#222",
          " class=\"bar\" data-card=\"" + Svg.esc(v.id()) + "\" data-x=\"" + value + "\"");
      // Values sit in their own column, clear of the reference lines.
      s.text(
          WIDTH - RIGHT + 44,
          y + BAR / 2 + 4,
          "end",
          value + (v.flag().isPresent() ? "  !" : ""),
          v.flag().isPresent()
              ? " fill=\"#C62828\" font-weight=\"bold\" font-size=\"12\""
              : " font-size=\"12\"");
      y += BAR;
    }
    s.raw("</g>\n");
    return y;
  }

  /**
   * A vertical line at {@code v} from its label row down to the axis; the label sits left of it, or
   * right when it would leave the chart.
   */
  private static void reference(
      Svg s,
      Scale x,
      double v,
      double bottom,
      String colour,
      String dash,
      String label,
      double labelY) {
    s.line(x.at(v), labelY + 4, x.at(v), bottom, colour, 2, dash);
    boolean right = x.at(v) - 7.5 * label.length() < 0;
    s.text(
        x.at(v) + (right ? 6 : -6),
        labelY,
        right ? "start" : "end",
        label,
        " fill=\"" + colour + "\" font-size=\"12\" font-weight=\"bold\"");
  }
}
