package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.MinStd;
import org.legendsforge.games.graveyard.rules.Reachability;
import org.legendsforge.games.graveyard.rules.Terrain;

/**
 * A hero's move taken step by step (docs/rules-model.md §4, §13): the same cells as the rules'
 * move.
 */
class MovementTest {
  @Test
  void aMountainNeedsTheAnyUnitSoAPlainsStepKeepsItForLater() {
    // walker: 1 any + 2 P H F. From C5: C4 plains, C3 mountain.
    Scenario sc = Scenario.onPlains("C3=M").hero("walker", "C5", 1).heroTurn("walker");
    sc.step("C4");
    assertThat(sc.steps()).contains("C3");
    sc.step("C3");
    // The any unit paid for the mountain; one P H F unit is left, so plains only.
    assertThat(sc.steps()).containsExactlyInAnyOrder("C2", "B3", "D3", "C4");
    sc.step("C2");
    assertThat(sc.steps()).isEmpty();
  }

  @Test
  void theRulesExampleForestThenMountainThenHills() {
    // "1 any plus 2 P H F": one space onto forest, one onto mountains (the any unit), one onto
    // hills, in that order.
    Scenario sc =
        Scenario.onPlains("C4=F", "C3=M", "C2=H").hero("walker", "C5", 1).heroTurn("walker");
    sc.step("C4");
    sc.step("C3");
    sc.step("C2");
    assertThat(sc.cellOf("walker")).isEqualTo("C2");
    assertThat(sc.steps()).isEmpty();
  }

  @Test
  void theRulesSlowExampleLeavesOneStepOverPlainsHillsOrForest() {
    // "1 any + 1 P H F" and Slow: one space over plains, hills or forest.
    Scenario sc =
        Scenario.onPlains("E4=M", "D5=W", "F5=H", "E6=F").hero("scout", "E5", 1).heroTurn("scout");
    sc.status("scout", Status.SLOW);
    assertThat(sc.steps()).containsExactlyInAnyOrder("F5", "E6");
    sc.step("F5");
    assertThat(sc.steps()).isEmpty();
  }

  @Test
  void theMoveIsOverWhenEveryUnitIsSpent() {
    Scenario sc = Scenario.onPlains().hero("walker", "E5", 1).heroTurn("walker");
    sc.step("E4");
    sc.step("E3");
    sc.step("E2");
    assertThat(sc.steps()).isEmpty();
  }

  @Test
  void slowHalvesTheMoveTakingTheAnyUnitFirst() {
    // 1 any + 2 P H F slowed is 1 P H F (docs/rules-model.md §4): one step, never onto a mountain.
    Scenario sc = Scenario.onPlains("E4=M").hero("walker", "E5", 1).heroTurn("walker");
    sc.status("walker", Status.SLOW);
    assertThat(sc.steps()).containsExactlyInAnyOrder("D5", "F5", "E6");
    sc.step("E6");
    assertThat(sc.steps()).isEmpty();
  }

  @Test
  void aStuckHeroTakesNoStepButStillActs() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "sword")
            .hero("brute", "E6", 2)
            .heroTurn("walker");
    sc.status("walker", Status.STUCK);
    assertThat(sc.steps()).isEmpty();
    sc.attack("sword", "brute");
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(13);
  }

  @Test
  void aHeroPassingThroughAnotherMayOnlyStepOn() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "sword")
            .hero("brute", "E4", 1)
            .hero("sailor", "D4", 2)
            .heroTurn("walker");
    sc.step("E4");
    assertThat(sc.legal()).allMatch(a -> a instanceof Action.Step);
    sc.step("E3");
    assertThat(sc.legal()).anyMatch(a -> a instanceof Action.EndTurn);
  }

  @Test
  void aStepOntoAHeroIsOfferedOnlyWhenTheMoveCanGoOnToAFreeCell() {
    // brute: 2 P H F M, slowed to 1 unit: a step onto the hero at E4 could not end anywhere.
    Scenario sc =
        Scenario.onPlains().hero("brute", "E5", 1).hero("walker", "E4", 1).heroTurn("brute");
    sc.status("brute", Status.SLOW);
    assertThat(sc.steps()).containsExactlyInAnyOrder("D5", "F5", "E6");
    // With both units it may pass the hero, and go on, or even back to where it started.
    sc.s.board.cleanse(sc.h("brute"));
    assertThat(sc.steps()).contains("E4");
    sc.step("E4");
    assertThat(sc.steps()).containsExactlyInAnyOrder("E3", "D4", "F4", "E5");
  }

  /** Every cell a step-by-step move can end on is a cell of §4's reachable set, and back. */
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
  void stepByStepEndsWhereTheRulesMoveReaches(long seed) {
    MinStd rng = new MinStd(seed);
    String[] letters = {"P", "H", "F", "M", "W", "P~", "F~"};
    List<String> terrain = new ArrayList<>();
    for (Cell c : Cell.all()) {
      terrain.add(c.name() + "=" + letters[rng.below(letters.length)]);
    }
    String[] movers = {"walker", "strider", "sailor", "brute"};
    String mover = movers[(int) (seed % movers.length)];
    Scenario sc = Scenario.onPlains(terrain.toArray(String[]::new)).hero(mover, "E5", 1);
    Set<Cell> others = new HashSet<>();
    for (int i = 0; i < 6; i++) {
      Cell c = rng.cell();
      if (sc.s.heroAt(c.index()) < 0) {
        sc.hero(String.format("reserve-%02d", i + 1), c.name(), 2);
        others.add(c);
      }
    }
    sc.heroTurn(mover);
    int h = sc.h(mover);
    Set<Integer> ends = new TreeSet<>();
    explore(sc.engine, sc.s, h, ends, new HashSet<>());
    ends.remove(Scenario.cell("E5"));
    Reachability rules = new Reachability(sc.s.table().field().board());
    List<Integer> expected =
        rules
            .reachable(Cell.all().get(Scenario.cell("E5")), sc.cards.hero(h).movement(), others)
            .stream()
            .map(Cell::index)
            .toList();
    assertThat(ends).containsExactlyElementsOf(new TreeSet<>(expected));
  }

  private static void explore(
      Engine engine, GameState s, int hero, Set<Integer> ends, Set<String> seen) {
    if (!seen.add(s.cell(hero) + ":" + java.util.Arrays.toString(s.actions.moveLeft()))) {
      return;
    }
    if (!Moves.sharesCell(s, hero)) {
      ends.add(s.cell(hero));
    }
    for (Action a : engine.legalActions(s)) {
      if (a instanceof Action.Step) {
        GameState next = s.copy();
        engine.apply(next, a);
        explore(engine, next, hero, ends, seen);
      }
    }
  }

  @Test
  void waterMovementEntersSeaAndRiversOnly() {
    // sailor: 2 W + 1 any. From E5 onto the river at E4, the sea at E3, then any cell.
    Scenario sc = Scenario.onPlains("E4=P~", "E3=W").hero("sailor", "E5", 1).heroTurn("sailor");
    sc.step("E4");
    sc.step("E3");
    sc.step("E2");
    assertThat(sc.steps()).isEmpty();
    assertThat(Terrain.SEA.isLand()).isFalse();
  }
}
