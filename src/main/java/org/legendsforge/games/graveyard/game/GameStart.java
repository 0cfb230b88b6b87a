package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.rules.MinStd;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.games.graveyard.rules.TurnOrderDeck;

/**
 * A new game (docs/rules-model.md §7, §13.1), every draw from one generator seeded with the game's
 * seed:
 *
 * <ol>
 *   <li>{@link Setup#run}: terrain, the 8 heroes, the orbs, the start player (exactly as {@code
 *       forge setup --seed N}, the same inputs in card-data order);
 *   <li>shuffles, in this order: the starting weapons, the item weapons, the spell decks Fire,
 *       Water, Air, Earth, White, Black, General (each in card-data order before the shuffle), and
 *       the chaos elements when the variant is on;
 *   <li>the players' picks (no draws): spirits, every player but the start player first (in player
 *       order), the start player last; starting heroes, one per side, the start player first, then
 *       the other side's first player; each starting hero keeps one of the top 3 starting weapons,
 *       the start player's first;
 *   <li>the Turn Order deck, {@link TurnOrderDeck#shuffled} with the start player's hero, the other
 *       side's hero, then a card for each player 1 to n; the first chaos element is revealed;
 *   <li>with {@code compensateSetup}, the setup orbs in placement order move the counter;
 *   <li>spell hands drawn to the spirits' limits, the start player's first, then the others' in
 *       player order.
 * </ol>
 *
 * <p>{@link Setup#run}'s start player (1 or 2) is the first player of the side that starts ({@link
 * Lineup}: players 1 and 2 lead sides 1 and 2). Decisions where the spec is silent about teams: a
 * side's starting hero is picked by its first player, who controls it and keeps its weapon (it is
 * the side's first hero, docs/rules-model.md §12 "Teams"); a partner begins with no hero, its
 * spirit and its hand, and plays its player turns from the start.
 */
final class GameStart {
  private GameStart() {}

  static GameState newGame(Cards cards, long seed, boolean chaosVariant) {
    return newGame(cards, seed, chaosVariant, true, Lineup.ONE_V_ONE);
  }

  static GameState newGame(
      Cards cards, long seed, boolean chaosVariant, boolean compensation, Lineup lineup) {
    MinStd rng = new MinStd(seed);
    Map<PickupKind, Integer> orbs = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      orbs.put(k, cards.orbCount(k));
    }
    List<String> heroIds = cards.heroes.stream().map(Hero::id).toList();
    SetupResult setup = Setup.run(rng, seed, cards.catalog().terrainCards(), heroIds, orbs);
    GameState s =
        new GameState(
            new Table(cards, setup.board(), setup, chaosVariant, compensation, lineup), rng);
    for (SetupResult.HeroPlacement p : setup.heroes()) {
      int h = cards.heroIndex(p.hero());
      s.board.lieDormant(h, p.cell().index(), s.maxHealth(h));
    }
    s.piles.setAside(setup.offMap().stream().mapToInt(cards::heroIndex).toArray());
    for (SetupResult.PickupPlacement p : setup.pickups()) {
      s.board.placeOrb(p.cell().index(), p.kind());
    }
    shuffleDecks(s, cards, rng);
    s.score.startWith(setup.startPlayer());
    s.turn.pickSpirits(nextSpiritPicker(s, 0));
    return s;
  }

  private static void shuffleDecks(GameState s, Cards cards, MinStd rng) {
    int[] starting = Pile.shuffled(range(0, cards.startingWeaponCount()), rng);
    int[] items = Pile.shuffled(range(cards.startingWeaponCount(), cards.weaponCount()), rng);
    s.piles.dealWeaponDecks(starting, items);
    for (int deck = 0; deck < Cards.SPELL_DECKS; deck++) {
      List<Integer> inDeck = new ArrayList<>();
      for (int c = 0; c < cards.spellCardCount(); c++) {
        if (cards.deckOfCard(c) == deck) {
          inDeck.add(c);
        }
      }
      s.piles.dealSpellDeck(deck, Pile.shuffled(inDeck.stream().mapToInt(i -> i).toArray(), rng));
    }
    if (s.table.chaosVariant()) {
      s.piles.dealChaosDeck(Pile.shuffled(range(0, cards.chaosCount()), rng));
    }
  }

  private static int[] range(int from, int to) {
    int[] out = new int[to - from];
    for (int i = 0; i < out.length; i++) {
      out[i] = from + i;
    }
    return out;
  }

  /** The first player of the side that is not {@code player}'s (players 1 and 2 lead sides). */
  static int other(int player) {
    return 3 - Lineup.sideOf(player);
  }

  /** Who picks a spirit after {@code player} (0: the first pick): the start player picks last. */
  private static int nextSpiritPicker(GameState s, int player) {
    if (player == s.startPlayer()) {
      return 0;
    }
    for (int p = player + 1; p <= s.players(); p++) {
      if (p != s.startPlayer()) {
        return p;
      }
    }
    return s.startPlayer();
  }

  static void pickSpirit(GameState s, int spirit) {
    int player = s.turn.picker();
    s.score.pickSpirit(player, spirit);
    int next = nextSpiritPicker(s, player);
    if (next == 0) {
      s.turn.pickHeroes(s.startPlayer());
    } else {
      s.turn.nextPicker(next);
    }
  }

  static void pickHero(GameState s, int hero) {
    int player = s.turn.picker();
    Roster.enter(s, hero, player, -1, false);
    if (player == s.startPlayer()) {
      s.turn.nextPicker(other(s.startPlayer()));
    } else {
      s.turn.keepWeapons(startingHero(s, s.startPlayer()));
    }
  }

  static void keepWeapon(GameState s, int weapon, Events events) {
    int hero = s.turn.picker();
    Armoury.keepStarting(s, hero, weapon);
    int player = s.owner(hero);
    if (player == s.startPlayer()) {
      s.turn.nextPicker(startingHero(s, other(player)));
      return;
    }
    finish(s, events);
  }

  /** The hero a player controls during setup (it controls exactly one). */
  static int startingHero(GameState s, int player) {
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.owner(h) == player) {
        return h;
      }
    }
    throw new IllegalStateException("player " + player + " has no hero");
  }

  private static void finish(GameState s, Events events) {
    Cards cards = s.table.cards();
    List<String> controlled =
        List.of(
            cards.hero(startingHero(s, s.startPlayer())).id(),
            cards.hero(startingHero(s, other(s.startPlayer()))).id());
    TurnOrderDeck deck = TurnOrderDeck.shuffled(controlled, s.players(), s.rng);
    s.piles.dealTurnOrder(
        deck.cards().stream()
            .mapToInt(c -> c.isPlayer() ? -c.player() : cards.heroIndex(c.hero()))
            .toArray(),
        GameState.NONE);
    TurnFlow.revealChaos(s, events);
    if (s.table.rules().on(org.legendsforge.games.graveyard.rules.RuleValue.COMPENSATE_SETUP)
        && s.table.setup() != null) {
      for (SetupResult.PickupPlacement p : s.table.setup().pickups()) {
        Orbs.compensate(s, p.cell().index(), events);
      }
    }
    SpellDecks.refill(s, s.startPlayer(), events);
    for (int p = 1; p <= s.players(); p++) {
      if (p != s.startPlayer()) {
        SpellDecks.refill(s, p, events);
      }
    }
    s.turn.endSetup();
  }
}
