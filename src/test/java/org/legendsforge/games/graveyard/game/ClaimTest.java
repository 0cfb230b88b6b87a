package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Claiming dormant heroes (docs/rules-model.md §8). */
class ClaimTest {
  private static Scenario nextToDormant() {
    return Scenario.onPlains()
        .hero("walker", "E5", 1)
        .hero("brute", "A1", 2)
        .dormant("strider", "F6")
        .dormant("sailor", "E3")
        .heroTurn("walker");
  }

  @Test
  void aHeroClaimsADormantHeroTouchingItDiagonalsIncluded() {
    Scenario sc = nextToDormant();
    assertThat(sc.legal(Action.Claim.class))
        .extracting(Action.Claim::hero)
        .containsOnly(sc.h("strider"));
    Action.Claim claim = sc.legal(Action.Claim.class).get(0);
    sc.act(claim);
    int strider = sc.h("strider");
    assertThat(sc.s.owner(strider)).isEqualTo(1);
    assertThat(sc.s.health(strider)).isEqualTo(10);
    assertThat(sc.s.weapons(strider)).containsExactly(claim.kept());
    assertThat(Pile.contains(sc.s.piles.turnDraw(), strider)).isTrue();
  }

  @Test
  void onlyOneClaimATurn() {
    Scenario sc = nextToDormant();
    sc.act(sc.legal(Action.Claim.class).get(0));
    sc.step("E4");
    assertThat(sc.s.cell(sc.h("walker"))).isEqualTo(Scenario.cell("E4"));
    assertThat(sc.legal(Action.Claim.class)).isEmpty();
  }

  @Test
  void atMostThreeClaimsAPlayerInAGame() {
    Scenario sc = nextToDormant().claims(1, 2);
    assertThat(sc.legal(Action.Claim.class)).isNotEmpty();
    sc.claims(1, 1);
    assertThat(sc.legal(Action.Claim.class)).isEmpty();
  }
}
