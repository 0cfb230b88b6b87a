package org.legendsforge.print;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.legendsforge.model.Catalog;
import org.legendsforge.model.Deck;
import org.legendsforge.model.DeckKind;

/**
 * The numbers of the sleeve-colour guide: per deck, the cards to sleeve and the packs to buy, and
 * the decks the rules ask to tell apart by sleeve (General Spells from each element deck, Turn
 * Order from Hero Control, Starting from Item Weapons).
 */
public record SleeveGuide(List<Row> rows) {
  private static final List<Set<DeckKind>> KEEP_APART = keepApart();

  public SleeveGuide {
    rows = List.copyOf(rows);
  }

  /** One deck: {@code clash} names the keep-apart decks that were given the same colour. */
  public record Row(
      Deck deck, int cards, int packsOf50, int packsOf100, List<Deck> keepApart, List<Deck> clash) {
    public Row {
      keepApart = List.copyOf(keepApart);
      clash = List.copyOf(clash);
    }

    /** One sleeve per card. */
    public int sleeves() {
      return cards;
    }
  }

  public static SleeveGuide of(Catalog catalog) {
    List<Row> rows = new ArrayList<>();
    for (Deck deck : catalog.decks()) {
      int cards = catalog.cardsOf(deck.contents()).size();
      List<Deck> apart = new ArrayList<>();
      List<Deck> clash = new ArrayList<>();
      for (Deck other : catalog.decks()) {
        if (mustDiffer(deck.contents(), other.contents())) {
          apart.add(other);
          if (other.sleeve().hex().equalsIgnoreCase(deck.sleeve().hex())) {
            clash.add(other);
          }
        }
      }
      rows.add(new Row(deck, cards, packs(cards, 50), packs(cards, 100), apart, clash));
    }
    return new SleeveGuide(rows);
  }

  /** Whether the rules ask for different sleeves on these two decks. */
  public static boolean mustDiffer(DeckKind a, DeckKind b) {
    return a != b && KEEP_APART.contains(Set.of(a, b));
  }

  public int totalCards() {
    return rows.stream().mapToInt(Row::cards).sum();
  }

  static int packs(int cards, int perPack) {
    return (cards + perPack - 1) / perPack;
  }

  private static List<Set<DeckKind>> keepApart() {
    List<Set<DeckKind>> pairs = new ArrayList<>();
    for (DeckKind k : DeckKind.values()) {
      if (k.element().isPresent()) {
        pairs.add(Set.of(DeckKind.GENERAL_SPELLS, k));
      }
    }
    pairs.add(Set.of(DeckKind.TURN_ORDER, DeckKind.HERO_CONTROL));
    pairs.add(Set.of(DeckKind.STARTING_WEAPONS, DeckKind.ITEM_WEAPONS));
    return List.copyOf(pairs);
  }
}
