package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.rules.Compensation;
import org.legendsforge.games.graveyard.rules.PickupKind;

/** Orbs on the map, their respawn and the compensation counter (docs/rules-model.md §6, §12). */
class OrbTest {
  private static Scenario onOrb(PickupKind kind) {
    return Scenario.onPlains()
        .hero("walker", "E5", 1)
        .hero("brute", "A1", 2)
        .orb(kind, "E6")
        .heroTurn("walker");
  }

  @Test
  void aManaOrbGivesTwoManaEvenInPassing() {
    Scenario sc = onOrb(PickupKind.MANA);
    sc.step("E6");
    sc.act(new Action.Pickup(-1));
    assertThat(sc.s.mana(sc.h("walker"))).isEqualTo(2);
    assertThat(sc.s.orbAt(Scenario.cell("E6"))).isEqualTo(-1);
    assertThat(sc.steps()).as("the move goes on").isNotEmpty();
  }

  @Test
  void aHealingOrbHealsThreeOrGivesTwoManaAtFullHealth() {
    Scenario hurt = onOrb(PickupKind.HEALING).health("walker", 5);
    hurt.step("E6");
    hurt.act(new Action.Pickup(-1));
    assertThat(hurt.s.health(hurt.h("walker"))).isEqualTo(8);

    Scenario full = onOrb(PickupKind.HEALING);
    full.step("E6");
    full.act(new Action.Pickup(-1));
    assertThat(full.s.health(full.h("walker"))).isEqualTo(12);
    assertThat(full.s.mana(full.h("walker"))).isEqualTo(2);
  }

  @Test
  void aHyperOrbCostsThreeMana() {
    Scenario poor = onOrb(PickupKind.HYPER).mana("walker", 2);
    poor.step("E6");
    assertThat(poor.legal(Action.Pickup.class)).isEmpty();

    Scenario rich = onOrb(PickupKind.HYPER).mana("walker", 4);
    rich.step("E6");
    rich.act(new Action.Pickup(-1));
    assertThat(rich.s.holdsHyper(rich.h("walker"))).isTrue();
    assertThat(rich.s.mana(rich.h("walker"))).isEqualTo(1);
  }

  @Test
  void anItemOrbKeepsOneOfTheTopThreeItemsAndTheStartingWeapon() {
    Scenario sc = onOrb(PickupKind.ITEM);
    sc.s.board.arm(sc.h("walker"), new int[] {sc.cards.weaponIndex("sword")});
    sc.step("E6");
    List<Action.Pickup> keeps = sc.legal(Action.Pickup.class);
    assertThat(keeps)
        .extracting(p -> sc.cards.weapon(p.kept()).id())
        .containsExactly("great-axe", "longbow", "maul");
    sc.act(keeps.get(1));
    assertThat(sc.s.weapons(sc.h("walker")))
        .containsExactly(sc.cards.weaponIndex("sword"), sc.cards.weaponIndex("longbow"));
    assertThat(sc.s.piles.itemDeck())
        .containsExactly(
            sc.cards.weaponIndex("halberd"),
            sc.cards.weaponIndex("crossbow"),
            sc.cards.weaponIndex("great-axe"),
            sc.cards.weaponIndex("maul"));
  }

  @Test
  void aRespawnedOrbLandsOnACellWithNoHeroAndNoOrb() {
    for (int seed = 1; seed <= 30; seed++) {
      Scenario sc = onOrb(PickupKind.MANA).reseeded(seed);
      sc.end();
      Applied a = sc.act(new Action.RespawnOrb(PickupKind.HYPER));
      int at = a.outcome().cell();
      assertThat(sc.s.heroAt(at)).isEqualTo(-1);
      assertThat(GameState.orbKind(sc.s.orbAt(at))).isEqualTo(PickupKind.HYPER);
      assertThat(sc.s.orbs()).hasSize(2);
    }
  }

  @Test
  void theSideWhoseClosestHeroIsFartherGainsTheDifference() {
    // Player 1's closest hero is 1 away from E6, player 2's (A1) is 9 away: player 2 gains 8,
    // which is 2 mana grants and 2 points left.
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1)
            .hero("brute", "A1", 2)
            .hero("sailor", "J1", 2)
            .mana("sailor", 3);
    int[] gain = Orbs.compensate(sc.s, Scenario.cell("E6"), Events.off());
    assertThat(gain).containsExactly(2, 8);
    assertThat(sc.s.compensationSide()).isEqualTo(2);
    assertThat(sc.s.compensationPoints()).isEqualTo(2);
    assertThat(sc.s.turn.tradeSide()).as("side 2 picks its heroes for 2 trades").isEqualTo(2);
  }

  @Test
  void pointsGainedCancelTheOtherSidesFirst() {
    Scenario sc = Scenario.onPlains().hero("walker", "E5", 1).hero("brute", "E9", 2);
    sc.s.score.compensation(new Compensation(2, 2));
    // E1: player 1 is 4 away, player 2 is 8 away: player 2 gains 4, on top of its 2: 6 = 2
    // grants, each to its only hero.
    Orbs.compensate(sc.s, Scenario.cell("E1"), Events.off());
    assertThat(sc.s.compensationSide()).isZero();
    assertThat(sc.s.mana(sc.h("brute"))).isEqualTo(2);
    // F9: player 2 is 1 away, player 1 is 5 away: player 1 gains 4, keeps 1 after a grant.
    Orbs.compensate(sc.s, Scenario.cell("F9"), Events.off());
    assertThat(sc.s.compensationSide()).isEqualTo(1);
    assertThat(sc.s.compensationPoints()).isEqualTo(1);
    assertThat(sc.s.mana(sc.h("walker"))).isEqualTo(1);
  }
}
