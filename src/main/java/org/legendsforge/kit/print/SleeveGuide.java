package org.legendsforge.kit.print;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.card.Sleeve;

/**
 * The numbers of the sleeve-colour guide: per deck, the cards to sleeve and the packs to buy, and
 * the decks the game's rules ask to tell apart by sleeve ({@link CardGame#sleevedApart}); then the
 * packs to buy in all, colour by colour (decks of one colour share packs), for the poker-size
 * cards, whose sleeve size it names. Only poker-size cards are sleeved: the terrain's 3 x 5 in
 * index cards lie on the table bare (they are never shuffled or held), so they need no sleeve and
 * no pack. Every output that counts sleeves takes its numbers from here, so they cannot disagree.
 */
public record SleeveGuide(List<Row> rows) {
  public SleeveGuide {
    rows = List.copyOf(rows);
  }

  /** One deck: {@code clash} names the keep-apart decks that were given the same colour. */
  public record Row(
      CardDeck deck,
      int cards,
      int packsOf50,
      int packsOf100,
      List<CardDeck> keepApart,
      List<CardDeck> clash) {
    public Row {
      keepApart = List.copyOf(keepApart);
      clash = List.copyOf(clash);
    }

    /** Whether the deck is sleeved: poker-size cards are, index cards are not. */
    public boolean sleeved() {
      return !deck.indexCardSize();
    }

    /** One sleeve per card of a sleeved deck, none for a deck of index cards. */
    public int sleeves() {
      return sleeved() ? cards : 0;
    }
  }

  public static SleeveGuide of(CardGame game) {
    List<Row> rows = new ArrayList<>();
    for (CardDeck deck : game.decks()) {
      int cards = game.cardsIn(deck).size();
      List<CardDeck> apart = new ArrayList<>();
      List<CardDeck> clash = new ArrayList<>();
      for (CardDeck other : game.decks()) {
        if (!other.equals(deck) && game.sleevedApart(deck, other)) {
          apart.add(other);
          if (other.sleeve().hex().equalsIgnoreCase(deck.sleeve().hex())) {
            clash.add(other);
          }
        }
      }
      int sleeves = deck.indexCardSize() ? 0 : cards;
      rows.add(new Row(deck, cards, packs(sleeves, 50), packs(sleeves, 100), apart, clash));
    }
    return new SleeveGuide(rows);
  }

  /** The sleeves poker-size cards (63.5 x 88.9 mm) take: "standard" sleeves, 66 x 91 mm. */
  public static final String SLEEVE_NAME = "standard";

  public static final double SLEEVE_WIDTH = 66;
  public static final double SLEEVE_HEIGHT = 91;

  /** The poker-size cards of one sleeve colour, and the packs of 50 and of 100 they need. */
  public record ColourTotal(Sleeve sleeve, List<CardDeck> decks, int cards) {
    public ColourTotal {
      decks = List.copyOf(decks);
    }

    public int packsOf50() {
      return packs(cards, 50);
    }

    public int packsOf100() {
      return packs(cards, 100);
    }
  }

  /** The poker-size decks grouped by sleeve colour, in the order the colours first appear. */
  public List<ColourTotal> byColour() {
    java.util.Map<String, List<Row>> groups = new java.util.LinkedHashMap<>();
    for (Row r : rows) {
      if (r.sleeved()) {
        groups
            .computeIfAbsent(
                r.deck().sleeve().hex().toUpperCase(java.util.Locale.ROOT), k -> new ArrayList<>())
            .add(r);
      }
    }
    List<ColourTotal> out = new ArrayList<>();
    for (List<Row> g : groups.values()) {
      out.add(
          new ColourTotal(
              g.get(0).deck().sleeve(),
              g.stream().map(Row::deck).toList(),
              g.stream().mapToInt(Row::cards).sum()));
    }
    return out;
  }

  /** The sleeves to buy in all: one per poker-size card. */
  public int sleevesInAll() {
    return rows.stream().mapToInt(Row::sleeves).sum();
  }

  /** The decks that are not sleeved (index cards), with their cards. */
  public List<Row> unsleeved() {
    return rows.stream().filter(r -> !r.sleeved()).toList();
  }

  /** Packs to buy in all, a colour's packs never shared with another colour. */
  public int packsOf50InAll() {
    return byColour().stream().mapToInt(ColourTotal::packsOf50).sum();
  }

  public int packsOf100InAll() {
    return byColour().stream().mapToInt(ColourTotal::packsOf100).sum();
  }

  public int totalCards() {
    return rows.stream().mapToInt(Row::cards).sum();
  }

  static int packs(int cards, int perPack) {
    return (cards + perPack - 1) / perPack;
  }
}
