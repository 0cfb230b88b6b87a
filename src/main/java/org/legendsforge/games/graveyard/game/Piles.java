package org.legendsforge.games.graveyard.game;

import java.util.Arrays;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * Every card off the map: the seven spell decks (draw and discard piles) and the players' hands
 * (docs/rules-model.md §9), the two weapon decks (§7.5, §6), the Turn Order deck (draw and discard
 * piles, §13), the chaos deck and the element in force (§12, variant), and the heroes never yet in
 * play (§8 draws replacements from them). Its fields change only through the methods below, each
 * one thing that happens to a pile; when it happens is for {@link SpellDecks}, {@link Armoury},
 * {@link TurnFlow} and {@link Roster} to say.
 *
 * <p>Every pile is copy-on-write ({@link Pile}: a change stores a new array), so a copy of the
 * state shares them and clones only the three arrays that hold one pile per deck or player.
 */
final class Piles {
  private final int[][] spellDraw;
  private final int[][] spellDiscard;

  /** Each player's spell cards, sorted; index player - 1. */
  private final int[][] hands;

  private int[] startingDeck = GameState.NONE;
  private int[] itemDeck = GameState.NONE;

  /** Turn Order cards, top first: a hero's index, or {@code -p} for player p's card. */
  private int[] turnDraw = GameState.NONE;

  private int[] turnDiscard = GameState.NONE;
  private int[] chaosDeck = GameState.NONE;
  private int chaos = -1;

  /** Heroes never yet in play, in the order setup left them. */
  private int[] neverInPlay = GameState.NONE;

  /** Empty decks and hands for {@code players} players. */
  Piles(int players) {
    hands = new int[players][];
    Arrays.fill(hands, GameState.NONE);
    spellDraw = new int[Cards.SPELL_DECKS][];
    spellDiscard = new int[Cards.SPELL_DECKS][];
    Arrays.fill(spellDraw, GameState.NONE);
    Arrays.fill(spellDiscard, GameState.NONE);
  }

  Piles(Piles o) {
    spellDraw = o.spellDraw.clone();
    spellDiscard = o.spellDiscard.clone();
    hands = o.hands.clone();
    startingDeck = o.startingDeck;
    itemDeck = o.itemDeck;
    turnDraw = o.turnDraw;
    turnDiscard = o.turnDiscard;
    chaosDeck = o.chaosDeck;
    chaos = o.chaos;
    neverInPlay = o.neverInPlay;
  }

  // ---- reading (every array shared: never write to it) ----

  int players() {
    return hands.length;
  }

  /** A player's spell cards, in card order. */
  int[] hand(int player) {
    return hands[player - 1];
  }

  int[] spellDraw(int deck) {
    return spellDraw[deck];
  }

  int[] spellDiscard(int deck) {
    return spellDiscard[deck];
  }

  int[] startingDeck() {
    return startingDeck;
  }

  int[] itemDeck() {
    return itemDeck;
  }

  int[] turnDraw() {
    return turnDraw;
  }

  int[] turnDiscard() {
    return turnDiscard;
  }

  int[] chaosDeck() {
    return chaosDeck;
  }

  /** The chaos element in force, or -1. */
  int chaos() {
    return chaos;
  }

  int[] neverInPlay() {
    return neverInPlay;
  }

  // ---- setup (docs/rules-model.md §7): the decks as they were shuffled ----

  void dealSpellDeck(int deck, int[] drawPile) {
    spellDraw[deck] = drawPile;
  }

  /** A player's hand made whole at once (a view deals one; in play, cards come one at a time). */
  void dealHand(int player, int[] sortedCards) {
    hands[player - 1] = sortedCards;
  }

  void dealWeaponDecks(int[] starting, int[] items) {
    startingDeck = starting;
    itemDeck = items;
  }

  void dealChaosDeck(int[] deck) {
    chaosDeck = deck;
  }

  void dealTurnOrder(int[] drawPile, int[] discardPile) {
    turnDraw = drawPile;
    turnDiscard = discardPile;
  }

  /** The heroes setup left off the map. */
  void setAside(int[] heroes) {
    neverInPlay = heroes;
  }

  // ---- spells (docs/rules-model.md §9) ----

  /** The top card of a deck's draw pile goes into the player's hand; returns it. */
  int drawSpell(int player, int deck) {
    int card = spellDraw[deck][0];
    spellDraw[deck] = Pile.drop(spellDraw[deck], 1);
    hands[player - 1] = Pile.plusSorted(hands[player - 1], card);
    return card;
  }

  /** A deck's discard pile, shuffled, becomes its draw pile. */
  void reshuffleSpells(int deck, MinStd rng) {
    spellDraw[deck] = Pile.shuffled(spellDiscard[deck], rng);
    spellDiscard[deck] = GameState.NONE;
  }

  /** A card leaves the player's hand for the bottom of its deck's discard pile. */
  void discardSpell(int player, int card, int deck) {
    hands[player - 1] = Pile.without(hands[player - 1], card);
    spellDiscard[deck] = Pile.plusBottom(spellDiscard[deck], card);
  }

  // ---- weapons (docs/rules-model.md §6, §7.5) ----

  /** A hero kept {@code kept} from the top of the starting deck ({@link Armoury#afterKeep}). */
  void keepStartingWeapon(int kept) {
    startingDeck = Armoury.afterKeep(startingDeck, kept);
  }

  /** A hero kept {@code kept} from the top of the item deck. */
  void keepItemWeapon(int kept) {
    itemDeck = Armoury.afterKeep(itemDeck, kept);
  }

  /** A weapon goes back to the bottom of its deck. */
  void returnWeapon(int weapon, boolean item) {
    if (item) {
      itemDeck = Pile.plusBottom(itemDeck, weapon);
    } else {
      startingDeck = Pile.plusBottom(startingDeck, weapon);
    }
  }

  // ---- the Turn Order deck (docs/rules-model.md §13) ----

  /** The discard pile, shuffled, becomes the draw pile. */
  void reshuffleTurnOrder(MinStd rng) {
    turnDraw = Pile.shuffled(turnDiscard, rng);
    turnDiscard = GameState.NONE;
  }

  /** The top card is drawn and goes to the discard pile at once; returns it. */
  int drawTurnCard() {
    int card = turnDraw[0];
    turnDraw = Pile.drop(turnDraw, 1);
    turnDiscard = Pile.plusBottom(turnDiscard, card);
    return card;
  }

  /** A hero entering play adds its card to the draw pile, which is then shuffled. */
  void addTurnCard(int hero, MinStd rng) {
    turnDraw = Pile.shuffled(Pile.plusBottom(turnDraw, hero), rng);
  }

  /** A dead hero's card leaves the deck. */
  void removeTurnCard(int hero) {
    turnDraw = Pile.without(turnDraw, hero);
    turnDiscard = Pile.without(turnDiscard, hero);
  }

  // ---- chaos elements and heroes never in play ----

  /** The top chaos element comes into force; the one in force, if any, goes under the deck. */
  int revealChaos() {
    if (chaos >= 0) {
      chaosDeck = Pile.plusBottom(chaosDeck, chaos);
    }
    chaos = chaosDeck[0];
    chaosDeck = Pile.drop(chaosDeck, 1);
    return chaos;
  }

  /** The hero comes into play for the first time. */
  void leaveNeverInPlay(int hero) {
    neverInPlay = Pile.without(neverInPlay, hero);
  }

  /**
   * What a player cannot see dealt again from what it has not seen ({@link GameState#asSeenBy}):
   * the hands of {@code hidden} players (index player - 1) together with the draw piles, deck by
   * deck (a card's back shows its deck, so each hidden hand keeps as many cards of each deck), the
   * Turn Order draw pile, the chaos deck, and each weapon deck below the top cards a keep shows.
   * Every pile is put in card order before it is shuffled, so the deal depends on what is unseen
   * and never on how it lay.
   */
  void redealUnseen(boolean[] hidden, Cards cards, MinStd rng) {
    turnDraw = Pile.shuffled(Pile.sorted(turnDraw), rng);
    int[][] dealt = new int[hands.length][];
    for (int p = 0; p < hands.length; p++) {
      dealt[p] = hidden[p] ? GameState.NONE : hands[p];
    }
    for (int d = 0; d < spellDraw.length; d++) {
      int[] pool = spellDraw[d];
      for (int p = 0; p < hands.length; p++) {
        for (int card : hidden[p] ? hands[p] : GameState.NONE) {
          pool = cards.deckOfCard(card) == d ? Pile.plusBottom(pool, card) : pool;
        }
      }
      pool = Pile.shuffled(Pile.sorted(pool), rng);
      int at = 0;
      for (int p = 0; p < hands.length; p++) {
        for (int card : hidden[p] ? hands[p] : GameState.NONE) {
          if (cards.deckOfCard(card) == d) {
            dealt[p] = Pile.plusSorted(dealt[p], pool[at++]);
          }
        }
      }
      spellDraw[d] = Pile.drop(pool, at);
    }
    for (int p = 0; p < hands.length; p++) {
      dealHand(p + 1, dealt[p]);
    }
    chaosDeck = Pile.shuffled(Pile.sorted(chaosDeck), rng);
    startingDeck = belowTheOffer(startingDeck, rng);
    itemDeck = belowTheOffer(itemDeck, rng);
  }

  /** A weapon deck whose cards below the top {@value Armoury#LOOK} are dealt again. */
  private static int[] belowTheOffer(int[] deck, MinStd rng) {
    int shown = Math.min(Armoury.LOOK, deck.length);
    int[] rest = Pile.shuffled(Pile.sorted(Pile.drop(deck, shown)), rng);
    return Pile.concat(java.util.Arrays.copyOf(deck, shown), rest);
  }

  /**
   * What no player can see dealt again ({@link GameState#resampled}): the Turn Order draw pile,
   * every spell deck's draw pile and the chaos deck, in that order.
   */
  void resample(MinStd rng) {
    turnDraw = Pile.shuffled(turnDraw, rng);
    for (int d = 0; d < spellDraw.length; d++) {
      spellDraw[d] = Pile.shuffled(spellDraw[d], rng);
    }
    chaosDeck = Pile.shuffled(chaosDeck, rng);
  }
}
