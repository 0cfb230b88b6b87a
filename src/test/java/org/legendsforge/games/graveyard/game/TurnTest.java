package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.Status;

/**
 * The turn loop (docs/rules-model.md §5, §12, §13): decay, mana income, statuses, the Turn Order
 * deck.
 */
class TurnTest {
  @Test
  void decayHurtsAtTheStartOfTheHerosOwnTurnThenManaComesIn() {
    Scenario sc = Scenario.onPlains().hero("walker", "E5", 1).hero("brute", "A1", 2);
    sc.decay("walker", 2);
    sc.turnOrder(new int[] {sc.h("walker")}, GameState.NONE);
    sc.act(new Action.DrawTurn());
    assertThat(sc.s.health(sc.h("walker"))).isEqualTo(10);
    assertThat(sc.s.mana(sc.h("walker"))).isEqualTo(1);
    assertThat(sc.s.decay(sc.h("walker"))).isEqualTo(2);
  }

  @Test
  void aStunnedHeroStillGainsManaButNeitherAttacksNorCasts() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "sword")
            .hero("brute", "E6", 2)
            .hand(1, "spark")
            .mana("walker", 3);
    sc.status("walker", Status.STUN);
    sc.turnOrder(new int[] {sc.h("walker")}, GameState.NONE);
    sc.act(new Action.DrawTurn());
    assertThat(sc.s.mana(sc.h("walker"))).isEqualTo(4);
    assertThat(sc.legal()).noneMatch(a -> a instanceof Action.Attack || a instanceof Action.Cast);
    assertThat(sc.steps()).isNotEmpty();
  }

  @Test
  void aStatusLastsUntilTheEndOfTheAffectedHerosNextTurn() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "sword")
            .hero("brute", "E8", 2)
            .hand(1, "roots")
            .mana("walker", 3)
            .heroTurn("walker");
    sc.cast("roots", AimAt.hero(sc.h("brute")), Choices.NONE);
    sc.end();
    assertThat(sc.s.stuck(sc.h("brute"))).isTrue();
    // Walker's second turn ends: brute is still stuck, its own next turn has not come.
    sc.heroTurn("walker").end();
    assertThat(sc.s.stuck(sc.h("brute"))).isTrue();
    sc.heroTurn("brute");
    assertThat(sc.steps()).isEmpty();
    sc.end();
    assertThat(sc.s.stuck(sc.h("brute"))).isFalse();
  }

  @Test
  void aStatusGivenAgainDoesNotStack() {
    Scenario sc = Scenario.onPlains().hero("walker", "E5", 1).hero("brute", "E8", 2);
    Effects.status(sc.s, sc.h("brute"), Status.SLOW, Events.off());
    Effects.status(sc.s, sc.h("brute"), Status.SLOW, Events.off());
    sc.heroTurn("brute").end();
    assertThat(sc.s.slowed(sc.h("brute"))).isFalse();
  }

  @Test
  void aShieldTakesDamageFirst() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "sword")
            .hero("brute", "E6", 2)
            .heroTurn("walker");
    sc.shield("brute", 2);
    Applied a = sc.attack("sword", "brute");
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(15);
    assertThat(sc.s.shield(sc.h("brute"))).isZero();
    assertThat(a.events()).contains(new Event.Damaged(sc.h("brute"), 1, 2, 1));
  }

  @Test
  void oneWeaponActionOneSpellActionAndAnyNumberOfNoActionSpells() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "sword", "bow")
            .hero("brute", "E6", 2)
            .spirit(1, "fiery")
            .hand(1, "dart", "spark")
            .mana("walker", 5)
            .heroTurn("walker");
    sc.attack("sword", "brute");
    assertThat(sc.legal(Action.Attack.class)).isEmpty();
    sc.cast("spark", AimAt.hero(sc.h("brute")), Choices.NONE);
    sc.cast("dart", AimAt.hero(sc.h("brute")), Choices.NONE);
    assertThat(sc.legal(Action.Cast.class)).isEmpty();
    assertThat(sc.s.mana(sc.h("walker"))).isEqualTo(3);
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(16 - 3 - 1 - 2);
  }

  @Test
  void theTurnOrderDeckIsReshuffledWhenItRunsOut() {
    Scenario sc = Scenario.onPlains().hero("walker", "E5", 1).hero("brute", "E8", 2);
    sc.turnOrder(new int[] {-1}, new int[] {-2, sc.h("walker"), sc.h("brute")});
    Applied first = sc.act(new Action.DrawTurn());
    assertThat(first.outcome().reshuffled()).isFalse();
    assertThat(sc.s.phase()).isEqualTo(Phase.PLAYER_TURN);
    sc.end();
    sc.act(new Action.RespawnOrb(org.legendsforge.games.graveyard.rules.PickupKind.MANA));
    Applied second = sc.act(new Action.DrawTurn());
    assertThat(second.outcome().reshuffled()).isTrue();
    assertThat(sc.s.turnOrderDrawPile()).isEqualTo(3);
    assertThat(sc.s.turnOrderDiscard()).isEqualTo(1);
  }

  @Test
  void anyOrbMissingAtTheEndOfATurnIsRespawnedByTheTurnsPlayer() {
    Scenario sc =
        Scenario.onPlains().hero("walker", "E5", 1).hero("brute", "E8", 2).heroTurn("walker");
    sc.end();
    assertThat(sc.s.phase()).isEqualTo(Phase.RESPAWN_ORB);
    assertThat(sc.s.decider()).isEqualTo(1);
    assertThat(sc.legal()).extracting(Action::kind).containsOnly("respawn").hasSize(4);
  }
}
