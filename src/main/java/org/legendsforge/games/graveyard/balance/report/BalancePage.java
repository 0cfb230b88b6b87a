package org.legendsforge.games.graveyard.balance.report;

import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.balance.CardValue;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.kit.report.ChartFigure;
import org.legendsforge.kit.report.Svg;

/**
 * The balance report as one self-contained page: inline CSS, charts as inline SVG, no script and no
 * network. Written as XHTML-compatible HTML (every element closed), so it also parses as XML, and
 * with no date in it, so the same card data gives the same bytes.
 */
public final class BalancePage {
  public String html(Catalog c, BalanceModel model) {
    BalanceReport r = BalanceReport.of(c, model);
    BalanceWeights w = model.weights();
    Map<String, DeckStyle> styles = DeckStyle.of(c, r);
    StringBuilder h = new StringBuilder();
    String title = c.game().name() + " — balance report";
    h.append(
        "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n");
    h.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n");
    h.append("<title>")
        .append(Svg.esc(title))
        .append("</title>\n<style>\n")
        .append(CSS)
        .append("</style>\n</head>\n<body>\n");
    h.append("<h1>").append(Svg.esc(title)).append("</h1>\n");
    h.append(
        "<p class=\"lead\">Every card priced in one unit, <em>value</em> (1 damage = 1 health = 1 mana), with the weights of <code>balance.yaml</code>. ");
    h.append(r.flagged().size())
        .append(r.flagged().size() == 1 ? " card is" : " cards are")
        .append(" flagged; flags are advice, not errors.</p>\n");
    summary(h, r);
    legend(h, styles);
    h.append(
        "<h2 id=\"cost-value\">Spell cost against value</h2>\n<p>A spell should be worth its cost plus the spell action it uses.</p>\n");
    figure(h, "cost-value", new CostValueChart().figure(r, w, styles));
    h.append("<h2 id=\"distribution\">Value distribution per deck</h2>\n");
    figure(
        h,
        "distribution",
        new ValueStripChart().svg(r, styles, deckName(c, DeckKind.HERO_CONTROL)));
    h.append(
            "<h2 id=\"weapons\">Item weapons against starting weapons</h2>\n<p>An item weapon should be worth about ")
        .append(BalanceReport.fmt(w.targets().itemToStarting()))
        .append(" times a starting weapon.</p>\n");
    String startDeck = deckName(c, DeckKind.STARTING_WEAPONS);
    String itemDeck = deckName(c, DeckKind.ITEM_WEAPONS);
    figure(
        h,
        "weapons",
        new WeaponChart()
            .svg(
                r,
                w,
                styles.get(startDeck),
                ofDeck(r, startDeck),
                styles.get(itemDeck),
                ofDeck(r, itemDeck)));
    h.append("<h2 id=\"table\">Every card</h2>\n");
    new BalanceHtmlTable().append(h, r, styles);
    h.append("</body>\n</html>\n");
    return h.toString();
  }

  private static void summary(StringBuilder h, BalanceReport r) {
    h.append("<ul class=\"summary\">\n<li>Spell value per mana:");
    for (Map.Entry<Element, Double> e : r.valuePerMana().entrySet()) {
      h.append(' ')
          .append(e.getKey().displayName())
          .append(" <b>")
          .append(BalanceReport.fmt(e.getValue()))
          .append("</b>");
    }
    h.append("</li>\n<li>Weapons: starting average <b>")
        .append(BalanceReport.fmt(r.startingAverage()))
        .append("</b>, item average <b>")
        .append(BalanceReport.fmt(r.itemAverage()))
        .append("</b>, ratio <b>")
        .append(BalanceReport.fmt(r.itemToStarting()))
        .append("×</b></li>\n");
    for (String f : r.findings()) {
      h.append("<li class=\"finding\">⚑ ").append(Svg.esc(f)).append("</li>\n");
    }
    h.append("</ul>\n");
  }

  private static void legend(StringBuilder h, Map<String, DeckStyle> styles) {
    h.append("<div class=\"legend\" aria-label=\"deck legend\">\n");
    for (DeckStyle s : styles.values()) {
      h.append(
              "<span class=\"key\"><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"key-marker\" width=\"16\" height=\"16\" viewBox=\"0 0 16 16\">")
          .append(s.marker(8, 8, 5.5).strip())
          .append("</svg>")
          .append(Svg.esc(s.name()))
          .append(" <small>")
          .append(s.colour())
          .append("</small></span>\n");
    }
    h.append("</div>\n");
  }

  private static void figure(StringBuilder h, String id, String svg) {
    figure(h, id, ChartFigure.of(svg));
  }

  /** A chart in its {@code <figure>}, its caption (if any) under it. */
  public static void figure(StringBuilder h, String id, ChartFigure f) {
    h.append("<figure class=\"chart\" id=\"chart-").append(id).append("\">\n").append(f.svg());
    if (!f.caption().isEmpty()) {
      h.append("<figcaption>").append(Svg.esc(f.caption())).append("</figcaption>\n");
    }
    h.append("</figure>\n");
  }

  private static List<CardValue> ofDeck(BalanceReport r, String deck) {
    return r.cards().stream().filter(v -> v.deck().equals(deck)).toList();
  }

  static String deckName(Catalog c, DeckKind kind) {
    return c.deck(kind).map(d -> d.name()).orElse(kind.key());
  }

  public static final String CSS =
      """
      body { font-family: "DejaVu Sans", Verdana, sans-serif; color: #1a1a1a; margin: 24px auto; max-width: 1060px; padding: 0 16px; line-height: 1.45; }
      h1 { font-size: 26px; margin: 0 0 6px; }
      h2 { font-size: 19px; margin: 34px 0 6px; border-bottom: 2px solid #ddd; padding-bottom: 4px; }
      h3 { font-size: 15px; margin: 22px 0 6px; display: flex; align-items: center; gap: 8px; }
      .lead { color: #333; }
      code { background: #f1f1f1; padding: 0 4px; border-radius: 3px; }
      .summary li { margin: 2px 0; }
      .finding, tr.flagged .reason { color: #B71C1C; }
      .legend { display: flex; flex-wrap: wrap; gap: 6px 18px; padding: 8px 12px; border: 1px solid #ddd; border-radius: 6px; background: #fafafa; }
      .key { display: inline-flex; align-items: center; gap: 6px; font-size: 13px; }
      .key small { color: #666; }
      figure.chart { margin: 8px 0 0; overflow-x: auto; }
      figure.chart svg { max-width: 100%; height: auto; }
      figure.chart figcaption { font-size: 13px; color: #444; margin: 2px 0 0; }
      table { border-collapse: collapse; width: 100%; font-size: 13px; table-layout: fixed; }
      col.c-card { width: 24%; }
      col.c-num { width: 7%; }
      th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid #e6e6e6; vertical-align: top; }
      th { background: #f3f3f3; }
      td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
      tr.flagged td { background: #FFF3E0; }
      tr.flagged td.card { font-weight: bold; }
      .swatch { display: inline-block; width: 14px; height: 14px; border: 1px solid #222; border-radius: 2px; }
      .parts { color: #444; }
      """;
}
