package org.legendsforge.games.graveyard.playtest.play;

import java.util.List;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Applied;
import org.legendsforge.games.graveyard.game.Battlefield;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.Event;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Life;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.playtest.stats.GameRecord;
import org.legendsforge.games.graveyard.playtest.stats.RealisedValue;

/**
 * Follows one game of a playtest and keeps a {@link GameRecord} of it instead of a log: every
 * action is watched once, with the events it caused, and nothing else of the game is kept. What a
 * record counts per side is by the side of the player who acted (in one against one, side n is
 * player n).
 */
public final class GameRecorder implements GameRunner.Observer {
  private final Cards cards;
  private final RealisedValue value;
  private final GameRecord r;
  private final boolean[] weaponBarsMove;
  private final boolean[] spellBarsMove;
  private final int[] statuses;
  private int decider;
  private int actor;
  private int mana;
  private RealisedValue.Before before;

  /** {@code engine} must report events (not {@link Engine#quiet}). */
  public GameRecorder(Engine engine, RealisedValue value, long seed, Lineup lineup) {
    this.cards = engine.cards();
    this.value = value;
    this.r =
        new GameRecord(
            seed,
            lineup.players(),
            cards.heroCount(),
            cards.weaponCount(),
            cards.catalog().spells().size());
    this.weaponBarsMove = new boolean[cards.weaponCount()];
    for (int w = 0; w < weaponBarsMove.length; w++) {
      weaponBarsMove[w] = barsMove(cards.weapon(w).modifiers());
    }
    this.spellBarsMove = new boolean[cards.catalog().spells().size()];
    for (int sp = 0; sp < spellBarsMove.length; sp++) {
      spellBarsMove[sp] = barsMove(cards.spell(sp).modifiers());
    }
    this.statuses = new int[cards.heroCount()];
  }

  private static boolean barsMove(List<Modifier> modifiers) {
    return modifiers.stream().anyMatch(m -> m instanceof Modifier.ExcludesMove);
  }

  /** The record, complete once the game has ended. */
  public GameRecord record() {
    return r;
  }

  @Override
  public void setUp(GameState s) {
    r.startPlayer = s.startPlayer();
  }

  @Override
  public void acting(GameState s, Action a) {
    decider = s.decider();
    actor = s.activeHero();
    mana = actor >= 0 ? s.mana(actor) : 0;
    if (a instanceof Action.Attack || a instanceof Action.Cast) {
      before = RealisedValue.Before.of(s, statuses);
    }
    if (a instanceof Action.DrawTurn && s.turn() == 0) {
      r.setupAdvantage = advantage(s);
    }
  }

  @Override
  public void acted(GameState s, Applied applied) {
    observe(r, s, applied, decider, actor, mana);
  }

  @Override
  public void ended(GameState s, GameRunner.Result result) {
    r.winner = result.winner();
    r.turns = result.turns();
  }

  private void observe(
      GameRecord r, GameState s, Applied applied, int player, int actor, int manaBefore) {
    Action a = applied.action();
    int side = Lineup.sideOf(player);
    if (a instanceof Action.PickSpirit p) {
      r.spirit[player - 1] = p.spirit();
    } else if (a instanceof Action.PickHero p) {
      r.startHero[side - 1] = p.hero();
      r.pickedBy[p.hero()] = side;
    } else if (a instanceof Action.KeepWeapon k) {
      held(r, k.weapon(), side);
    } else if (a instanceof Action.DrawTurn) {
      turnDrawn(r, s);
    } else if (a instanceof Action.Attack at) {
      int w = at.weapon();
      r.attacks[w]++;
      r.weaponDamage[w] += enemyDamage(applied.events(), s, side);
      long v = value.milli(applied.events(), s::side, side, actor, 0, before, weaponBarsMove[w]);
      r.weaponValue[w] += v;
      r.weaponValueSq[w] += v * v;
    } else if (a instanceof Action.Cast c) {
      int sp = c.spell();
      int cost = cards.spell(sp).cost();
      r.casts[sp]++;
      r.castSides[sp] |= side;
      r.manaSpent[sp] += Math.min(cost, manaBefore);
      r.spellDamage[sp] += enemyDamage(applied.events(), s, side);
      r.spellHealing[sp] += healing(applied.events(), s, side);
      long v = value.milli(applied.events(), s::side, side, actor, cost, before, spellBarsMove[sp]);
      r.spellValue[sp] += v;
      r.spellValueSq[sp] += v * v;
    } else if (a instanceof Action.Pickup p && p.kept() >= 0) {
      held(r, p.kept(), side);
      if (!s.stunned(actor)) {
        r.weaponChances[p.kept()]++; // it can still attack with it this turn
      }
    } else if (a instanceof Action.Claim c) {
      r.claimedBy[c.hero()] = side;
      held(r, c.kept(), side);
    } else if (a instanceof Action.Spawn sp) {
      r.spawnedBy[sp.hero()] = side;
      held(r, sp.kept(), side);
    } else if (a instanceof Action.RespawnOrb) {
      placed(r, s, applied);
    } else if (a instanceof Action.Compensate c) {
      r.compensationMana[s.side(c.hero()) - 1]++;
    }
    for (Event e : applied.events()) {
      if (e instanceof Event.Died d) {
        r.deaths[d.hero()]++;
        boolean byHero =
            a instanceof Action.Attack
                || a instanceof Action.Cast
                || a instanceof Action.UseAbility;
        if (byHero && actor >= 0 && s.side(d.hero()) != s.side(actor)) {
          r.kills[actor]++;
        }
      }
    }
  }

  private static void held(GameRecord r, int weapon, int side) {
    if (weapon >= 0 && side > 0) {
      r.weaponSides[weapon] |= side;
    }
  }

  /** A Turn Order card was drawn: its side, and the hero's chances to attack and cast. */
  private void turnDrawn(GameRecord r, GameState s) {
    int card = s.turnCard();
    int side = Lineup.sideOf(s.turnPlayer());
    if (r.earlyCount < GameRecord.EARLY_TURNS) {
      r.early[r.earlyCount++] = side;
    }
    if (card < 0 || s.life(card) != Life.ACTIVE) {
      return;
    }
    r.heroTurns[card]++;
    if (s.stunned(card)) {
      return;
    }
    int[] weapons = s.weapons(card);
    for (int i = 0; i < weapons.length; i++) {
      if (firstOf(weapons, i)) {
        r.weaponChances[weapons[i]]++;
      }
    }
    int[] hand = s.hand(s.turnPlayer());
    int last = -1;
    for (int c : hand) {
      int sp = cards.spellOfCard(c);
      if (sp != last && cards.spell(sp).cost() <= s.mana(card)) {
        last = sp;
        r.spellChances[sp]++;
      }
    }
  }

  private static boolean firstOf(int[] values, int i) {
    for (int j = 0; j < i; j++) {
      if (values[j] == values[i]) {
        return false;
      }
    }
    return true;
  }

  /** An orb was placed after setup: how much closer side 1's heroes stood, and compensation. */
  private static void placed(GameRecord r, GameState s, Applied applied) {
    int cell = applied.outcome().cell();
    if (cell < 0) {
      return;
    }
    r.respawns++;
    r.respawnAdvantage += difference(s, cell);
    for (Event e : applied.events()) {
      if (e instanceof Event.ManaChanged m && m.amount() > 0) {
        r.compensationMana[s.side(m.hero()) - 1] += m.amount();
      }
    }
  }

  /** Σ over the orbs on the map of how much closer side 1's nearest hero is than side 2's. */
  private static int advantage(GameState s) {
    int sum = 0;
    for (int orb : s.orbs()) {
      sum += difference(s, GameState.orbCell(orb));
    }
    return sum;
  }

  /** Side 2's distance to its nearest hero minus side 1's (0 when a side has none). */
  static int difference(GameState s, int cell) {
    int[] nearest = {Integer.MAX_VALUE, Integer.MAX_VALUE};
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) == Life.ACTIVE) {
        int side = s.side(h) - 1;
        nearest[side] = Math.min(nearest[side], Battlefield.distance(cell, s.cell(h)));
      }
    }
    if (nearest[0] == Integer.MAX_VALUE || nearest[1] == Integer.MAX_VALUE) {
      return 0;
    }
    return nearest[1] - nearest[0];
  }

  private static int enemyDamage(List<Event> events, GameState s, int side) {
    int n = 0;
    for (Event e : events) {
      if (e instanceof Event.Damaged d && s.side(d.hero()) != side) {
        n += d.lost();
      }
    }
    return n;
  }

  private static int healing(List<Event> events, GameState s, int side) {
    int n = 0;
    for (Event e : events) {
      if (e instanceof Event.Healed h && s.side(h.hero()) == side) {
        n += h.amount();
      }
    }
    return n;
  }
}
