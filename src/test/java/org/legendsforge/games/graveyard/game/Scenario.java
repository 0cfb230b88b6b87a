package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.rules.Board;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.MinStd;
import org.legendsforge.games.graveyard.rules.NotationException;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCell;

/**
 * A hand-made moment of a game for rules tests: a map of plains (with the cells a test names set to
 * other terrain), heroes where the test puts them, and the turn the test is about. Decks hold every
 * card in data order; the generator is seeded with 1.
 */
final class Scenario {
  static final Catalog CATALOG = TestCards.catalog();
  final Engine engine;
  final Cards cards;
  GameState s;

  private Scenario(Catalog catalog, Board board, boolean chaosVariant, Lineup lineup) {
    engine = new Engine(catalog);
    cards = engine.cards();
    s = new GameState(new Table(cards, board, null, chaosVariant, true, lineup), new MinStd(1));
    for (int p = 1; p <= lineup.players(); p++) {
      s.score.pickSpirit(p, cards.spiritIndex("even"));
    }
    int[] all = new int[cards.heroCount()];
    for (int h = 0; h < all.length; h++) {
      all[h] = h;
    }
    s.piles.setAside(all);
    for (int deck = 0; deck < Cards.SPELL_DECKS; deck++) {
      List<Integer> in = new ArrayList<>();
      for (int c = 0; c < cards.spellCardCount(); c++) {
        if (cards.deckOfCard(c) == deck) {
          in.add(c);
        }
      }
      s.piles.dealSpellDeck(deck, in.stream().mapToInt(i -> i).toArray());
    }
    s.piles.dealWeaponDecks(
        range(0, cards.startingWeaponCount()),
        range(cards.startingWeaponCount(), cards.weaponCount()));
    int[] turnOrder = new int[lineup.players()];
    for (int p = 1; p <= lineup.players(); p++) {
      turnOrder[p - 1] = -p;
    }
    s.piles.dealTurnOrder(turnOrder, GameState.NONE);
    s.turn.endSetup();
  }

  /** All plains, except cells given as {@code "C4=M"}. */
  static Scenario onPlains(String... terrain) {
    return onPlains(false, terrain);
  }

  /** The same, with the chaos elements variant on when {@code chaosVariant}. */
  static Scenario onPlains(boolean chaosVariant, String... terrain) {
    return onPlains(chaosVariant, Lineup.ONE_V_ONE, terrain);
  }

  /**
   * All plains, played by a variant that changes {@code rules} (docs/rules-model.md §14), for the
   * players of {@code lineup}.
   */
  static Scenario underVariant(
      java.util.Map<org.legendsforge.games.graveyard.rules.RuleValue, Integer> rules,
      Lineup lineup) {
    List<TerrainCell> cells = new ArrayList<>();
    for (int i = 0; i < Battlefield.CELLS; i++) {
      cells.add(new TerrainCell(Terrain.PLAINS, false));
    }
    Catalog under =
        CATALOG.under(
            java.util.Optional.of(
                new org.legendsforge.games.graveyard.model.Variant(
                    "test", "Test", "a variant of a test", rules)));
    return new Scenario(under, new Board(cells), false, lineup);
  }

  /** All plains, for the players of {@code lineup} (odd players side 1, even players side 2). */
  static Scenario teams(Lineup lineup, String... terrain) {
    return onPlains(false, lineup, terrain);
  }

  private static Scenario onPlains(boolean chaosVariant, Lineup lineup, String... terrain) {
    List<TerrainCell> cells = new ArrayList<>();
    for (int i = 0; i < Battlefield.CELLS; i++) {
      cells.add(new TerrainCell(Terrain.PLAINS, false));
    }
    for (String t : terrain) {
      String[] kv = t.split("=");
      try {
        cells.set(Cell.parse(kv[0]).index(), TerrainCell.parse(kv[1]));
      } catch (NotationException e) {
        throw new IllegalArgumentException(e.getMessage());
      }
    }
    return new Scenario(CATALOG, new Board(cells), chaosVariant, lineup);
  }

  private static int[] range(int from, int to) {
    int[] out = new int[to - from];
    for (int i = 0; i < out.length; i++) {
      out[i] = from + i;
    }
    return out;
  }

  static int cell(String name) {
    try {
      return Cell.parse(name).index();
    } catch (NotationException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
  }

  int h(String id) {
    return cards.heroIndex(id);
  }

  /** A controlled hero at full health with the given weapons; its card joins the Turn Order. */
  Scenario hero(String id, String at, int player, String... weapons) {
    int h = h(id);
    s.piles.leaveNeverInPlay(h);
    s.board.moveTo(h, cell(at));
    Roster.enter(s, h, player, -1, false);
    int[] held = new int[weapons.length];
    for (int i = 0; i < weapons.length; i++) {
      held[i] = cards.weaponIndex(weapons[i]);
    }
    s.board.arm(h, held);
    s.piles.dealTurnOrder(Pile.plusBottom(s.piles.turnDraw(), h), s.piles.turnDiscard());
    return this;
  }

  Scenario dormant(String id, String at) {
    int h = h(id);
    s.piles.leaveNeverInPlay(h);
    s.board.lieDormant(h, cell(at), s.maxHealth(h));
    return this;
  }

  Scenario orb(PickupKind kind, String at) {
    s.board.placeOrb(cell(at), kind);
    return this;
  }

  /**
   * Orbs of {@code kind} on every cell but {@code free} and the heroes': an orb placed at random
   * now can only land on {@code free}.
   */
  Scenario onlyFreeCell(String free, PickupKind kind) {
    for (int c = 0; c < Battlefield.CELLS; c++) {
      if (c != cell(free) && s.heroAt(c) < 0 && s.orbAt(c) < 0) {
        s.board.placeOrb(c, kind);
      }
    }
    return this;
  }

  /** The compensation counter: {@code points} held by {@code side}. */
  Scenario counter(int side, int points) {
    s.score.compensation(new org.legendsforge.games.graveyard.rules.Compensation(side, points));
    return this;
  }

  Scenario health(String id, int health) {
    s.board.setHealth(h(id), health);
    return this;
  }

  Scenario mana(String id, int mana) {
    s.board.setMana(h(id), mana);
    return this;
  }

  Scenario shield(String id, int shield) {
    s.board.setShield(h(id), shield);
    return this;
  }

  Scenario decay(String id, int stacks) {
    s.board.addDecay(h(id), stacks);
    return this;
  }

  /** Stun, stuck or slow, given as a card gives it (until the end of the hero's next turn). */
  Scenario status(String id, Status timed) {
    s.board.giveStatus(h(id), timed);
    return this;
  }

  /** The hero holds a hyper orb. */
  Scenario hyper(String id) {
    s.board.gainHyper(h(id));
    return this;
  }

  /** The hero stands on another cell. */
  Scenario place(String id, String at) {
    s.board.moveTo(h(id), cell(at));
    return this;
  }

  /** A chaos element is in force. */
  Scenario chaos(String id) {
    for (int c = 0; c < cards.chaosCount(); c++) {
      if (cards.chaos(c).id().equals(id)) {
        s.piles.dealChaosDeck(new int[] {c});
        s.piles.revealChaos();
        return this;
      }
    }
    throw new IllegalArgumentException("no chaos element " + id);
  }

  /** The hero's turn card is drawn, as the game draws it (decay, mana, its abilities). */
  Applied drawTurnOf(String id) {
    turnOrder(new int[] {h(id)}, s.piles.turnDiscard());
    return act(new Action.DrawTurn());
  }

  /** The only ways the waiting (or named hero's) ability may be used now. */
  List<Action.UseAbility> abilities() {
    return legal(Action.UseAbility.class);
  }

  Scenario spirit(int player, String spirit) {
    s.score.pickSpirit(player, cards.spiritIndex(spirit));
    return this;
  }

  /** The player has lost {@code n} heroes before. */
  Scenario deathPoints(int player, int n) {
    for (int i = 0; i < n; i++) {
      s.score.gainDeathPoint(player);
    }
    return this;
  }

  /** The side has claimed {@code n} heroes before. */
  Scenario claims(int side, int n) {
    for (int i = 0; i < n; i++) {
      s.score.claim(side);
    }
    return this;
  }

  /** The player holds these spells (each its element deck's copy), taken out of the decks. */
  Scenario hand(int player, String... spells) {
    for (String id : spells) {
      int spell = cards.spellIndex(id);
      for (int c = 0; c < cards.spellCardCount(); c++) {
        int deck = cards.deckOfCard(c);
        if (cards.spellOfCard(c) == spell
            && deck != Cards.GENERAL
            && Pile.contains(s.piles.spellDraw(deck), c)) {
          // the card put on top of its deck, then drawn
          int[] rest = Pile.without(s.piles.spellDraw(deck), c);
          s.piles.dealSpellDeck(deck, Pile.concat(new int[] {c}, rest));
          s.piles.drawSpell(player, deck);
          break;
        }
      }
    }
    return this;
  }

  /**
   * What no player can see dealt again, and every later draw, from a generator seeded with {@code
   * seed} ({@link GameState#resampled}): for tests of what must hold whatever the draws.
   */
  Scenario reseeded(long seed) {
    s = s.resampled(seed);
    return this;
  }

  /** The Turn Order deck's draw and discard piles, top first. */
  Scenario turnOrder(int[] drawPile, int[] discardPile) {
    s.piles.dealTurnOrder(drawPile, discardPile);
    return this;
  }

  /** The turn of a hero begins (its turn count goes up; no decay tick or mana here). */
  Scenario heroTurn(String id) {
    int h = h(id);
    s.turn.beginHeroTurn(h, s.owner(h));
    s.actions.begin(0);
    s.board.beginOwnTurn(h);
    return this;
  }

  Scenario playerTurn(int player) {
    s.turn.beginPlayerTurn(player);
    s.actions.begin(
        s.table.rules().get(org.legendsforge.games.graveyard.rules.RuleValue.REDISTRIBUTE_POINTS));
    return this;
  }

  List<Action> legal() {
    return engine.legalActions(s);
  }

  /** Applies an action the rules must allow now. */
  Applied act(Action a) {
    assertThat(legal()).as("legal actions").contains(a);
    return engine.apply(s, a);
  }

  Applied step(String cell) {
    return act(new Action.Step(cell(cell)));
  }

  Applied attack(String weapon, String target) {
    return act(new Action.Attack(cards.weaponIndex(weapon), AimAt.hero(h(target)), Choices.NONE));
  }

  Applied cast(String spell, AimAt target, Choices choices) {
    return act(new Action.Cast(cards.spellIndex(spell), target, choices));
  }

  Applied end() {
    return act(new Action.EndTurn());
  }

  /** The cells the active hero may step onto now, by name. */
  List<String> steps() {
    return legal().stream()
        .filter(a -> a instanceof Action.Step)
        .map(a -> Battlefield.name(((Action.Step) a).cell()))
        .toList();
  }

  String cellOf(String id) {
    int c = s.cell(h(id));
    return c < 0 ? "off" : Battlefield.name(c);
  }

  /** Actions of one kind among the legal ones. */
  <T extends Action> List<T> legal(Class<T> kind) {
    return legal().stream().filter(kind::isInstance).map(kind::cast).toList();
  }
}
