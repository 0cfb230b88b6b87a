package org.legendsforge.games.graveyard.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.balance.CardValue;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;

/**
 * How the balance moved: each card whose value, aim or flag changed (or that was added or removed),
 * and each deck whose total changed. Each side is priced with its own balance weights, so an edit
 * of balance.yaml shows here as well as an edit of a card.
 */
public record BalanceDiff(List<CardDelta> cards, List<DeckDelta> decks) {
  public BalanceDiff {
    cards = List.copyOf(cards);
    decks = List.copyOf(decks);
  }

  /** A card's value, the value it should have, and why it is flagged, if it is. */
  public record Value(double value, Optional<Double> aim, Optional<String> flag) {
    static Value of(CardValue v) {
      return new Value(v.value(), v.aim(), v.flag());
    }
  }

  public record CardDelta(
      String id, String name, String deck, Optional<Value> old, Optional<Value> now) {
    /** What happened to the flag: appeared, cleared, changed, or empty when nothing did. */
    public Optional<String> flagChange() {
      Optional<String> a = old.flatMap(Value::flag);
      Optional<String> b = now.flatMap(Value::flag);
      if (a.equals(b)) {
        return Optional.empty();
      }
      if (a.isEmpty()) {
        return Optional.of("flag appeared: " + b.get());
      }
      return Optional.of(
          b.isEmpty() ? "flag cleared (was: " + a.get() + ")" : "flag changed: " + b.get());
    }
  }

  /** A deck's total value and card count on each side. */
  public record DeckDelta(String deck, double oldSum, int oldCount, double newSum, int newCount) {
    public double oldAverage() {
      return oldCount == 0 ? 0 : oldSum / oldCount;
    }

    public double newAverage() {
      return newCount == 0 ? 0 : newSum / newCount;
    }
  }

  static BalanceDiff between(
      Catalog oldCatalog, BalanceReport old, Catalog newCatalog, BalanceReport now) {
    Map<String, CardValue> a = byId(old);
    Map<String, CardValue> b = byId(now);
    List<CardDelta> cards = new ArrayList<>();
    for (CardValue v : now.cards()) {
      CardValue was = a.get(v.id());
      if (was == null || !Value.of(was).equals(Value.of(v))) {
        cards.add(
            new CardDelta(
                v.id(),
                v.name(),
                v.deck(),
                Optional.ofNullable(was).map(Value::of),
                Optional.of(Value.of(v))));
      }
    }
    for (CardValue v : old.cards()) {
      if (!b.containsKey(v.id())) {
        cards.add(
            new CardDelta(v.id(), v.name(), v.deck(), Optional.of(Value.of(v)), Optional.empty()));
      }
    }
    return new BalanceDiff(cards, decks(oldCatalog, old, newCatalog, now));
  }

  private static List<DeckDelta> decks(
      Catalog oldCatalog, BalanceReport old, Catalog newCatalog, BalanceReport now) {
    Map<DeckKind, double[]> sums = new LinkedHashMap<>();
    Map<DeckKind, String> names = new LinkedHashMap<>();
    add(newCatalog, now, sums, names, 2);
    add(oldCatalog, old, sums, names, 0);
    List<DeckDelta> out = new ArrayList<>();
    for (Map.Entry<DeckKind, double[]> e : sums.entrySet()) {
      double[] s = e.getValue();
      if (Math.abs(s[0] - s[2]) > 1e-9 || s[1] != s[3]) {
        out.add(new DeckDelta(names.get(e.getKey()), s[0], (int) s[1], s[2], (int) s[3]));
      }
    }
    return out;
  }

  /**
   * Adds a side's sums and counts at {@code at} (0 old, 2 new), keyed by deck kind so a renamed
   * deck still matches.
   */
  private static void add(
      Catalog c,
      BalanceReport r,
      Map<DeckKind, double[]> sums,
      Map<DeckKind, String> names,
      int at) {
    Map<String, DeckKind> kindOf = new LinkedHashMap<>();
    for (DeckKind k : DeckKind.values()) {
      kindOf.put(c.deck(k).map(Deck::name).orElse(k.key()), k);
    }
    for (CardValue v : r.cards()) {
      DeckKind k = Objects.requireNonNull(kindOf.get(v.deck()), v.deck());
      names.putIfAbsent(k, v.deck());
      double[] s = sums.computeIfAbsent(k, x -> new double[4]);
      s[at] += v.value();
      s[at + 1]++;
    }
  }

  private static Map<String, CardValue> byId(BalanceReport r) {
    Map<String, CardValue> out = new LinkedHashMap<>();
    r.cards().forEach(v -> out.put(v.id(), v));
    return out;
  }
}
