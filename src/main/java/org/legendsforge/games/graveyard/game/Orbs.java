package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.Compensation;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Placement;
import org.legendsforge.games.graveyard.rules.RuleValue;
import org.legendsforge.games.graveyard.rules.Setup;

/**
 * The orbs on the map (docs/rules-model.md §6, §12): what picking one up gives, which are missing,
 * and a missing one placed again with the compensation counter moved.
 *
 * <p>Decisions where the spec is silent: a hero already holding a hyper orb cannot pick up another,
 * and an item orb cannot be picked up while the item deck is empty (it stays on the map).
 *
 * <p>When the counter makes a side trade 3 points for 1 mana, the side chooses which of its heroes
 * in play gains it ({@link Phase#COMPENSATE}, one decision a trade). The side's first player
 * (player 1 or 2, who picked the side's starting hero) decides, whichever player controls the hero:
 * the counter belongs to the side. With one hero in play it gains the mana without a choice; with
 * none the trade's mana is lost (the points are still spent).
 */
final class Orbs {
  static final int MANA_ORB = 2;
  static final int HEALING_ORB = 3;
  static final int HEALING_AT_FULL = 2;

  private Orbs() {}

  /** Whether the hero may pick up the orb it stands on. */
  static boolean canCollect(GameState s, int hero) {
    int orb = s.orbAt(s.cell(hero));
    if (orb < 0) {
      return false;
    }
    return switch (GameState.orbKind(orb)) {
      case HYPER -> s.mana(hero) >= s.table.rule(RuleValue.HYPER_ORB_COST) && !s.holdsHyper(hero);
      case ITEM -> s.piles.itemDeck().length > 0;
      case MANA, HEALING -> true;
    };
  }

  /** The hero picks up the orb on its cell; an item orb keeps {@code kept}. */
  static PickupKind collect(GameState s, int hero, int kept, Events events) {
    int orb = s.orbAt(s.cell(hero));
    s.board.removeOrb(orb);
    PickupKind kind = GameState.orbKind(orb);
    switch (kind) {
      case MANA -> Effects.gainMana(s, hero, MANA_ORB, events);
      case HEALING -> {
        if (s.health(hero) >= s.maxHealth(hero)) {
          Effects.gainMana(s, hero, HEALING_AT_FULL, events);
        } else {
          Effects.heal(s, hero, healing(s, hero), events);
        }
      }
      case ITEM -> Armoury.keepItem(s, hero, kept);
      case HYPER -> {
        Effects.gainMana(s, hero, -s.table.rule(RuleValue.HYPER_ORB_COST), events);
        s.board.gainHyper(hero);
        events.add(new Event.HyperChanged(hero, true));
      }
    }
    return kind;
  }

  /** The healing orb's health, doubled or halved by modifiers of {@code orbs} (Hallowed Ground). */
  private static int healing(GameState s, int hero) {
    List<org.legendsforge.games.graveyard.rules.DamageModifier> scale = new ArrayList<>();
    for (org.legendsforge.games.graveyard.model.Modifier m : InForce.of(s, Use.orb(s, hero))) {
      if (m instanceof org.legendsforge.games.graveyard.model.Modifier.Scaled sc
          && sc.quantity() == org.legendsforge.games.graveyard.model.Modifier.Quantity.HEALING) {
        scale.add(sc.asDamageModifier());
      }
    }
    return org.legendsforge.games.graveyard.rules.Damage.apply(HEALING_ORB, scale);
  }

  /** The kinds of which fewer orbs lie on the map than the data lists, in setup's order. */
  static List<PickupKind> missing(GameState s) {
    List<PickupKind> out = new ArrayList<>();
    for (PickupKind k : Setup.PICKUP_ORDER) {
      int on = 0;
      for (int o : s.board.orbs()) {
        if (GameState.orbKind(o) == k) {
          on++;
        }
      }
      if (on < s.table.cards().orbCount(k)) {
        out.add(k);
      }
    }
    return out;
  }

  /** A missing orb placed on a random cell (§6), then compensated. */
  static Outcome respawn(GameState s, PickupKind kind, Events events) {
    Optional<Cell> cell =
        Placement.pickupCell(Roster.cells(s, true), Roster.cells(s, false), s.rng);
    if (cell.isEmpty()) {
      return Outcome.orb(kind, -1, 0, 0);
    }
    int c = cell.get().index();
    s.board.placeOrb(c, kind);
    int[] gain = compensate(s, c, events);
    return Outcome.orb(kind, c, gain[0], gain[1]);
  }

  /**
   * Moves the counter for an orb placed on {@code cell}; returns the side that gained points and
   * how many ({0, 0} when neither did).
   */
  static int[] compensate(GameState s, int cell, Events events) {
    if (!s.table.compensation()) {
      return new int[] {0, 0};
    }
    List<Cell> one = sideCells(s, 1);
    List<Cell> two = sideCells(s, 2);
    if (one.isEmpty() || two.isEmpty()) {
      return new int[] {0, 0};
    }
    Cell at = Battlefield.cell(cell);
    int d1 = closest(at, one);
    int d2 = closest(at, two);
    trade(s, s.score.counter().afterPlacement(at, one, two, tradeAt(s)), events);
    return d1 == d2 ? new int[] {0, 0} : new int[] {d1 > d2 ? 1 : 2, Math.abs(d1 - d2)};
  }

  /**
   * {@code side} gains {@code points} on the counter from the turn-order rule of a variant
   * (docs/rules-model.md §14), traded for mana as an orb's points are.
   */
  static void gainPoints(GameState s, int side, int points, Events events) {
    trade(s, s.score.counter().afterGain(side, points, tradeAt(s)), events);
  }

  /** The points a trade takes (3 by the designer's rules, §14). */
  private static int tradeAt(GameState s) {
    return s.table.rule(RuleValue.COMPENSATION_TRADE);
  }

  /** The mana a trade gives (1 by the designer's rules, §14). */
  private static int manaPerTrade(GameState s) {
    return s.table.rule(RuleValue.MANA_PER_TRADE);
  }

  private static List<Cell> sideCells(GameState s, int side) {
    List<Cell> out = new ArrayList<>();
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) == Life.ACTIVE && s.side(h) == side) {
        out.add(Battlefield.cell(s.cell(h)));
      }
    }
    return out;
  }

  private static int closest(Cell at, List<Cell> heroes) {
    int best = Integer.MAX_VALUE;
    for (Cell c : heroes) {
      best = Math.min(best, at.distanceTo(c));
    }
    return best;
  }

  /**
   * The counter after points were added to it, and the mana its trades give: the one place points
   * become trades. Each trade goes at once to the side's only hero in play, or waits for the side
   * to choose among several ({@link #traded}); with no hero in play it gives nothing.
   */
  static void trade(GameState s, Compensation.Outcome after, Events events) {
    s.score.compensation(after.counter());
    // a variant whose trades buy no mana asks no one to pick a hero for nothing
    for (int i = 0; i < after.manaGrants() && manaPerTrade(s) > 0; i++) {
      int[] heroes = tradeHeroes(s, after.grantSide());
      if (heroes.length > 1) {
        s.turn.oweTrade(after.grantSide());
      } else if (heroes.length == 1) {
        Effects.gainMana(s, heroes[0], manaPerTrade(s), events);
      }
    }
  }

  /**
   * The first waiting trade when its side has no choice left to make (a hero died in the action
   * that made the trade): its only hero gains the mana, or, with none, it is lost.
   */
  static void tradeUnasked(GameState s, Events events) {
    int[] heroes = tradeHeroes(s, s.turn.tradeSide());
    if (heroes.length == 1) {
      Effects.gainMana(s, heroes[0], manaPerTrade(s), events);
    }
    s.turn.dropTrade();
  }

  /** The side's choice for the first waiting trade: {@code hero} gains its mana. */
  static void traded(GameState s, int hero, Events events) {
    Effects.gainMana(s, hero, manaPerTrade(s), events);
    s.turn.traded();
  }

  /** The heroes of the side in play, which may gain a trade's mana, in card-data order. */
  static int[] tradeHeroes(GameState s, int side) {
    int[] out = GameState.NONE;
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) == Life.ACTIVE && s.side(h) == side) {
        out = Pile.plusBottom(out, h);
      }
    }
    return out;
  }

  /** The player who picks the hero gaining a side's trade: the side's first player. */
  static int chooser(int side) {
    return side;
  }
}
