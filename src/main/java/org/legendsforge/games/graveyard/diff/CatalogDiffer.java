package org.legendsforge.games.graveyard.diff;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.model.Card;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;

/** Compares two catalogs card by card (keyed by id, which never changes once printed). */
public final class CatalogDiffer {
  /**
   * Deck fields printed on every card of the deck (its band), and those printed only on its back.
   */
  private static final List<String> BAND = List.of("name", "sleeve.", "icon");

  private static final List<String> BACK_ONLY = List.of("back");

  /**
   * The difference from {@code old} to {@code now}; the balance change is computed only when both
   * sides have a balance report.
   */
  public DataDiff diff(
      Catalog old,
      Catalog now,
      Optional<BalanceReport> oldBalance,
      Optional<BalanceReport> newBalance) {
    CardFields.Flat a = new CardFields().of(old);
    CardFields.Flat b = new CardFields().of(now);
    List<DeckDiff> decks = new ArrayList<>();
    Map<String, Deck> oldDecks = new LinkedHashMap<>();
    old.decks().forEach(d -> oldDecks.put(d.id(), d));
    Set<String> seen = new LinkedHashSet<>();
    for (Deck d : now.decks()) {
      seen.add(d.id());
      Optional<Deck> was = Optional.ofNullable(oldDecks.get(d.id()));
      List<Card> before = was.map(x -> old.cardsOf(x.contents())).orElse(List.of());
      addIfAny(decks, d, deckCards(before, now.cardsOf(d.contents()), a, b));
    }
    for (Deck d : old.decks()) {
      if (!seen.contains(d.id())) {
        addIfAny(decks, d, deckCards(old.cardsOf(d.contents()), List.of(), a, b));
      }
    }
    List<CardChange> deckChanges =
        byId(a.decks(), b.decks(), nameOf(old.decks()), nameOf(now.decks()));
    List<FieldChange> game = FieldChange.between(a.game(), b.game());
    Optional<BalanceDiff> balance =
        oldBalance.isPresent() && newBalance.isPresent()
            ? Optional.of(BalanceDiff.between(old, oldBalance.get(), now, newBalance.get()))
            : Optional.empty();
    Reprint reprint = reprint(now, a, b, deckChanges, game);
    return new DataDiff(decks, deckChanges, game, balance, reprint, counts(a.cards(), b.cards()));
  }

  private static void addIfAny(List<DeckDiff> decks, Deck d, List<CardChange> cards) {
    if (!cards.isEmpty()) {
      decks.add(new DeckDiff(d.id(), d.name(), d.contents().derived(), cards));
    }
  }

  private static List<CardChange> deckCards(
      List<Card> before, List<Card> after, CardFields.Flat a, CardFields.Flat b) {
    Set<String> beforeIds = new LinkedHashSet<>();
    before.forEach(c -> beforeIds.add(c.id()));
    Set<String> afterIds = new LinkedHashSet<>();
    List<CardChange> out = new ArrayList<>();
    for (Card c : after) {
      afterIds.add(c.id());
      if (!beforeIds.contains(c.id())) {
        out.add(new CardChange(c.id(), c.name(), CardChange.Kind.ADDED, List.of()));
        continue;
      }
      List<FieldChange> fields = FieldChange.between(a.cards().get(c.id()), b.cards().get(c.id()));
      if (!fields.isEmpty()) {
        out.add(new CardChange(c.id(), c.name(), CardChange.Kind.CHANGED, fields));
      }
    }
    for (Card c : before) {
      if (!afterIds.contains(c.id())) {
        out.add(new CardChange(c.id(), c.name(), CardChange.Kind.REMOVED, List.of()));
      }
    }
    return out;
  }

  private static List<CardChange> byId(
      Map<String, Map<String, JsonNode>> a,
      Map<String, Map<String, JsonNode>> b,
      Map<String, String> oldNames,
      Map<String, String> newNames) {
    List<CardChange> out = new ArrayList<>();
    for (Map.Entry<String, Map<String, JsonNode>> e : b.entrySet()) {
      Map<String, JsonNode> was = a.get(e.getKey());
      String name = newNames.getOrDefault(e.getKey(), e.getKey());
      if (was == null) {
        out.add(new CardChange(e.getKey(), name, CardChange.Kind.ADDED, List.of()));
      } else {
        List<FieldChange> fields = FieldChange.between(was, e.getValue());
        if (!fields.isEmpty()) {
          out.add(new CardChange(e.getKey(), name, CardChange.Kind.CHANGED, fields));
        }
      }
    }
    for (String id : a.keySet()) {
      if (!b.containsKey(id)) {
        out.add(
            new CardChange(id, oldNames.getOrDefault(id, id), CardChange.Kind.REMOVED, List.of()));
      }
    }
    return out;
  }

  private static Map<String, String> nameOf(List<Deck> decks) {
    Map<String, String> out = new LinkedHashMap<>();
    decks.forEach(d -> out.put(d.id(), d.name()));
    return out;
  }

  private static Reprint reprint(
      Catalog now,
      CardFields.Flat a,
      CardFields.Flat b,
      List<CardChange> deckChanges,
      List<FieldChange> game) {
    // Every back prints the game's name.
    boolean allBacks = game.stream().anyMatch(f -> f.path().equals("name"));
    Map<String, CardChange> deckChange = new LinkedHashMap<>();
    deckChanges.forEach(c -> deckChange.put(c.id(), c));
    List<PrintedFace> faces = new ArrayList<>();
    List<String> backs = new ArrayList<>();
    for (Deck d : now.decks()) {
      CardChange dc = deckChange.get(d.id());
      boolean band = dc != null && (dc.kind() == CardChange.Kind.ADDED || touches(dc, BAND));
      if (allBacks || band || (dc != null && touches(dc, BACK_ONLY))) {
        backs.add(d.id());
      }
      for (Card c : now.cardsOf(d.contents())) {
        Map<String, JsonNode> was = a.cards().get(c.id());
        if (band || was == null || !was.equals(b.cards().get(c.id()))) {
          faces.add(new PrintedFace(d.id(), c.id()));
        }
      }
    }
    return new Reprint(faces, backs);
  }

  private static boolean touches(CardChange c, List<String> prefixes) {
    return c.fields().stream()
        .anyMatch(
            f ->
                prefixes.stream()
                    .anyMatch(
                        p -> f.path().equals(p) || (p.endsWith(".") && f.path().startsWith(p))));
  }

  private static DataDiff.Counts counts(
      Map<String, Map<String, JsonNode>> a, Map<String, Map<String, JsonNode>> b) {
    int added = 0;
    int changed = 0;
    for (Map.Entry<String, Map<String, JsonNode>> e : b.entrySet()) {
      Map<String, JsonNode> was = a.get(e.getKey());
      if (was == null) {
        added++;
      } else if (!was.equals(e.getValue())) {
        changed++;
      }
    }
    int removed = (int) a.keySet().stream().filter(id -> !b.containsKey(id)).count();
    return new DataDiff.Counts(added, removed, changed);
  }
}
