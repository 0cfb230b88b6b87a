package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.rules.PickupKind;

/**
 * A compensation trade's mana goes to the hero the receiving side chooses (docs/rules-model.md §6):
 * the game waits for the side's first player when the side has more than one hero in play.
 */
class CompensationTest {
  /**
   * Side 1 (walker E9, strider A1) against side 2 (brute E5), the brute's turn ending: the mana orb
   * can only come back at E6, where side 2's brute is 1 away and side 1's walker 3, so side 1 gains
   * 2 points.
   */
  private static Scenario twoPointsForSideOne() {
    return Scenario.onPlains()
        .hero("walker", "E9", 1)
        .hero("strider", "A1", 1)
        .hero("brute", "E5", 2)
        .onlyFreeCell("E6", PickupKind.HEALING)
        .heroTurn("brute");
  }

  @Test
  void aSideReachingThreePointsPicksWhichOfItsHeroesGainsTheMana() {
    Scenario sc = twoPointsForSideOne().counter(1, 2);
    sc.end();
    Applied respawn = sc.act(new Action.RespawnOrb(PickupKind.MANA));
    assertThat(respawn.outcome().cell()).isEqualTo(Scenario.cell("E6"));

    assertThat(sc.s.phase()).isEqualTo(Phase.COMPENSATE);
    assertThat(sc.s.decider()).as("side 1's player is asked, not the turn's").isEqualTo(1);
    assertThat(sc.legal())
        .containsExactlyInAnyOrder(
            new Action.Compensate(sc.h("walker")), new Action.Compensate(sc.h("strider")));
    assertThat(sc.s.compensationSide()).isEqualTo(1);
    assertThat(sc.s.compensationPoints()).isEqualTo(1);

    Applied chosen = sc.act(new Action.Compensate(sc.h("strider")));
    assertThat(chosen.events()).containsExactly(new Event.ManaChanged(sc.h("strider"), 1));
    assertThat(sc.s.mana(sc.h("strider"))).isEqualTo(1);
    assertThat(sc.s.mana(sc.h("walker"))).isZero();
    assertThat(sc.s.phase()).as("the game goes on to the next card").isEqualTo(Phase.DRAW_TURN);
  }

  @Test
  void pointsShortOfATradeAskNothing() {
    Scenario sc = twoPointsForSideOne();
    sc.end();
    sc.act(new Action.RespawnOrb(PickupKind.MANA));
    assertThat(sc.s.phase()).isEqualTo(Phase.DRAW_TURN);
    assertThat(sc.s.compensationPoints()).isEqualTo(2);
  }

  @Test
  void sixPointsAreTwoTradesAndTwoChoices() {
    // Side 1 holds 5: the 2 points of E6 make 7, two trades and 1 point left.
    Scenario sc = twoPointsForSideOne().counter(1, 5).mana("walker", 4);
    sc.end();
    sc.act(new Action.RespawnOrb(PickupKind.MANA));
    assertThat(sc.s.phase()).isEqualTo(Phase.COMPENSATE);
    sc.act(new Action.Compensate(sc.h("walker")));
    assertThat(sc.s.phase()).as("the second trade asks again").isEqualTo(Phase.COMPENSATE);
    sc.act(new Action.Compensate(sc.h("strider")));
    assertThat(sc.s.phase()).isEqualTo(Phase.DRAW_TURN);
    assertThat(sc.s.mana(sc.h("walker"))).isEqualTo(5);
    assertThat(sc.s.mana(sc.h("strider"))).isEqualTo(1);
    assertThat(sc.s.compensationPoints()).isEqualTo(1);
  }

  @Test
  void aSideWithOneHeroInPlayGainsTheManaWithoutBeingAsked() {
    // Side 2 (brute E5) against side 1 (walker E9 alone): E6 gives side 1 2 points on top of 2.
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E9", 1)
            .hero("brute", "E5", 2)
            .onlyFreeCell("E6", PickupKind.HEALING)
            .heroTurn("brute")
            .counter(1, 2);
    sc.end();
    Applied respawn = sc.act(new Action.RespawnOrb(PickupKind.MANA));
    assertThat(sc.s.phase()).isEqualTo(Phase.DRAW_TURN);
    assertThat(respawn.events()).contains(new Event.ManaChanged(sc.h("walker"), 1));
    assertThat(sc.s.mana(sc.h("walker"))).isEqualTo(1);
    assertThat(sc.s.compensationPoints()).isEqualTo(1);
  }

  @Test
  void onASideOfTwoItsFirstPlayerPicksAmongBothPlayersHeroes() {
    // Side 1: player 1's walker (E9), player 3's strider (A1); side 2: player 2's brute (E5).
    Scenario sc =
        Scenario.teams(Lineup.TWO_V_TWO)
            .hero("walker", "E9", 1)
            .hero("strider", "A1", 3)
            .hero("brute", "E5", 2)
            .hero("sailor", "J1", 4)
            .onlyFreeCell("E6", PickupKind.HEALING)
            .counter(1, 2)
            .playerTurn(3);
    sc.end();
    sc.act(new Action.RespawnOrb(PickupKind.MANA));
    assertThat(sc.s.phase()).isEqualTo(Phase.COMPENSATE);
    assertThat(sc.s.decider()).as("the side's first player, not the turn's partner").isEqualTo(1);
    assertThat(sc.legal())
        .containsExactlyInAnyOrder(
            new Action.Compensate(sc.h("walker")), new Action.Compensate(sc.h("strider")));
    sc.act(new Action.Compensate(sc.h("strider")));
    assertThat(sc.s.mana(sc.h("strider"))).isEqualTo(1);
  }

  @Test
  void aTradeWhoseSideLostAHeroBeforeChoosingGoesToTheOneLeft() {
    // E6 gives side 1 2 points on top of 2: one trade for walker or strider; then, in the same
    // action, the strider dies.
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E9", 1)
            .hero("strider", "A1", 1)
            .hero("brute", "E5", 2)
            .counter(1, 2);
    Orbs.compensate(sc.s, Scenario.cell("E6"), Events.off());
    Roster.damage(sc.s, sc.h("strider"), 100, Events.off());
    Interrupts.settle(sc.s, Events.off());
    assertThat(sc.s.phase())
        .as("the strider's player picks its replacement")
        .isEqualTo(Phase.SPAWN);
    assertThat(sc.s.mana(sc.h("walker"))).isEqualTo(1);
  }
}
