package org.legendsforge.games.graveyard.playtest.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.game.Event;
import org.legendsforge.games.graveyard.playtest.PlaytestTest;

/**
 * A use is worth what it changed, priced with the shipped balance weights (damage 1, shield 1, stun
 * 3, mana 1, excludesMove -1): health actually removed, statuses the target did not have, and the
 * cost of barring its user's move only when the user could still have moved.
 */
class RealisedValueTest {
  private static final RealisedValue VALUE = new RealisedValue(PlaytestTest.SHIPPED.weights());

  /** Heroes 0 and 1 play side 1, heroes 2 and 3 side 2; the user is hero 0. */
  private static final IntUnaryOperator SIDES = h -> h < 2 ? 1 : 2;

  private static final int USER = 0;
  private static final int FRIEND = 1;
  private static final int ENEMY = 2;

  private static double value(List<Event> events, RealisedValue.Before before, boolean barsMove) {
    return VALUE.milli(events, SIDES, 1, USER, 0, before, barsMove) / 1000.0;
  }

  private static double value(Event... events) {
    return value(List.of(events), free(), false);
  }

  /** No hero has a status, and the user has not moved yet. */
  private static RealisedValue.Before free() {
    return new RealisedValue.Before(new int[4], true);
  }

  @Test
  void damageBeyondTheTargetsRemainingHealthIsWorthOnlyTheHealthItRemoved() {
    // 5 damage against an enemy with 3 health left
    assertThat(value(new Event.Damaged(ENEMY, 5, 0, 3))).isEqualTo(3.0);
    assertThat(value(new Event.Damaged(ENEMY, 2, 0, 2))).isEqualTo(2.0);
  }

  @Test
  void shieldStrippedFromAnEnemyCountsAtTheShieldsWeight() {
    // 3 damage: 1 taken by its shield, 2 reached its health
    assertThat(value(new Event.Damaged(ENEMY, 2, 1, 2))).isEqualTo(3.0);
  }

  @Test
  void healthAndShieldTheUsersOwnSideLostCountAgainstIt() {
    assertThat(value(new Event.Damaged(FRIEND, 2, 1, 2))).isEqualTo(-3.0);
  }

  @Test
  void aStatusTheTargetAlreadyHadChangesNothing() {
    Event stun = new Event.StatusGiven(ENEMY, "stun");
    assertThat(value(stun)).isEqualTo(3.0);
    int[] statuses = new int[4];
    statuses[ENEMY] = RealisedValue.Before.STUN;
    assertThat(value(List.of(stun), new RealisedValue.Before(statuses, true), false)).isZero();
    // it had another status: the stun is new
    statuses[ENEMY] = RealisedValue.Before.SLOW;
    assertThat(value(List.of(stun), new RealisedValue.Before(statuses, true), false))
        .isEqualTo(3.0);
  }

  @Test
  void aCardThatBarsItsUsersMoveCostsThatWhenTheUserCouldStillMove() {
    List<Event> hit = List.of(new Event.Damaged(ENEMY, 5, 0, 5));
    assertThat(value(hit, free(), true)).as("could still move").isEqualTo(4.0);
    assertThat(value(hit, new RealisedValue.Before(new int[4], false), true))
        .as("had moved already, or could not")
        .isEqualTo(5.0);
    assertThat(value(hit, free(), false)).as("a card that does not bar the move").isEqualTo(5.0);
  }

  @Test
  void theManaPaidIsThePriceNotAnEffectButManaAnEnemyLostIs() {
    List<Event> drain = List.of(new Event.ManaChanged(USER, -3), new Event.ManaChanged(ENEMY, -1));
    assertThat(VALUE.milli(drain, SIDES, 1, USER, 3, free(), false)).isEqualTo(1000);
  }
}
