package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.rules.RuleValue;

/**
 * Rules a variant adds or changes (docs/rules-model.md §14): the turn-order compensation, the lone
 * player's handicap, and numbers the rules fix played at other values.
 */
class VariantRulesTest {
  private static Scenario turnOrderPoints(int points) {
    return Scenario.underVariant(Map.of(RuleValue.TURN_ORDER_POINTS, points), Lineup.ONE_V_ONE)
        .hero("walker", "E5", 1)
        .hero("brute", "E8", 2);
  }

  @Test
  void aSidesSecondTurnBeforeTheOtherSidesFirstGivesTheOtherSidePoints() {
    Scenario sc = turnOrderPoints(2);
    // walker (side 1) has had its turn this round; player 1's card comes next, side 2 has had none
    sc.turnOrder(new int[] {-1, sc.h("brute"), -2}, new int[] {sc.h("walker")});
    Applied drawn = sc.act(new Action.DrawTurn());
    assertThat(sc.s.compensationSide()).isEqualTo(2);
    assertThat(sc.s.compensationPoints()).isEqualTo(2);
    assertThat(drawn.outcome().compensationSide()).isEqualTo(2);
    assertThat(drawn.outcome().compensationPoints()).isEqualTo(2);
  }

  @Test
  void aTurnThatEvensTheRoundGivesNoPoints() {
    Scenario sc = turnOrderPoints(2);
    sc.turnOrder(new int[] {sc.h("brute"), -1, -2}, new int[] {sc.h("walker")});
    Applied drawn = sc.act(new Action.DrawTurn());
    assertThat(sc.s.compensationPoints()).isZero();
    assertThat(drawn.outcome().compensationPoints()).isZero();
  }

  @Test
  void theRoundsFirstCardGivesNoPoints() {
    Scenario sc = turnOrderPoints(2);
    sc.turnOrder(new int[] {sc.h("walker"), -1, sc.h("brute"), -2}, GameState.NONE);
    sc.act(new Action.DrawTurn());
    assertThat(sc.s.compensationPoints()).isZero();
  }

  @Test
  void aSideWithMoreHeroesIsNotChargedForHavingThem() {
    Scenario sc = turnOrderPoints(2).hero("strider", "A1", 1);
    // side 1 holds three cards of the round, side 2 two: one each taken, side 1 takes its second
    // (2 of 3 is not ahead of side 2's 1 of 2 before it was drawn: 1 of 3 against 1 of 2)
    sc.turnOrder(new int[] {sc.h("strider"), -1, -2}, new int[] {sc.h("walker"), sc.h("brute")});
    sc.act(new Action.DrawTurn());
    assertThat(sc.s.compensationPoints()).isZero();
  }

  @Test
  void pointsReachingTheTradeGiveTheOtherSidesHeroMana() {
    Scenario sc = turnOrderPoints(3);
    sc.turnOrder(new int[] {-1, sc.h("brute"), -2}, new int[] {sc.h("walker")});
    sc.act(new Action.DrawTurn());
    assertThat(sc.s.mana(sc.h("brute"))).isEqualTo(1);
    assertThat(sc.s.compensationPoints()).isZero();
  }

  @Test
  void underTheDesignersRulesTheTurnOrderMovesNoCounter() {
    Scenario sc = Scenario.onPlains().hero("walker", "E5", 1).hero("brute", "E8", 2);
    sc.turnOrder(new int[] {-1, sc.h("brute"), -2}, new int[] {sc.h("walker")});
    sc.act(new Action.DrawTurn());
    assertThat(sc.s.compensationPoints()).isZero();
  }

  @Test
  void theLonePlayersHeroesGainTheHandicapsManaEachTurn() {
    Scenario sc =
        Scenario.underVariant(Map.of(RuleValue.LONE_PLAYER_MANA, 1), Lineup.ONE_V_TWO)
            .hero("walker", "E5", 1)
            .hero("brute", "E8", 2)
            .hero("strider", "A1", 3);
    sc.turnOrder(new int[] {sc.h("brute"), sc.h("walker")}, GameState.NONE);
    sc.act(new Action.DrawTurn());
    assertThat(sc.s.mana(sc.h("brute"))).as("player 2 plays alone").isEqualTo(2);
  }

  @Test
  void theHandicapIsNotForASideOfTwo() {
    Scenario sc =
        Scenario.underVariant(Map.of(RuleValue.LONE_PLAYER_MANA, 1), Lineup.ONE_V_TWO)
            .hero("walker", "E5", 1)
            .hero("brute", "E8", 2)
            .hero("strider", "A1", 3);
    sc.turnOrder(new int[] {sc.h("walker"), sc.h("brute")}, GameState.NONE);
    sc.act(new Action.DrawTurn());
    assertThat(sc.s.mana(sc.h("walker"))).isEqualTo(1);
  }

  @Test
  void aCheaperHyperOrbCanBePickedUpWithLessMana() {
    Scenario sc =
        Scenario.underVariant(Map.of(RuleValue.HYPER_ORB_COST, 1), Lineup.ONE_V_ONE)
            .hero("walker", "E5", 1)
            .hero("brute", "A1", 2)
            .orb(org.legendsforge.games.graveyard.rules.PickupKind.HYPER, "E6")
            .mana("walker", 1)
            .heroTurn("walker");
    sc.step("E6");
    sc.act(new Action.Pickup(-1));
    assertThat(sc.s.holdsHyper(sc.h("walker"))).isTrue();
    assertThat(sc.s.mana(sc.h("walker"))).isZero();
  }

  @Test
  void aPlayerTurnHasTheVariantsRedistributePoints() {
    Scenario sc =
        Scenario.underVariant(Map.of(RuleValue.REDISTRIBUTE_POINTS, 5), Lineup.ONE_V_ONE)
            .hero("walker", "E5", 1)
            .hero("brute", "E8", 2);
    sc.turnOrder(new int[] {-1}, GameState.NONE);
    sc.act(new Action.DrawTurn());
    assertThat(sc.s.actions.points()).isEqualTo(5);
  }
}
