package org.legendsforge.games.graveyard.game;

import org.legendsforge.games.graveyard.rules.MinStd;
import org.legendsforge.games.graveyard.rules.PickupKind;

/**
 * The whole state of one game at one moment. Bots and the log read it through the public methods
 * below; the engine's own classes change it, each part through its own methods, so every field has
 * one owner:
 *
 * <ul>
 *   <li>{@link HeroBoard}: the heroes' rows (cell, controller, life, health, mana, shield, decay,
 *       statuses, own turns, hyper orb), the weapons each holds, the orbs on the map;
 *   <li>{@link Piles}: every card off the map: spell decks and hands, weapon decks, the Turn Order
 *       deck, the chaos deck and the element in force, the heroes never in play;
 *   <li>{@link TurnState}: the phase (it alone changes it), whose pick or turn it is, and what
 *       waits (a discard, abilities that happened, replacements owed);
 *   <li>{@link TurnActions}: which of the turn's actions are used, the move under way, the
 *       redistribute points left;
 *   <li>{@link Score}: spirits, death points, claims, the compensation counter, the start player
 *       and the result;
 * </ul>
 *
 * <p>and the game's one generator (docs/rules-model.md §12). The parts are grouped by what changes
 * together and by what a rule touches: a hero's numbers and the turn's actions change at almost
 * every action, the piles at draws and deaths, the turn between turns and at interruptions, the
 * score rarely.
 *
 * <p>A search bot copies states millions of times, so every part holds only flat arrays, numbers
 * and copy-on-write arrays ({@link Pile}: an array once stored is never changed, a change stores a
 * new one, and copies share them). {@link #copy()} makes seven small objects (the state, its five
 * parts, the generator) and clones five arrays: the heroes' rows, the outer array of their weapon
 * lists, and the outer arrays of the spell draw piles, discard piles and hands.
 */
public final class GameState {
  static final int[] NONE = new int[0];
  private static final PickupKind[] ORB_KINDS = PickupKind.values();

  /** What never changes in a game, shared by every copy. */
  final Table table;

  final HeroBoard board;
  final Piles piles;
  final TurnState turn;
  final TurnActions actions;
  final Score score;

  /** The game's one generator; a copy gets its own at the same point. */
  final MinStd rng;

  /** A game on {@code table} before setup: every hero off the map, empty piles, no one picked. */
  GameState(Table table, MinStd rng) {
    this.table = table;
    this.rng = rng;
    board = new HeroBoard(table.cards().heroCount());
    piles = new Piles(table.lineup().players());
    turn = new TurnState();
    actions = new TurnActions();
    score = new Score(table.lineup().players());
  }

  private GameState(GameState o, MinStd rng) {
    table = o.table;
    this.rng = rng;
    board = new HeroBoard(o.board);
    piles = new Piles(o.piles);
    turn = new TurnState(o.turn);
    actions = new TurnActions(o.actions);
    score = new Score(o.score);
  }

  /** An independent copy: applying actions to it leaves this state as it is. */
  public GameState copy() {
    return new GameState(this, new MinStd(rng.state()));
  }

  /**
   * A copy in which what no player can see is dealt again from a generator seeded with {@code
   * seed}: the order of the Turn Order draw pile, of every spell deck's draw pile and of the chaos
   * deck, and the game's generator, which decides every later draw. A search looks ahead on such
   * copies, so it never reads the real order of a face-down deck. The weapon decks stay as they are
   * (their top cards are offered face up when a hero keeps one), and so do the hands.
   */
  public GameState resampled(long seed) {
    GameState c = new GameState(this, new MinStd(seed));
    c.piles.resample(c.rng);
    return c;
  }

  /**
   * The game as {@code player} sees it: a copy in which what that player cannot see is dealt again
   * from what it has not seen, by a generator seeded with {@code seed}. Hidden are the spell hands
   * of the other side (a team-mate's hand is seen: partners play together), the order of every
   * face-down pile (the spell decks' and the Turn Order draw piles, the chaos deck, each weapon
   * deck below the top cards a keep shows) and the game's generator, which decides every later
   * draw; a hidden hand keeps its size and the deck of each card in it, which its backs show.
   * Everything else, the map, the heroes, the discard piles, the player's own hand and what it is
   * offered, is as it is, so the player's legal actions are the same. Two states that differ only
   * in what the player cannot see give the same view for the same seed, which is what lets a bot
   * decide on it without reading hidden cards; a search draws one view per playout
   * (determinisation).
   */
  public GameState asSeenBy(int player, long seed) {
    GameState c = new GameState(this, new MinStd(seed));
    boolean[] hidden = new boolean[players()];
    for (int p = 1; p <= hidden.length; p++) {
      hidden[p - 1] = Lineup.sideOf(p) != Lineup.sideOf(player);
    }
    c.piles.redealUnseen(hidden, table.cards(), c.rng);
    return c;
  }

  /** The game is over: the winning side (0 for none) and why it ended. */
  void end(int winningSide, String reason) {
    turn.end();
    score.decide(winningSide, reason);
  }

  /** The heroes in play, in index order ({@link HeroBoard#inPlay}; shared: never write to it). */
  int[] activeHeroes() {
    return board.inPlay();
  }

  // ---- what bots and the log read ----

  public Table table() {
    return table;
  }

  /** The generator's state after the last draw: the game's only hidden randomness. */
  public long rngState() {
    return rng.state();
  }

  public Phase phase() {
    return turn.phase();
  }

  /** The number of the turn under way (Turn Order cards drawn so far). */
  public int turn() {
    return turn.number();
  }

  /** Who sits at the table (one against one, one against two, two against two). */
  public Lineup lineup() {
    return table.lineup();
  }

  /** How many players sit at the table (2 to 4), numbered from 1. */
  public int players() {
    return piles.players();
  }

  /**
   * The player who started (docs/rules-model.md §7.4): the first player of the side that starts.
   */
  public int startPlayer() {
    return score.startPlayer();
  }

  /**
   * The player who decides next: the picking player in setup, the turn's player, the player owed a
   * replacement, the first player of a side trading compensation points; 0 when no one chooses (a
   * Turn Order card is drawn) or the game is over.
   */
  public int decider() {
    return switch (turn.phase()) {
      case PICK_SPIRIT, PICK_HERO -> turn.picker();
      case KEEP_WEAPON -> owner(turn.picker());
      case HERO_TURN, PLAYER_TURN, RESPAWN_ORB -> turn.player();
      case SPAWN -> turn.owedPlayer();
      case DISCARD -> turn.discarder();
      case COMPENSATE -> Orbs.chooser(turn.tradeSide());
      case TRIGGERED -> owner(Triggers.hero(turn.firstTrigger()));
      case DRAW_TURN, OVER -> 0;
    };
  }

  /** The hero whose turn it is, or -1. */
  public int activeHero() {
    return turn.phase() == Phase.HERO_TURN ? turn.hero() : -1;
  }

  /** The player whose turn it is (the hero's controller in a hero turn), 0 before the first. */
  public int turnPlayer() {
    return turn.player();
  }

  /** The Turn Order card of the turn: a hero index, or {@code -p} for player p's card. */
  public int turnCard() {
    return turn.card();
  }

  public int heroCount() {
    return board.count();
  }

  public Life life(int hero) {
    return board.life(hero);
  }

  /** The hero's cell (0-89), or -1 off the map. */
  public int cell(int hero) {
    return board.cell(hero);
  }

  /** The controlling player, 0 for none. */
  public int owner(int hero) {
    return board.owner(hero);
  }

  /** The side of the hero's controller (1 or 2), 0 for none (dormant heroes are on no side). */
  public int side(int hero) {
    return Lineup.sideOf(board.owner(hero));
  }

  public int health(int hero) {
    return board.health(hero);
  }

  public int maxHealth(int hero) {
    return table.cards().hero(hero).health();
  }

  public int mana(int hero) {
    return board.mana(hero);
  }

  public int shield(int hero) {
    return board.shield(hero);
  }

  public int decay(int hero) {
    return board.decay(hero);
  }

  public boolean stunned(int hero) {
    return board.has(hero, org.legendsforge.games.graveyard.model.Status.STUN);
  }

  public boolean stuck(int hero) {
    return board.has(hero, org.legendsforge.games.graveyard.model.Status.STUCK);
  }

  public boolean slowed(int hero) {
    return board.has(hero, org.legendsforge.games.graveyard.model.Status.SLOW);
  }

  public boolean holdsHyper(int hero) {
    return board.holdsHyper(hero);
  }

  /** What the hero carries that a card may ask about (docs/card-rules.md, {@code Status}). */
  public java.util.Set<org.legendsforge.games.graveyard.model.Status> statuses(int hero) {
    java.util.Set<org.legendsforge.games.graveyard.model.Status> out =
        java.util.EnumSet.noneOf(org.legendsforge.games.graveyard.model.Status.class);
    if (stunned(hero)) {
      out.add(org.legendsforge.games.graveyard.model.Status.STUN);
    }
    if (stuck(hero)) {
      out.add(org.legendsforge.games.graveyard.model.Status.STUCK);
    }
    if (slowed(hero)) {
      out.add(org.legendsforge.games.graveyard.model.Status.SLOW);
    }
    if (decay(hero) > 0) {
      out.add(org.legendsforge.games.graveyard.model.Status.DECAY);
    }
    if (shield(hero) > 0) {
      out.add(org.legendsforge.games.graveyard.model.Status.SHIELD);
    }
    return out;
  }

  /**
   * The hero's statuses as bits ({@code 1 << Status.ordinal()}), as {@link #statuses} lists them,
   * without making a set (an attack or cast takes them of every hero before it begins).
   */
  int statusBits(int hero) {
    int bits = 0;
    if (stunned(hero)) {
      bits |= 1 << org.legendsforge.games.graveyard.model.Status.STUN.ordinal();
    }
    if (stuck(hero)) {
      bits |= 1 << org.legendsforge.games.graveyard.model.Status.STUCK.ordinal();
    }
    if (slowed(hero)) {
      bits |= 1 << org.legendsforge.games.graveyard.model.Status.SLOW.ordinal();
    }
    if (decay(hero) > 0) {
      bits |= 1 << org.legendsforge.games.graveyard.model.Status.DECAY.ordinal();
    }
    if (shield(hero) > 0) {
      bits |= 1 << org.legendsforge.games.graveyard.model.Status.SHIELD.ordinal();
    }
    return bits;
  }

  /**
   * Whether the hero whose turn it is could still take a step of its move (none taken, none barred,
   * not stuck): what a use that excludes the move gives up.
   */
  public boolean moveAvailable() {
    return turn.phase() == Phase.HERO_TURN
        && !actions.moveUsed()
        && !actions.moveBarred()
        && !stuck(turn.hero());
  }

  /** The hero whose triggered ability waits for its player (phase TRIGGERED), or -1. */
  public int triggeredHero() {
    return turn.phase() == Phase.TRIGGERED ? Triggers.hero(turn.firstTrigger()) : -1;
  }

  /** Line of sight as it is now (a chaos element may clear forests and mountains). */
  Battlefield sight() {
    return piles.chaos() < 0 ? table.field() : table.sight(InForce.clearSight(this));
  }

  /** The weapons the hero holds, in the order it took them. */
  public int[] weapons(int hero) {
    return board.weapons(hero).clone();
  }

  /** How many weapons the hero holds (without the copy {@link #weapons} makes, for bots). */
  public int weaponCount(int hero) {
    return board.weapons(hero).length;
  }

  /** The hero's {@code i}-th weapon, in the order it took them. */
  public int weapon(int hero, int i) {
    return board.weapons(hero)[i];
  }

  /** The orbs on the map, each {@code cell * 4 + kind ordinal}, by cell. */
  public int[] orbs() {
    return board.orbs().clone();
  }

  /** How many orbs lie on the map (without the copy {@link #orbs} makes, for bots). */
  public int orbCount() {
    return board.orbs().length;
  }

  /** The {@code i}-th orb on the map, by cell, as in {@link #orbs}. */
  public int orb(int i) {
    return board.orbs()[i];
  }

  public static int orbCell(int orb) {
    return orb >> 2;
  }

  public static PickupKind orbKind(int orb) {
    return ORB_KINDS[orb & 3];
  }

  /** The orb on a cell, or -1. */
  public int orbAt(int cell) {
    for (int o : board.orbs()) {
      if (orbCell(o) == cell) {
        return o;
      }
    }
    return -1;
  }

  /** A player's death points (one counter per player, docs/rules-model.md §12). */
  public int deathPoints(int player) {
    return score.deathPoints(player);
  }

  /** The side holding compensation points (0 for none) and how many. */
  public int compensationSide() {
    return score.counter().side();
  }

  public int compensationPoints() {
    return score.counter().points();
  }

  /** A player's spell cards (see {@link Cards#spellOfCard}), in card order. */
  public int[] hand(int player) {
    return piles.hand(player).clone();
  }

  /** How many spell cards a player holds (without the copy {@link #hand} makes, for bots). */
  public int handSize(int player) {
    return piles.hand(player).length;
  }

  /** A player's {@code i}-th spell card, in card order, as in {@link #hand}. */
  public int handCard(int player, int i) {
    return piles.hand(player)[i];
  }

  /** The spirit a player picked, or -1. */
  public int spirit(int player) {
    return score.spirit(player);
  }

  /** The heroes a side has claimed so far (it gains at most 4 in all, its starting hero one). */
  public int claims(int side) {
    return score.claims(side);
  }

  public int turnOrderDrawPile() {
    return piles.turnDraw().length;
  }

  /**
   * Whether the hero's Turn Order card is still to come before the deck is shuffled again: it lies
   * in the draw pile, or the draw pile is empty (every card comes again). Which cards were drawn is
   * public: they lie face up on the discard pile.
   */
  public boolean turnToCome(int hero) {
    int[] draw = piles.turnDraw();
    return draw.length == 0 || Pile.contains(draw, hero);
  }

  public int turnOrderDiscard() {
    return piles.turnDiscard().length;
  }

  /** The chaos element in force, or -1. */
  public int chaos() {
    return piles.chaos();
  }

  /**
   * The winning side once the game is over by death points, 0 otherwise (in one against one the
   * side and its player have the same number).
   */
  public int winner() {
    return score.winner();
  }

  /** Why the game ended ({@code death-points}, {@code turn-limit}), null while it goes on. */
  public String endReason() {
    return score.endReason();
  }

  public boolean over() {
    return turn.phase() == Phase.OVER;
  }

  /** Whether the two heroes are on opposite sides (dormant heroes are on no side). */
  public boolean enemies(int a, int b) {
    int sa = side(a);
    int sb = side(b);
    return sa != 0 && sb != 0 && sa != sb;
  }

  /**
   * Whether the two are on the same side (a hero is its own friend; team-mates' heroes are
   * friends).
   */
  public boolean friends(int a, int b) {
    int sa = side(a);
    return sa != 0 && sa == side(b);
  }

  /** Which hero stands on a cell, or -1. */
  public int heroAt(int cell) {
    for (int h = 0; h < heroCount(); h++) {
      if (board.cell(h) == cell) {
        return h;
      }
    }
    return -1;
  }

  /** Cells holding a hero (dormant ones too), as a table of 90. */
  boolean[] occupied() {
    boolean[] out = new boolean[Battlefield.CELLS];
    for (int h = 0; h < heroCount(); h++) {
      int c = board.cell(h);
      if (c >= 0) {
        out[c] = true;
      }
    }
    return out;
  }
}
