package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Areas (docs/rules-model.md §3, §12): harmful effects hit enemies in the area, helpful ones
 * friends.
 */
class AreaTest {
  @Test
  void aBlastHitsTheEnemiesInTheAreaAndSparesFriends() {
    // blast: range 4, area 1r0d, damage 2, aimed at F5: hits F5, E5, G5, F4, F6.
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "B5", 1)
            .hero("strider", "F4", 1)
            .hero("brute", "F5", 2)
            .hero("sailor", "G5", 2)
            .hero("reserve-01", "H5", 2)
            .mana("walker", 5)
            .hand(1, "blast")
            .heroTurn("walker");
    sc.cast("blast", AimAt.cell(Scenario.cell("F5")), Choices.NONE);
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(14);
    assertThat(sc.s.health(sc.h("sailor"))).isEqualTo(10);
    assertThat(sc.s.health(sc.h("reserve-01"))).isEqualTo(10);
    assertThat(sc.s.health(sc.h("strider"))).isEqualTo(10);
  }

  @Test
  void healingRainHealsFriendsInTheAreaTheCasterIncludedAndNoEnemy() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1)
            .hero("strider", "E6", 1)
            .hero("brute", "F5", 2)
            .health("walker", 5)
            .health("strider", 5)
            .health("brute", 5)
            .mana("walker", 5)
            .hand(1, "rain")
            .heroTurn("walker");
    sc.cast("rain", AimAt.cell(Scenario.cell("E5")), Choices.NONE);
    assertThat(sc.s.health(sc.h("walker"))).isEqualTo(7);
    assertThat(sc.s.health(sc.h("strider"))).isEqualTo(7);
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(5);
  }

  @Test
  void anAreaIsOfferedOnlyWhereItHitsSomeoneAndWithinRangeAndSight() {
    Scenario sc =
        Scenario.onPlains("D5=F")
            .hero("walker", "B5", 1)
            .hero("brute", "F5", 2)
            .mana("walker", 5)
            .hand(1, "blast")
            .heroTurn("walker");
    // Centres within 4 of B5 whose 1r0d area holds F5: E5 (behind the forest at D5: no sight),
    // F4, F6 (distance 5), F5 (distance 4, but D5 blocks the line). None is offered.
    assertThat(sc.legal(Action.Cast.class)).isEmpty();
    sc.place("walker", "B4");
    // From B4, E4 (distance 3) and F4 (4) see past the forest; E4's area does not reach F5,
    // F4's does.
    assertThat(sc.legal(Action.Cast.class))
        .extracting(c -> Battlefield.name(c.target().cell()))
        .contains("F4")
        .doesNotContain("E4");
  }

  @Test
  void aDormantHeroIsOnNoSide() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "sword")
            .dormant("brute", "E6")
            .heroTurn("walker");
    assertThat(sc.legal(Action.Attack.class)).isEmpty();
  }
}
