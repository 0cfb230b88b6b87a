package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A player turn's 3 redistribute points (docs/rules-model.md §9, §13). */
class RedistributionTest {
  private static Scenario team() {
    return Scenario.onPlains()
        .hero("walker", "E5", 1)
        .hero("strider", "A1", 1)
        .hero("brute", "J9", 2)
        .mana("walker", 4)
        .health("strider", 7)
        .playerTurn(1);
  }

  @Test
  void onePointMovesOneManaOrOneHealthBetweenFriends() {
    Scenario sc = team();
    int walker = sc.h("walker");
    int strider = sc.h("strider");
    sc.act(new Action.Redistribute(Action.Resource.MANA, walker, strider, 1));
    sc.act(new Action.Redistribute(Action.Resource.HEALTH, walker, strider, 1));
    sc.act(new Action.Redistribute(Action.Resource.MANA, walker, strider, 1));
    assertThat(sc.s.mana(walker)).isEqualTo(2);
    assertThat(sc.s.mana(strider)).isEqualTo(2);
    assertThat(sc.s.health(walker)).isEqualTo(11);
    assertThat(sc.s.health(strider)).isEqualTo(8);
    assertThat(sc.legal()).as("three points spent").containsExactly(new Action.EndTurn());
  }

  @Test
  void severalPointsMayMoveSeveralUnitsAtOnce() {
    Scenario sc = team();
    Action.Redistribute two =
        new Action.Redistribute(Action.Resource.MANA, sc.h("walker"), sc.h("strider"), 2);
    assertThat(sc.legal()).doesNotContain(two);
    assertThat(sc.engine.isLegal(sc.s, two)).isTrue();
    sc.engine.apply(sc.s, two);
    assertThat(sc.s.mana(sc.h("strider"))).isEqualTo(2);
    Action.Redistribute tooMany =
        new Action.Redistribute(Action.Resource.MANA, sc.h("walker"), sc.h("strider"), 2);
    assertThat(sc.engine.isLegal(sc.s, tooMany)).as("one point left").isFalse();
  }

  @Test
  void threePointsMoveAHyperOrb() {
    Scenario sc = team();
    int walker = sc.h("walker");
    sc.hyper("walker");
    sc.act(new Action.Redistribute(Action.Resource.HYPER, walker, sc.h("strider"), 3));
    assertThat(sc.s.holdsHyper(sc.h("strider"))).isTrue();
    assertThat(sc.s.holdsHyper(walker)).isFalse();
  }

  @Test
  void nothingMovesToAnEnemyNorHealthPastTheStartingHealth() {
    Scenario sc = team();
    assertThat(sc.legal(Action.Redistribute.class))
        .noneMatch(r -> r.to() == sc.h("brute") || r.from() == sc.h("brute"))
        .noneMatch(r -> r.what() == Action.Resource.HEALTH && r.to() == sc.h("walker"));
  }
}
