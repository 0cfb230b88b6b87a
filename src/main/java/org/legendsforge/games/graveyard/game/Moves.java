package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.List;

/**
 * A hero's move action taken one step at a time (docs/rules-model.md §4, §13): each step enters an
 * orthogonal neighbour with a unit of an allowance that admits it; weapon, spell, pickup and claim
 * actions may come between steps. The move's spec is fixed at its first step (slowed when the hero
 * is Slow then); a Stuck hero takes no step, nor one whose move action an ability used up or whose
 * card excludes moving (Heavy Crossbow). Under Frozen Rivers water movement enters sea only.
 *
 * <p>Decision where the spec is silent: a hero may pass through cells holding heroes, but while it
 * stands on one it may only step on or pick up an orb lying there (no attack, cast, ability or
 * claim, no end of turn), and a step onto one is offered only when the units left can still take it
 * to a free cell, so a move always ends where §4 allows. A move may end on its start cell after
 * leaving it.
 */
final class Moves {
  private Moves() {}

  private static long[] left(GameState s, int hero) {
    long[] left = s.actions.moveLeft();
    return left != null ? left : budget(s, hero).start();
  }

  private static MoveBudget budget(GameState s, int hero) {
    boolean slowed = slowed(s, hero);
    return InForce.frozenRivers(s) ? s.table.frozenMove(hero, slowed) : s.table.move(hero, slowed);
  }

  /** The cells the hero may step onto now. */
  static List<Integer> steps(GameState s, int hero) {
    List<Integer> out = new ArrayList<>();
    if (s.stuck(hero) || s.actions.moveBarred()) {
      return out;
    }
    long[] left = left(s, hero);
    MoveBudget budget = budget(s, hero);
    if (!budget.anyLeft(left)) {
      return out;
    }
    boolean[] others = s.occupied();
    others[s.cell(hero)] = sharesCell(s, hero);
    Battlefield field = s.table.field();
    for (int next : field.neighbours(s.cell(hero))) {
      // a free cell needs only a unit that admits it; a taken one, a way on to a free one
      boolean can =
          others[next]
              ? budget.canEnd(next, budget.step(left, next), others, field)
              : budget.canStep(left, next);
      if (can) {
        out.add(next);
      }
    }
    return out;
  }

  /** Whether the move is slowed: as the hero was at the move's first step. */
  private static boolean slowed(GameState s, int hero) {
    return s.actions.moveLeft() != null ? s.actions.moveSlowed() : s.slowed(hero);
  }

  static void step(GameState s, int hero, int cell) {
    s.actions.stepTaken(budget(s, hero).step(left(s, hero), cell), slowed(s, hero));
    s.board.moveTo(hero, cell);
  }

  /** Whether another hero stands on the hero's cell (it is passing through). */
  static boolean sharesCell(GameState s, int hero) {
    int c = s.cell(hero);
    for (int h = 0; h < s.heroCount(); h++) {
      if (h != hero && s.cell(h) == c) {
        return true;
      }
    }
    return false;
  }
}
