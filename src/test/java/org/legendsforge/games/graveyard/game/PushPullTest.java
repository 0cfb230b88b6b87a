package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.rules.PushBack.Axis;

/**
 * Push back and pull (docs/rules-model.md §5): away from or towards the effect's owner, axis by
 * axis.
 */
class PushPullTest {
  private static Scenario shover(String at, String enemyAt) {
    return Scenario.onPlains()
        .hero("walker", at, 1)
        .hero("brute", enemyAt, 2)
        .mana("walker", 5)
        .hand(1, "shove", "tow")
        .heroTurn("walker");
  }

  private static List<Choices> choicesOf(Scenario sc, String spell) {
    int spellIndex = sc.cards.spellIndex(spell);
    return sc.legal(Action.Cast.class).stream()
        .filter(c -> c.spell() == spellIndex)
        .map(Action.Cast::choices)
        .toList();
  }

  @Test
  void aTargetInTheSameRowIsPushedAlongTheRowWithNoChoice() {
    Scenario sc = shover("E5", "F5");
    assertThat(choicesOf(sc, "shove")).containsExactly(Choices.NONE);
    sc.cast("shove", AimAt.hero(sc.h("brute")), Choices.NONE);
    assertThat(sc.cellOf("brute")).isEqualTo("H5");
  }

  @Test
  void aTargetInTheSameColumnIsPushedAlongTheColumn() {
    Scenario sc = shover("E5", "E4");
    sc.cast("shove", AimAt.hero(sc.h("brute")), Choices.NONE);
    assertThat(sc.cellOf("brute")).isEqualTo("E2");
  }

  @Test
  void aDiagonalTargetIsPushedAlongTheAxesItsOwnerChooses() {
    // A push of 2 from E5 on F4 (it differs on both axes at every step).
    Scenario sc = Scenario.onPlains().hero("walker", "E5", 1).hero("brute", "F4", 2);
    Displacement.push(
        sc.s, sc.h("brute"), Scenario.cell("E5"), 2, List.of(Axis.COLUMN, Axis.ROW), Events.off());
    assertThat(sc.cellOf("brute")).isEqualTo("G3");
    sc.place("brute", "F4");
    Displacement.push(
        sc.s, sc.h("brute"), Scenario.cell("E5"), 2, List.of(Axis.ROW, Axis.ROW), Events.off());
    assertThat(sc.cellOf("brute")).isEqualTo("F2");
  }

  @Test
  void aDiagonalSpearThrustOffersBothDirections() {
    // The spear (range 2, push 1) on a diagonal enemy: one choice per way it can go.
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "spear")
            .hero("brute", "F4", 2)
            .heroTurn("walker");
    List<Action.Attack> attacks = sc.legal(Action.Attack.class);
    assertThat(attacks).hasSize(2);
    Action.Attack up =
        attacks.stream()
            .filter(a -> a.choices().pushes().get(0).axes().equals(List.of(Axis.ROW)))
            .findFirst()
            .orElseThrow();
    sc.act(up);
    assertThat(sc.cellOf("brute")).isEqualTo("F3");
  }

  @Test
  void aPushStopsAtTheMapEdgeAndBeforeAHero() {
    Scenario sc = shover("H5", "I5");
    sc.cast("shove", AimAt.hero(sc.h("brute")), Choices.NONE);
    assertThat(sc.cellOf("brute")).isEqualTo("J5");

    Scenario blocked = shover("E5", "F5").hero("sailor", "H5", 1);
    blocked.cast("shove", AimAt.hero(blocked.h("brute")), Choices.NONE);
    assertThat(blocked.cellOf("brute")).isEqualTo("G5");
  }

  @Test
  void aPullBringsTheTargetTowardsItsOwnerAndStopsNextToIt() {
    Scenario sc = shover("E5", "E9");
    sc.cast("tow", AimAt.hero(sc.h("brute")), Choices.NONE);
    assertThat(sc.cellOf("brute")).isEqualTo("E6");
  }

  @Test
  void aPullFromADiagonalOffersEachDistinctPath() {
    Scenario sc = shover("E5", "G7");
    List<Choices> options = choicesOf(sc, "tow");
    // Three steps towards E5 from G7: two columns and two rows to close, one step short.
    assertThat(options).hasSizeGreaterThan(1);
    for (Choices c : options) {
      GameState copy = sc.s.copy();
      sc.engine.apply(
          copy, new Action.Cast(sc.cards.spellIndex("tow"), AimAt.hero(sc.h("brute")), c));
      assertThat(Battlefield.distance(copy.cell(sc.h("brute")), Scenario.cell("E5"))).isEqualTo(1);
    }
  }
}
