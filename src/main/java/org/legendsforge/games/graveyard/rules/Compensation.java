package org.legendsforge.games.graveyard.rules;

import java.util.List;

/**
 * The compensation counter (docs/rules-model.md §6): at most one side holds points. After a pickup
 * is placed, the side whose closest hero is farther from it gains the difference; gained points
 * first cancel the other side's; whenever a side holds 3 or more it loses 3 and one of its heroes
 * gains 1 mana (the player picks which).
 *
 * <p>Decision where the spec is silent: when a side has no hero on the map the placement changes
 * nothing (there is no distance to compare). Sides are 1 and 2; {@code side} is 0 when no one holds
 * points.
 */
public record Compensation(int side, int points) {
  public static final Compensation NONE = new Compensation(0, 0);

  public Compensation {
    if (points < 0 || (points == 0) != (side == 0) || side < 0 || side > 2) {
      throw new IllegalArgumentException("bad counter: side " + side + ", " + points + " points");
    }
  }

  /** The counter after a placement, and how many mana grants {@code grantSide} receives. */
  public record Outcome(Compensation counter, int grantSide, int manaGrants) {}

  public Outcome afterPlacement(Cell pickup, List<Cell> side1Heroes, List<Cell> side2Heroes) {
    return afterPlacement(pickup, side1Heroes, side2Heroes, Numbers.COMPENSATION_TRADE);
  }

  /** As above, with {@code trade} points to a mana grant (a variant's rule value, §14). */
  public Outcome afterPlacement(
      Cell pickup, List<Cell> side1Heroes, List<Cell> side2Heroes, int trade) {
    if (side1Heroes.isEmpty() || side2Heroes.isEmpty()) {
      return new Outcome(this, 0, 0);
    }
    int d1 = closest(pickup, side1Heroes);
    int d2 = closest(pickup, side2Heroes);
    if (d1 == d2) {
      return new Outcome(this, 0, 0);
    }
    return afterGain(d1 > d2 ? 1 : 2, Math.abs(d1 - d2), trade);
  }

  /**
   * The counter after {@code gainer} gains {@code gain} points from anything (an orb's placement,
   * or a variant's turn-order rule, §14): they first cancel the other side's, and every {@code
   * trade} points held become one mana grant.
   */
  public Outcome afterGain(int gainer, int gain, int trade) {
    // Signed balance: positive for side 1, negative for side 2.
    int balance = signed(side, points) + (gainer == 1 ? gain : -gain);
    int holder = balance > 0 ? 1 : balance < 0 ? 2 : 0;
    int held = Math.abs(balance);
    int grants = held / trade;
    held -= trade * grants;
    Compensation next = held == 0 ? NONE : new Compensation(holder, held);
    return new Outcome(next, grants > 0 ? holder : 0, grants);
  }

  /** The counter and the mana grants each side earned over several placements. */
  public record Tally(Compensation counter, int side1Grants, int side2Grants) {}

  /**
   * The pickups setup placed, measured when {@code compensateSetup} is on (docs/rules-model.md §6):
   * setup places them before any hero has a side, so they are measured once the starting heroes are
   * picked, one after the other in placement order, from a counter at 0 (docs/rules-model.md §12: a
   * new game starts at 0).
   */
  public static Tally ofSetup(List<Cell> pickups, List<Cell> side1Heroes, List<Cell> side2Heroes) {
    Compensation counter = NONE;
    int[] grants = new int[3];
    for (Cell pickup : pickups) {
      Outcome o = counter.afterPlacement(pickup, side1Heroes, side2Heroes);
      counter = o.counter();
      grants[o.grantSide()] += o.manaGrants();
    }
    return new Tally(counter, grants[1], grants[2]);
  }

  private static int signed(int side, int points) {
    return side == 2 ? -points : points;
  }

  private static int closest(Cell pickup, List<Cell> heroes) {
    return heroes.stream().mapToInt(pickup::distanceTo).min().orElseThrow();
  }
}
