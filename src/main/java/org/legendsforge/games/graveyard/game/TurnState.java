package org.legendsforge.games.graveyard.game;

/**
 * Where the game stands: the phase, whose pick or turn it is, and what waits before the game goes
 * on (a discard, abilities that happened, players owed a replacement, compensation trades owed a
 * hero); which of the turn's actions are used is kept apart, in {@link TurnActions}. The phase
 * changes only here, through the methods below, each a moment of the game (docs/rules-model.md §7,
 * §13): setup's picks, a turn begun and ended, an interruption entered and left, the game's end.
 * The rules that decide which moment comes are {@link GameStart}, {@link TurnFlow}, {@link
 * Interrupts} and {@link Roster}.
 *
 * <p>Only numbers, flags and copy-on-write arrays: a copy of the state copies the fields and shares
 * the arrays.
 */
final class TurnState {
  private Phase phase = Phase.PICK_SPIRIT;

  /** The phase an interruption (discard, triggered ability, replacement) returns to. */
  private Phase resume;

  /** Setup: the player picking; KEEP_WEAPON: the hero taking a weapon; 0 after setup. */
  private int picker;

  /** Turn Order cards drawn so far. */
  private int number;

  /** The Turn Order card of the turn under way: a hero's index, or {@code -p} for player p's. */
  private int card;

  private int player;

  /** The hero whose turn it is, or -1 in a player turn. */
  private int hero = -1;

  /** DISCARD: the player over its hand limits. */
  private int discarder;

  /** Abilities that happened and wait to be resolved, in order (see {@link Triggers}). */
  private int[] triggers = GameState.NONE;

  /** Players owed a replacement hero, in the order their heroes died. */
  private int[] owed = GameState.NONE;

  /** The heroes offered to the first owed player. */
  private int[] offer = GameState.NONE;

  /**
   * Compensation trades waiting for their side to pick the hero gaining the mana: one side each.
   */
  private int[] trades = GameState.NONE;

  TurnState() {}

  TurnState(TurnState o) {
    phase = o.phase;
    resume = o.resume;
    picker = o.picker;
    number = o.number;
    card = o.card;
    player = o.player;
    hero = o.hero;
    discarder = o.discarder;
    triggers = o.triggers;
    owed = o.owed;
    offer = o.offer;
    trades = o.trades;
  }

  // ---- reading ----

  Phase phase() {
    return phase;
  }

  int picker() {
    return picker;
  }

  int number() {
    return number;
  }

  int card() {
    return card;
  }

  /** The player whose turn it is (the hero's controller in a hero turn), 0 before the first. */
  int player() {
    return player;
  }

  /** The hero whose turn it is, or -1 (also after its turn ended). */
  int hero() {
    return hero;
  }

  int discarder() {
    return discarder;
  }

  boolean triggerWaiting() {
    return triggers.length > 0;
  }

  /** The first ability waiting to be resolved (a {@link Triggers} entry). */
  int firstTrigger() {
    return triggers[0];
  }

  /** The first player owed a replacement, or 0. */
  int owedPlayer() {
    return owed.length > 0 ? owed[0] : 0;
  }

  /** The heroes offered to the first owed player (empty until drawn; shared: never write to it). */
  int[] offer() {
    return offer;
  }

  /** The side of the first compensation trade waiting for its hero, or 0. */
  int tradeSide() {
    return trades.length > 0 ? trades[0] : 0;
  }

  // ---- setup (docs/rules-model.md §7) ----

  /** Spirits are picked, {@code first} first. */
  void pickSpirits(int first) {
    phase = Phase.PICK_SPIRIT;
    picker = first;
  }

  /** Starting heroes are picked, {@code first} first. */
  void pickHeroes(int first) {
    phase = Phase.PICK_HERO;
    picker = first;
  }

  /** The starting heroes keep a weapon, {@code firstHero} first. */
  void keepWeapons(int firstHero) {
    phase = Phase.KEEP_WEAPON;
    picker = firstHero;
  }

  /** The next player (or hero keeping a weapon) picks, in the same phase. */
  void nextPicker(int next) {
    picker = next;
  }

  /** Setup is over: the first Turn Order card is drawn next. */
  void endSetup() {
    picker = 0;
    phase = Phase.DRAW_TURN;
  }

  // ---- turns (docs/rules-model.md §13) ----

  /**
   * A hero's Turn Order card was drawn: its turn begins (its actions are renewed apart, {@link
   * TurnActions#begin}).
   */
  void beginHeroTurn(int hero, int player) {
    number++;
    card = hero;
    this.hero = hero;
    this.player = player;
    phase = Phase.HERO_TURN;
  }

  /** A player's Turn Order card was drawn: its turn begins. */
  void beginPlayerTurn(int player) {
    number++;
    card = -player;
    hero = -1;
    this.player = player;
    phase = Phase.PLAYER_TURN;
  }

  /** The turn ends: a missing orb is respawned first, or the next card is drawn. */
  void endTurn(boolean orbMissing) {
    hero = -1;
    phase = orbMissing ? Phase.RESPAWN_ORB : Phase.DRAW_TURN;
  }

  /** The missing orb is back: the next Turn Order card is drawn next. */
  void orbRespawned() {
    phase = Phase.DRAW_TURN;
  }

  // ---- what waits (docs/rules-model.md §8, §9; Interrupts) ----

  static boolean isInterrupt(Phase p) {
    return p == Phase.DISCARD || p == Phase.TRIGGERED || p == Phase.SPAWN || p == Phase.COMPENSATE;
  }

  private void interrupt(Phase p) {
    if (!isInterrupt(phase)) {
      resume = phase;
    }
    phase = p;
  }

  /** The game waits for a player over its hand limits to discard. */
  void awaitDiscard(int player) {
    discarder = player;
    interrupt(Phase.DISCARD);
  }

  /** The game waits for the first ability's player to choose its target. */
  void awaitTrigger() {
    interrupt(Phase.TRIGGERED);
  }

  /** The game waits for the first owed player to pick its replacement. */
  void awaitSpawn() {
    interrupt(Phase.SPAWN);
  }

  /** The game waits for the first trade's side to pick the hero that gains the mana. */
  void awaitTrade() {
    interrupt(Phase.COMPENSATE);
  }

  /** A card was discarded: back where the game was (it waits again if more must go). */
  void discarded() {
    phase = resume;
  }

  /** Nothing waits any more: back to where the game was before it waited. */
  void settled() {
    if (isInterrupt(phase)) {
      phase = resume;
    }
  }

  void queueTrigger(int entry) {
    triggers = Pile.plusBottom(triggers, entry);
  }

  /** The first waiting ability is over: resolved by itself, or on no one. */
  void dropTrigger() {
    triggers = Pile.drop(triggers, 1);
  }

  /** The first waiting ability was resolved by its player's choice. */
  void triggerResolved() {
    dropTrigger();
    phase = resume;
  }

  /** A hero of {@code player}'s died: it is owed a replacement, after those owed before it. */
  void oweReplacement(int player) {
    owed = Pile.plusBottom(owed, player);
  }

  /** The heroes offered to the first owed player. */
  void offer(int[] heroes) {
    offer = heroes;
  }

  /** The first owed player gets nothing: no hero is left to offer. */
  void dropOwed() {
    owed = Pile.drop(owed, 1);
  }

  /** The first owed player picked its replacement: back where the game was. */
  void spawned() {
    dropOwed();
    offer = GameState.NONE;
    phase = resume;
  }

  /** The side traded compensation points for mana: it will pick the hero, after earlier trades. */
  void oweTrade(int side) {
    trades = Pile.plusBottom(trades, side);
  }

  /** The first trade is settled without a choice (its side has one hero in play, or none). */
  void dropTrade() {
    trades = Pile.drop(trades, 1);
  }

  /** The first trade's hero gained its mana: back where the game was. */
  void traded() {
    dropTrade();
    phase = resume;
  }

  /** The game is over: nothing waits any more. */
  void end() {
    phase = Phase.OVER;
    owed = GameState.NONE;
    triggers = GameState.NONE;
    trades = GameState.NONE;
  }
}
