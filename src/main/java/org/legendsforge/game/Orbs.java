package org.legendsforge.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.rules.Cell;
import org.legendsforge.rules.Compensation;
import org.legendsforge.rules.PickupKind;
import org.legendsforge.rules.Placement;
import org.legendsforge.rules.Setup;

/**
 * The orbs on the map (docs/rules-model.md §6, §12): what picking one up gives, which are missing,
 * and a missing one placed again with the compensation counter moved.
 *
 * <p>Decisions where the spec is silent: a hero already holding a hyper orb cannot pick up another,
 * and an item orb cannot be picked up while the item deck is empty (it stays on the map). When
 * compensation gives a side 1 mana, the side's hero with the least mana takes it (ties: the one
 * first in the card data), so the log needs no extra choice; on a side of two that may be either
 * player's hero (the counter belongs to the side).
 */
final class Orbs {
  static final int HYPER_COST = 3;
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
      case HYPER -> s.mana(hero) >= HYPER_COST && !s.holdsHyper(hero);
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
        Effects.gainMana(s, hero, -HYPER_COST, events);
        s.board.gainHyper(hero);
        events.add(new Event.HyperChanged(hero, true));
      }
    }
    return kind;
  }

  /** The healing orb's health, doubled or halved by modifiers of {@code orbs} (Hallowed Ground). */
  private static int healing(GameState s, int hero) {
    List<org.legendsforge.rules.DamageModifier> scale = new ArrayList<>();
    for (org.legendsforge.model.Modifier m : InForce.of(s, Use.orb(s, hero))) {
      if (m instanceof org.legendsforge.model.Modifier.Scaled sc
          && sc.quantity() == org.legendsforge.model.Modifier.Quantity.HEALING) {
        scale.add(sc.asDamageModifier());
      }
    }
    return org.legendsforge.rules.Damage.apply(HEALING_ORB, scale);
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
    Compensation.Outcome after = s.score.counter().afterPlacement(at, one, two);
    s.score.compensation(after.counter());
    for (int i = 0; i < after.manaGrants(); i++) {
      int hero = neediest(s, after.grantSide());
      if (hero >= 0) {
        Effects.gainMana(s, hero, 1, events);
      }
    }
    return d1 == d2 ? new int[] {0, 0} : new int[] {d1 > d2 ? 1 : 2, Math.abs(d1 - d2)};
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

  private static int neediest(GameState s, int side) {
    int best = -1;
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) == Life.ACTIVE && s.side(h) == side && (best < 0 || s.mana(h) < s.mana(best))) {
        best = h;
      }
    }
    return best;
  }
}
