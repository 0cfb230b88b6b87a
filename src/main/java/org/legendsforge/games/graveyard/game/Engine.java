package org.legendsforge.games.graveyard.game;

import java.util.List;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Spell;

/**
 * The game engine (docs/rules-model.md §5-§9, §12, §13): a new game from a seed, the legal actions
 * of the moment, and an action applied, every card rule executed from its structure
 * (docs/card-rules.md: {@link Abilities}, {@link InForce}, {@link Triggers}). Pure: no I/O, and
 * every random draw comes from the state's one generator, so a seed and the players' choices
 * reproduce a game exactly. docs/engine.md describes the state, the actions and how a turn flows.
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

  /** A one-against-one game set up from {@code seed}, waiting for the first spirit pick. */
  public GameState newGame(long seed, boolean chaosVariant) {
    return newGame(seed, chaosVariant, Lineup.ONE_V_ONE);
  }

  /**
   * A game for the players {@code lineup} seats, set up from {@code seed} (the same map, heroes,
   * orbs and start player as one against one), waiting for the first spirit pick.
   */
  public GameState newGame(long seed, boolean chaosVariant, Lineup lineup) {
    return GameStart.newGame(cards, seed, chaosVariant, compensation, lineup);
  }

  /** The actions the deciding player may take, in a fixed order; empty once the game is over. */
  public List<Action> legalActions(GameState s) {
    return LegalActions.of(s);
  }

  /**
   * Whether the rules allow the action now: one of {@link #legalActions}, or a redistribution of
   * several points at once, which the list offers one point at a time.
   */
  /**
   * The legal steps of the active hero's move and the pickup of the orb it stands on: the first
   * actions of {@link #legalActions} in a hero turn, in the same order, without working out every
   * attack and spell (a bot exploring where a move can go asks this at every cell). Empty outside a
   * hero turn.
   */
  public List<Action> legalMoves(GameState s) {
    return LegalActions.moves(s);
  }

  public boolean isLegal(GameState s, Action a) {
    if (a instanceof Action.Redistribute r && s.phase() == Phase.PLAYER_TURN) {
      return Redistribution.allowed(s, r);
    }
    return LegalActions.of(s).contains(a);
  }

  /** Ends the game by the turn limit (before the next Turn Order card is drawn). */
  public void stopAtTurnLimit(GameState s) {
    s.end(0, "turn-limit");
  }

  /**
   * Applies a legal action to {@code s} (an action not in {@link #legalActions} gives an undefined
   * game: check with {@link #isLegal} first when it comes from outside).
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
      Moves.step(s, s.turn.hero(), st.cell());
    } else if (a instanceof Action.UseAbility u) {
      ability(s, u, ev);
    } else if (a instanceof Action.Discard d) {
      SpellDecks.discard(s, s.turn.discarder(), d.card(), ev);
      s.turn.discarded();
    } else if (a instanceof Action.Attack at) {
      attack(s, at, ev);
    } else if (a instanceof Action.Cast c) {
      cast(s, c, ev);
    } else if (a instanceof Action.Pickup p) {
      int hero = s.turn.hero();
      outcome = Outcome.pickup(Orbs.collect(s, hero, p.kept(), ev), s.cell(hero));
    } else if (a instanceof Action.Claim c) {
      Claims.claim(s, c.hero(), c.kept());
    } else if (a instanceof Action.Redistribute r) {
      Redistribution.apply(s, r, ev);
    } else if (a instanceof Action.RespawnOrb r) {
      outcome = Orbs.respawn(s, r.orb(), ev);
      s.turn.orbRespawned();
    } else if (a instanceof Action.Compensate c) {
      Orbs.traded(s, c.hero(), ev);
    } else if (a instanceof Action.Spawn sp) {
      outcome = Roster.spawn(s, sp.hero(), sp.kept());
    } else if (a instanceof Action.EndTurn) {
      TurnFlow.endTurn(s, ev);
    } else {
      throw new IllegalArgumentException("not an action the engine knows: " + a);
    }
    Interrupts.settle(s, ev);
    return new Applied(a, outcome, ev.list());
  }

  private void attack(GameState s, Action.Attack a, Events ev) {
    s.actions.useWeapon();
    Use use = Use.weapon(s, a.weapon(), s.turn.hero());
    if (InForce.excludesMove(s, use)) {
      s.actions.barMove();
    }
    strike(s, use, cards.weaponStrike(a.weapon()), a.target(), a.choices(), ev);
  }

  /** A hyper ability or spirit's ability: used in a turn (paying its cost), or resolved. */
  private void ability(GameState s, Action.UseAbility u, Events ev) {
    Use use;
    org.legendsforge.games.graveyard.model.Ability ability;
    if (u.spirit() >= 0) {
      use = Use.spirit(s, s.turnPlayer());
      ability = cards.spirit(u.spirit()).ability().orElseThrow();
      s.actions.useAbility();
    } else {
      use = Use.hyper(s, u.hero());
      ability = cards.hero(u.hero()).hyper().ability().orElseThrow();
      if (s.phase() == Phase.TRIGGERED) {
        s.turn.triggerResolved();
      } else {
        Abilities.pay(s, u.hero(), ability.cost(), ev);
        s.actions.useAbility();
      }
    }
    Abilities.use(s, use, ability, u.target(), u.choices(), ev);
  }

  private void cast(GameState s, Action.Cast a, Events ev) {
    Spell spell = cards.spell(a.spell());
    int hero = s.turn.hero();
    int card = SpellDecks.cardFor(s, s.turnPlayer(), a.spell());
    if (spell.cost() > 0) {
      Effects.gainMana(s, hero, -spell.cost(), ev);
    }
    if (!spell.noAction()) {
      s.actions.useSpell();
    }
    Use use = Use.spell(s, a.spell(), hero);
    if (InForce.excludesMove(s, use)) {
      s.actions.barMove();
    }
    SpellDecks.spend(s, s.turnPlayer(), card);
    strike(s, use, cards.spellStrike(a.spell()), a.target(), a.choices(), ev);
  }

  private static void strike(
      GameState s, Use use, Strike strike, AimAt target, Choices c, Events ev) {
    List<Integer> struck = Aim.struck(s, use, strike, target);
    Effects.resolve(s, use, strike.effects(), struck, strike.selfOnly(), c, ev);
  }
}
