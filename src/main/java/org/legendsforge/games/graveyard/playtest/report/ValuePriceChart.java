package org.legendsforge.games.graveyard.playtest.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.kit.report.Axes;
import org.legendsforge.kit.report.ChartFigure;
import org.legendsforge.kit.report.FlaggedNames;
import org.legendsforge.kit.report.Footprint;
import org.legendsforge.kit.report.LabelPlacer;
import org.legendsforge.kit.report.Scale;
import org.legendsforge.kit.report.Svg;

/**
 * Each card's value per use in play against its price in the balance model: spells (price: cost +
 * the spell action) and weapons (price: their deck's band) in two panels. A point is the mean value
 * per use with its 95% interval as a whisker; the green line is value = price and the shade what
 * the balance model tolerates. Cards with a verdict get a red ring, and the ones furthest outside
 * their band their name ({@link LabelPlacer}: beside the point, or further out with a leader line);
 * a panel names at most {@value #MAX_NAMES}, and the caption says how many more the tables above
 * list. Cards not judged (hardly ever used) are hollow points, on the axis when never used. Every
 * point's tooltip gives its card's name and figures.
 */
final class ValuePriceChart {
  private static final double PANEL_W = 510;
  private static final double HEIGHT = 380;
  private static final double LEFT = 50;
  private static final double RIGHT = 16;
  private static final double TOP = 34;
  private static final double BOTTOM = 44;
  private static final double RING = 8;
  private static final double NAME_SIZE = 10.5;

  /** More names than this in a panel no longer read as names of points. */
  private static final int MAX_NAMES = 12;

  /** One card as the chart draws it. */
  record Point(
      String id,
      String name,
      double price,
      double bandLow,
      double bandHigh,
      Estimate value,
      boolean used,
      boolean judged) {}

  private static boolean picked(String kind) {
    return kind.equals("hero") || kind.equals("spirit");
  }

  ChartFigure figure(PlaytestReport r, double spellTolerance) {
    Set<String> withVerdict = new HashSet<>();
    // only cards are drawn here: a hero or spirit sharing a card's id must not ring it
    r.verdicts().overpowered().stream()
        .filter(e -> !picked(e.kind()))
        .forEach(e -> withVerdict.add(e.id()));
    r.verdicts().underpowered().stream()
        .filter(e -> !picked(e.kind()))
        .forEach(e -> withVerdict.add(e.id()));
    Set<String> unjudged = new HashSet<>();
    r.verdicts().unjudged().stream()
        .filter(e -> !picked(e.kind()))
        .forEach(e -> unjudged.add(e.id()));
    List<Point> spells =
        r.spells().stream()
            .map(
                s ->
                    new Point(
                        s.id(),
                        s.name(),
                        s.price(),
                        s.price() - spellTolerance,
                        s.price() + spellTolerance,
                        s.valuePerCast(),
                        s.casts() > 0,
                        !unjudged.contains(s.id())))
            .toList();
    List<Point> weapons =
        r.weapons().stream()
            .map(
                w ->
                    new Point(
                        w.id(),
                        w.name(),
                        (w.priceLow() + w.priceHigh()) / 2,
                        w.priceLow(),
                        w.priceHigh(),
                        w.valuePerAttack(),
                        w.attacks() > 0,
                        !unjudged.contains(w.id())))
            .toList();
    double top = 1;
    for (List<Point> ps : List.of(spells, weapons)) {
      for (Point p : ps) {
        top =
            Math.max(
                top,
                Math.max(
                    p.bandHigh(),
                    p.used() && Double.isFinite(p.value().high()) ? p.value().high() : 0));
      }
    }
    Svg s = new Svg().open(PANEL_W * 2, HEIGHT + 26, "Value per use in play against price");
    LabelPlacer.Result spellNames =
        panel(s, 0, "Spells: value per cast against cost + spell action", spells, withVerdict, top);
    LabelPlacer.Result weaponNames =
        panel(
            s,
            PANEL_W,
            "Weapons: value per attack against the deck's band",
            weapons,
            withVerdict,
            top);
    double y = HEIGHT + 14;
    s.line(50, y - 4, 80, y - 4, "#2E7D32", 1.5, "");
    s.text(86, y, "start", "value = price", "");
    s.rect(200, y - 11, 30, 12, "#2E7D32", "", " fill-opacity=\"0.12\"");
    s.text(236, y, "start", "what the balance model tolerates", "");
    s.raw(
        "<circle cx=\"470\" cy=\""
            + Svg.n(y - 4)
            + "\" r=\"8\" fill=\"none\" stroke=\"#C62828\" stroke-width=\"2\"/>\n");
    s.text(484, y, "start", "verdict, named", "");
    s.text(620, y, "start", "whiskers: 95% interval; hollow: not judged", " fill=\"#555\"");
    String caption = (unnamed("spell", spellNames) + " " + unnamed("weapon", weaponNames)).strip();
    return new ChartFigure(s.close(), caption);
  }

  /**
   * What the caption says of a panel that could not name every card with a verdict; else nothing.
   */
  private static String unnamed(String kind, LabelPlacer.Result names) {
    int named = names.placed().size();
    int left = names.left();
    if (left == 0) {
      return "";
    }
    return String.format(
        Locale.ROOT,
        "The %s panel names %d of its %d %ss with a verdict (furthest outside their price band first,"
            + " at most %d, each where its name stays clear of the others); %s in the tables"
            + " above.",
        kind,
        named,
        named + left,
        kind,
        MAX_NAMES,
        left == 1 ? "the other one is" : "the other " + left + " are");
  }

  /** Draws one panel; returns the names it placed and how many it left out. */
  private static LabelPlacer.Result panel(
      Svg s, double ox, String title, List<Point> points, Set<String> withVerdict, double top) {
    double maxPrice = points.stream().mapToDouble(Point::price).max().orElse(1);
    Scale x = new Scale(0, Math.ceil(maxPrice + 1), ox + LEFT, ox + PANEL_W - RIGHT);
    Scale y = Scale.covering(0, top, HEIGHT - BOTTOM, TOP);
    s.raw("<g class=\"panel\">\n");
    s.text(ox + 8, 18, "start", title, " font-weight=\"bold\" font-size=\"13\"");
    Axes.grid(s, x, y, ox + LEFT, HEIGHT - BOTTOM, true);
    s.text((x.from() + x.to()) / 2, HEIGHT - 8, "middle", "price", " fill=\"#333\"");
    s.text(
        ox + 14,
        (y.from() + y.to()) / 2,
        "middle",
        "value per use in play",
        " fill=\"#333\" transform=\"rotate(-90 "
            + Svg.n(ox + 14)
            + " "
            + Svg.n((y.from() + y.to()) / 2)
            + ")\"");
    s.line(x.at(0), y.at(0), x.at(x.max()), y.at(Math.min(x.max(), y.max())), "#2E7D32", 1.5, "");
    Map<Double, Integer> total = new LinkedHashMap<>();
    points.forEach(p -> total.merge(p.price(), 1, Integer::sum));
    Map<Double, Integer> seen = new LinkedHashMap<>();
    Set<Double> shaded = new HashSet<>();
    for (Point p : points) {
      if (shaded.add(p.price())) {
        double half = Math.max(6, total.get(p.price()) * 3.5);
        s.rect(
            x.at(p.price()) - half,
            y.at(p.bandHigh()),
            2 * half,
            y.at(p.bandLow()) - y.at(p.bandHigh()),
            "#2E7D32",
            "",
            " fill-opacity=\"0.12\"");
      }
    }
    List<Footprint> marks = new ArrayList<>();
    List<Named> named = new ArrayList<>();
    for (Point p : points) {
      int k = seen.merge(p.price(), 1, Integer::sum) - 1;
      double px = x.at(p.price()) + (k - (total.get(p.price()) - 1) / 2.0) * 6;
      boolean flagged = withVerdict.contains(p.id());
      double value = p.used() ? p.value().value() : 0;
      double py = y.at(value);
      point(s, x, y, p, px, py, flagged, value, marks);
      if (flagged) {
        double outside = Math.max(value - p.bandHigh(), p.bandLow() - value);
        named.add(new Named(new LabelPlacer.Label(p.name(), px, py, RING + 1), outside, p.id()));
      }
    }
    named.sort(Comparator.comparingDouble(Named::outside).reversed().thenComparing(Named::id));
    LabelPlacer.Result names =
        FlaggedNames.draw(
            s, x, y, named.stream().map(Named::label).toList(), marks, NAME_SIZE, MAX_NAMES);
    s.raw("</g>\n");
    return names;
  }

  /** A named card's name, with how far (in value) its point lies outside its price band. */
  private record Named(LabelPlacer.Label label, double outside, String id) {}

  /**
   * One card's point (with its whisker and, when it has a verdict, its ring) and tooltip; adds what
   * it covers to {@code marks}, for the names to keep clear of.
   */
  private static void point(
      Svg s,
      Scale x,
      Scale y,
      Point p,
      double px,
      double py,
      boolean flagged,
      double value,
      List<Footprint> marks) {
    String colour = flagged ? "#C62828" : "#1565C0";
    Estimate v = p.value();
    s.raw(
        "<g class=\"point\" data-card=\""
            + Svg.esc(p.id())
            + "\" data-x=\""
            + String.format(Locale.ROOT, "%.2f", p.price())
            + "\" data-y=\""
            + String.format(Locale.ROOT, "%.2f", value)
            + "\">\n");
    if (p.used() && v.hasInterval()) {
      double lo = y.at(Math.max(y.min(), v.low()));
      double hi = y.at(Math.min(y.max(), v.high()));
      s.line(px, lo, px, hi, colour, 1.2, "");
      marks.add(new Footprint.Box(px - 1, hi, 2, lo - hi));
    }
    s.raw(
        "<circle cx=\""
            + Svg.n(px)
            + "\" cy=\""
            + Svg.n(py)
            + "\" r=\"3.5\" fill=\""
            + (p.judged() ? colour : "#fff")
            + "\" stroke=\""
            + colour
            + "\" stroke-width=\"1.2\"><title>"
            + Svg.esc(words(p))
            + "</title></circle>\n");
    marks.add(new Footprint.Disc(px, py, 4.5));
    if (flagged) {
      s.raw(
          "<circle cx=\""
              + Svg.n(px)
              + "\" cy=\""
              + Svg.n(py)
              + "\" r=\""
              + Svg.n(RING)
              + "\" fill=\"none\" stroke=\"#C62828\" stroke-width=\"1.6\"/>\n");
      marks.add(new Footprint.Disc(px, py, RING + 1));
    }
    s.raw("</g>\n");
  }

  /** The tooltip: the card's name and figures. */
  private static String words(Point p) {
    Estimate v = p.value();
    if (!p.used()) {
      return p.name() + ": never used, price " + String.format(Locale.ROOT, "%.2f", p.price());
    }
    String judged = p.judged() ? "" : " (not judged: hardly ever used)";
    if (!v.hasInterval()) {
      return String.format(
          Locale.ROOT,
          "%s: %.2f per use (n %d), price %.2f%s",
          p.name(),
          v.value(),
          v.n(),
          p.price(),
          judged);
    }
    return String.format(
        Locale.ROOT,
        "%s: %.2f per use (95%%: %.2f–%.2f, n %d), price %.2f%s",
        p.name(),
        v.value(),
        v.low(),
        v.high(),
        v.n(),
        p.price(),
        judged);
  }
}
