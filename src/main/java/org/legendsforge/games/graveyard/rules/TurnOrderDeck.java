package org.legendsforge.games.graveyard.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The turn-order deck (docs/rules-model.md §7.6): one card per controlled hero and one per player.
 * A fresh deck lists the heroes in the order given, then the players 1..n, and is shuffled with the
 * generator (Fisher–Yates, {@link MinStd#shuffle}).
 */
public record TurnOrderDeck(List<Card> cards) {
  public TurnOrderDeck {
    cards = List.copyOf(cards);
  }

  /** A hero's card (by hero id) or a player's card (by player number). */
  public record Card(String hero, int player) {
    public static Card hero(String id) {
      return new Card(id, 0);
    }

    public static Card player(int n) {
      return new Card(null, n);
    }

    public boolean isPlayer() {
      return hero == null;
    }
  }

  public static TurnOrderDeck shuffled(List<String> controlledHeroes, int players, MinStd rng) {
    List<Card> cards = new ArrayList<>();
    controlledHeroes.forEach(h -> cards.add(Card.hero(h)));
    for (int p = 1; p <= players; p++) {
      cards.add(Card.player(p));
    }
    rng.shuffle(cards);
    return new TurnOrderDeck(cards);
  }
}
