package org.legendsforge.game;

import java.util.List;
import org.legendsforge.model.Catalog;
import org.legendsforge.model.Spell;

/**
 * The game engine (rules-spec §5-§9, §12, §13): a new game from a seed, the legal actions of the
 * moment, and an action applied. Pure: no I/O, and every random draw comes from the state's one
 * generator, so a seed and the players' choices reproduce a game exactly.
 *
 * <p>An engine holds only the indexed card set, so one serves any number of games and threads.
 * {@link #apply} changes the state it is given; copy a state first ({@link GameState#copy}) to try
 * an action and keep the original.
 */
public final class Engine {
  private final Cards cards;
  private final boolean events;
  private final boolean compensation;

  /** An engine that reports what each action caused ({@link Applied#events}). */
  public Engine(Catalog catalog) {
    this(new Cards(catalog), true);
  }

  private Engine(Cards cards, boolean events) {
    this(cards, events, true);
  }

  private Engine(Cards cards, boolean events, boolean compensation) {
    this.cards = cards;
    this.events = events;
    this.compensation = compensation;
  }

  /** The same engine without event reports, for searches that never read them. */
  public Engine quiet() {
    return new Engine(cards, false, compensation);
  }

  /**
   * The same engine, whose new games play without the compensation counter when {@code on} is
   * false: orbs land where they land and no side gains points or mana for it (a playtest compares
   * the two to show what the counter does). Games already begun keep their own setting.
   */
  public Engine withCompensation(boolean on) {
    return new Engine(cards, events, on);
  }

  public Cards cards() {
    return cards;
  }

  /** A game set up from {@code seed}, waiting for the first spirit pick. */
  public GameState newGame(long seed, boolean chaosVariant) {
    return GameStart.newGame(cards, seed, chaosVariant, compensation);
  }

  /** The actions the deciding player may take, in a fixed order; empty once the game is over. */
  public List<Action> legalActions(GameState s) {
    return LegalActions.of(s);
  }

  public boolean isLegal(GameState s, Action a) {
    return LegalActions.of(s).contains(a);
  }

  /** Ends the game by the turn limit (before the next Turn Order card is drawn). */
  public void stopAtTurnLimit(GameState s) {
    s.phase = Phase.OVER;
    s.winner = 0;
    s.endReason = "turn-limit";
  }

  /**
   * Applies a legal action to {@code s} (an action not in {@link #legalActions} gives an
   * undefined game: check with {@link #isLegal} first when it comes from outside).
   */
  public Applied apply(GameState s, Action a) {
    Events ev = events ? Events.recording() : Events.off();
    Outcome outcome = Outcome.NONE;
    if (a instanceof Action.PickSpirit p) {
      GameStart.pickSpirit(s, p.spirit());
    } else if (a instanceof Action.PickHero p) {
      GameStart.pickHero(s, p.hero());
    } else if (a instanceof Action.KeepWeapon k) {
      GameStart.keepWeapon(s, k.weapon(), ev);
    } else if (a instanceof Action.DrawTurn) {
      outcome = TurnFlow.drawTurn(s, ev);
    } else if (a instanceof Action.Step st) {
      Moves.step(s, s.active, st.cell());
    } else if (a instanceof Action.Attack at) {
      attack(s, at, ev);
    } else if (a instanceof Action.Cast c) {
      cast(s, c, ev);
    } else if (a instanceof Action.Pickup p) {
      int cell = s.cell(s.active);
      outcome = Outcome.pickup(Orbs.collect(s, s.active, p.kept(), ev), cell);
    } else if (a instanceof Action.Claim c) {
      Claims.claim(s, c.hero(), c.kept());
    } else if (a instanceof Action.Redistribute r) {
      Redistribution.apply(s, r, ev);
    } else if (a instanceof Action.RespawnOrb r) {
      outcome = Orbs.respawn(s, r.orb(), ev);
      s.phase = Phase.DRAW_TURN;
    } else if (a instanceof Action.Spawn sp) {
      outcome = Roster.spawn(s, sp.hero(), sp.kept());
    } else if (a instanceof Action.EndTurn) {
      TurnFlow.endTurn(s, ev);
    } else {
      throw new IllegalArgumentException("not an action the engine knows: " + a);
    }
    if (s.phase == Phase.HERO_TURN || s.phase == Phase.PLAYER_TURN) {
      Roster.offerNext(s, s.phase);
    }
    return new Applied(a, outcome, ev.list());
  }

  private void attack(GameState s, Action.Attack a, Events ev) {
    s.weaponUsed = true;
    Strike strike = cards.weaponStrike(a.weapon());
    strike(s, strike, a.target(), a.choices(), ev);
  }

  private void cast(GameState s, Action.Cast a, Events ev) {
    Spell spell = cards.spell(a.spell());
    int hero = s.active;
    int card = SpellDecks.cardFor(s, s.turnPlayer, a.spell());
    if (spell.cost() > 0) {
      Effects.gainMana(s, hero, -spell.cost(), ev);
    }
    if (!spell.noAction()) {
      s.spellUsed = true;
    }
    SpellDecks.spend(s, s.turnPlayer, card);
    strike(s, cards.spellStrike(a.spell()), a.target(), a.choices(), ev);
  }

  private static void strike(GameState s, Strike strike, Target target, Choices c, Events ev) {
    int user = s.active;
    List<Integer> struck = Aim.struck(s, user, strike, target);
    Effects.resolve(s, user, strike.effects(), struck, strike.selfOnly(), c, ev);
  }
}
