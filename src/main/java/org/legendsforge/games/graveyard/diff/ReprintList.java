package org.legendsforge.games.graveyard.diff;

import java.util.List;

/**
 * The printed cards to reprint and to remove, in deck order, found by drawing each candidate from
 * both sides and keeping those whose drawings differ. {@code compared} counts the drawings compared
 * (faces and backs); {@code everyCard} says every card was a candidate because the templates or the
 * card art differ between the sides.
 */
public record ReprintList(List<ReprintCard> cards, int compared, boolean everyCard) {
  public ReprintList {
    cards = List.copyOf(cards);
  }

  public List<ReprintCard> toPrint() {
    return cards.stream().filter(ReprintCard::printed).toList();
  }

  public List<ReprintCard> toRemove() {
    return cards.stream().filter(c -> !c.printed()).toList();
  }

  public boolean isEmpty() {
    return cards.isEmpty();
  }
}
