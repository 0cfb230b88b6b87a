package org.legendsforge.games.graveyard.game;

import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * For tests of what a bot may know: a state that differs from another only in what one player
 * cannot see. Made by other means than {@link GameState#asSeenBy}, so a test of the view does not
 * take the view's word for what is hidden: each card of the other side's hands is swapped with a
 * random card of the same deck's draw pile, the face-down piles are shuffled ({@link
 * GameState#resampled}, which also gives the game another generator), and each weapon deck below
 * the top three (what a keep shows) is turned over.
 */
public final class Unseen {
  private Unseen() {}

  /** {@code s} with what {@code player} cannot see changed, by a generator seeded {@code seed}. */
  public static GameState otherwise(GameState s, int player, long seed) {
    GameState o = s.resampled(seed);
    MinStd rng = new MinStd(seed * 7 + 3);
    Cards cards = s.table().cards();
    for (int p = 1; p <= s.players(); p++) {
      if (Lineup.sideOf(p) == Lineup.sideOf(player)) {
        continue;
      }
      int[] hand = o.piles.hand(p);
      int[] swapped = GameState.NONE;
      for (int card : hand) {
        int deck = cards.deckOfCard(card);
        int[] draw = o.piles.spellDraw(deck).clone();
        if (draw.length == 0) {
          swapped = Pile.plusSorted(swapped, card);
          continue;
        }
        int j = rng.below(draw.length);
        swapped = Pile.plusSorted(swapped, draw[j]);
        draw[j] = card;
        o.piles.dealSpellDeck(deck, draw);
      }
      o.piles.dealHand(p, swapped);
    }
    o.piles.dealWeaponDecks(
        turnedBelowTop(o.piles.startingDeck()), turnedBelowTop(o.piles.itemDeck()));
    return o;
  }

  private static int[] turnedBelowTop(int[] deck) {
    int shown = Math.min(Armoury.LOOK, deck.length);
    int[] out = deck.clone();
    for (int i = shown, j = deck.length - 1; j >= shown; i++, j--) {
      out[i] = deck[j];
    }
    return out;
  }
}
