package org.legendsforge.games.graveyard.balance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.Spirit;

/**
 * The balance of a whole card set: every priced card with the reason it is flagged, spells' value
 * per mana by element, the item-to-starting weapon ratio, heroes' totals and spirits' hand sizes.
 */
public record BalanceReport(
    List<CardValue> cards,
    Map<Element, Double> valuePerMana,
    double startingAverage,
    double itemAverage,
    double itemToStarting,
    List<String> findings) {

  public static BalanceReport of(Catalog c, BalanceModel model) {
    BalanceWeights.Targets t = model.weights().targets();
    List<CardValue> cards = new ArrayList<>();
    List<String> findings = new ArrayList<>();
    Map<Element, Double> perMana = new LinkedHashMap<>();
    for (Element e : Element.values()) {
      String deck = deckName(c, DeckKind.valueOf(e.name() + "_SPELLS"));
      double value = 0;
      double mana = 0;
      for (var s : c.spellsOf(e)) {
        CardValue v = model.spell(s, deck);
        double aim = v.aim().orElseThrow();
        double off = v.value() - aim;
        if (Math.abs(off) > t.spellTolerance() + 1e-9) {
          v =
              v.flagged(
                  (off > 0 ? "too strong" : "too weak")
                      + ": worth "
                      + fmt(v.value())
                      + " for cost "
                      + s.cost()
                      + " (aim "
                      + fmt(aim)
                      + " ± "
                      + fmt(t.spellTolerance())
                      + ")");
        }
        cards.add(v);
        value += v.value();
        mana += s.cost();
      }
      perMana.put(e, mana == 0 ? 0 : value / mana);
    }
    String startingDeck = deckName(c, DeckKind.STARTING_WEAPONS);
    List<CardValue> starting =
        c.startingWeapons().stream().map(w -> model.weapon(w, startingDeck)).toList();
    double startAvg = average(starting);
    for (CardValue v : starting) {
      if (v.value() < t.startingMin() - 1e-9 || v.value() > t.startingMax() + 1e-9) {
        v =
            v.flagged(
                "outside the starting-weapon range "
                    + fmt(t.startingMin())
                    + "–"
                    + fmt(t.startingMax()));
      }
      cards.add(v);
    }
    String itemDeck = deckName(c, DeckKind.ITEM_WEAPONS);
    List<CardValue> items = c.itemWeapons().stream().map(w -> model.weapon(w, itemDeck)).toList();
    double itemAvg = average(items);
    double lo = t.startingMin() * t.itemToStarting();
    double hi = t.startingMax() * t.itemToStarting();
    for (CardValue v : items) {
      if (v.value() < lo - 1e-9 || v.value() > hi + 1e-9) {
        v =
            v.flagged(
                "outside the item-weapon range "
                    + fmt(lo)
                    + "–"
                    + fmt(hi)
                    + " (starting range x"
                    + fmt(t.itemToStarting())
                    + ")");
      }
      cards.add(v);
    }
    double ratio = startAvg == 0 ? 0 : itemAvg / startAvg;
    if (Math.abs(ratio - t.itemToStarting()) > t.itemToStartingTolerance() + 1e-9) {
      findings.add(
          "item weapons are worth "
              + fmt(ratio)
              + "x the starting weapons, the aim is "
              + fmt(t.itemToStarting())
              + "x ± "
              + fmt(t.itemToStartingTolerance()));
    }
    heroes(c, model, t, cards);
    spirits(c, model, cards, findings);
    return new BalanceReport(
        List.copyOf(cards), perMana, startAvg, itemAvg, ratio, List.copyOf(findings));
  }

  private static void heroes(
      Catalog c, BalanceModel model, BalanceWeights.Targets t, List<CardValue> cards) {
    String deck = deckName(c, DeckKind.HERO_CONTROL);
    List<CardValue> heroes = new ArrayList<>();
    for (Hero h : c.heroes()) {
      heroes.add(model.hero(h, deck));
    }
    double avg = average(heroes);
    for (CardValue v : heroes) {
      double off = avg == 0 ? 0 : (v.value() - avg) / avg;
      if (Math.abs(off) > t.heroSpread() + 1e-9) {
        v =
            v.flagged(
                (off > 0 ? "stronger" : "weaker")
                    + " than the average hero ("
                    + fmt(avg)
                    + ") by "
                    + Math.round(Math.abs(off) * 100)
                    + "%");
      }
      cards.add(v);
    }
  }

  private static void spirits(
      Catalog c, BalanceModel model, List<CardValue> cards, List<String> findings) {
    String deck = deckName(c, DeckKind.SPIRITS);
    for (Spirit s : c.spirits()) {
      CardValue v = model.spirit(s, deck);
      v =
          new CardValue(
              v.deck(),
              v.id(),
              v.name(),
              v.cost(),
              v.value(),
              java.util.Optional.empty(),
              append(v.parts(), new CardValue.Part("hand of " + s.hand().total() + " spells", 0)),
              v.flag());
      if (s.hand().total() != 5) {
        v = v.flagged("hand limits add up to " + s.hand().total() + ", not 5");
      }
      cards.add(v);
    }
  }

  private static List<CardValue.Part> append(List<CardValue.Part> parts, CardValue.Part extra) {
    List<CardValue.Part> out = new ArrayList<>(parts);
    out.add(extra);
    return out;
  }

  public List<CardValue> flagged() {
    return cards.stream().filter(v -> v.flag().isPresent()).toList();
  }

  private static double average(List<CardValue> values) {
    OptionalDouble avg = values.stream().mapToDouble(CardValue::value).average();
    return avg.orElse(0);
  }

  private static String deckName(Catalog c, DeckKind kind) {
    return c.deck(kind).map(d -> d.name()).orElse(kind.key());
  }

  public static String fmt(double d) {
    return String.format(Locale.ROOT, "%.2f", d).replaceAll("\\.?0+$", "");
  }
}
