package org.legendsforge.games.graveyard.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.legendsforge.games.graveyard.rules.DamageModifier.dividedBy;
import static org.legendsforge.games.graveyard.rules.DamageModifier.minus;
import static org.legendsforge.games.graveyard.rules.DamageModifier.plus;
import static org.legendsforge.games.graveyard.rules.DamageModifier.times;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Damage, push back, compensation, turn order, respawn and spell hands. */
class GameModelTest {
  private static Cell c(String name) {
    try {
      return Cell.parse(name);
    } catch (NotationException e) {
      throw new IllegalArgumentException(e);
    }
  }

  @Test
  void multipliersAndDivisorsComeBeforeAdditions() {
    assertThat(Damage.apply(3, List.of(plus(1), times(2)))).isEqualTo(7);
    assertThat(Damage.apply(5, List.of(plus(1), dividedBy(2)))).isEqualTo(3);
    assertThat(Damage.apply(5, List.of(dividedBy(3), times(2)))).isEqualTo(3);
    assertThat(Damage.apply(5, List.of(times(2), dividedBy(3)))).isEqualTo(3);
    assertThat(Damage.apply(2, List.of(minus(5)))).isZero();
    assertThat(Damage.apply(2, List.of(minus(5), plus(4)))).isEqualTo(1);
  }

  @Test
  void healthStaysBetweenZeroAndStartingHealth() {
    assertThat(Damage.afterDamage(4, 6)).isZero();
    assertThat(Damage.afterDamage(9, 3)).isEqualTo(6);
    assertThat(Damage.afterHealing(9, 5, 12)).isEqualTo(12);
    assertThat(Damage.afterHealing(5, 3, 12)).isEqualTo(8);
  }

  @Test
  void pushAlongTheOnlyDifferingAxis() {
    List<Cell> path = PushBack.path(c("C4"), c("E4"), 3, Set.of(), t -> PushBack.Axis.ROW);
    assertThat(path).containsExactly(c("F4"), c("G4"), c("H4"));
  }

  @Test
  void pushOwnerChoosesWhenBothAxesDiffer() {
    List<Cell> path =
        PushBack.path(
            c("C4"),
            c("D5"),
            3,
            Set.of(),
            t -> t.row() < 5 ? PushBack.Axis.ROW : PushBack.Axis.COLUMN);
    assertThat(path).containsExactly(c("D6"), c("E6"), c("F6"));
  }

  @Test
  void pushStopsAtTheEdgeAndBeforeHeroes() {
    assertThat(PushBack.path(c("A1"), c("I1"), 3, Set.of(), t -> PushBack.Axis.ROW))
        .containsExactly(c("J1"));
    assertThat(PushBack.path(c("A1"), c("C1"), 3, Set.of(c("E1")), t -> PushBack.Axis.ROW))
        .containsExactly(c("D1"));
    assertThat(PushBack.path(c("A1"), c("A1"), 3, Set.of(), t -> PushBack.Axis.ROW)).isEmpty();
  }

  @Test
  void compensationGoesToTheFartherSideAndCancelsFirst() {
    // Pickup at E5: side 1's closest hero is 4 away, side 2's is 1 away: side 1 gains 3 -> grant.
    Compensation.Outcome o =
        Compensation.NONE.afterPlacement(c("E5"), List.of(c("A5")), List.of(c("E6")));
    assertThat(o.counter()).isEqualTo(Compensation.NONE);
    assertThat(o.grantSide()).isEqualTo(1);
    assertThat(o.manaGrants()).isEqualTo(1);

    Compensation held = new Compensation(2, 2);
    Compensation.Outcome cancel = held.afterPlacement(c("E5"), List.of(c("E2")), List.of(c("E4")));
    // side 1 is 3 away, side 2 is 1 away: side 1 gains 2, cancelling side 2's 2 points.
    assertThat(cancel.counter()).isEqualTo(Compensation.NONE);
    assertThat(cancel.manaGrants()).isZero();

    Compensation.Outcome flip = held.afterPlacement(c("E5"), List.of(c("A1")), List.of(c("E4")));
    // side 1 gains 8 - 1 = 7: cancels 2, holds 5, grants 1, keeps 2.
    assertThat(flip.counter()).isEqualTo(new Compensation(1, 2));
    assertThat(flip.grantSide()).isEqualTo(1);
    assertThat(flip.manaGrants()).isEqualTo(1);
  }

  @Test
  void compensationIgnoresPlacementsWhenASideHasNoHero() {
    Compensation held = new Compensation(1, 2);
    assertThat(held.afterPlacement(c("E5"), List.of(c("A1")), List.of()).counter()).isEqualTo(held);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 99})
  void turnOrderDeckHoldsEveryHeroAndPlayerOnce(long seed) {
    TurnOrderDeck deck = TurnOrderDeck.shuffled(List.of("a", "b", "c", "d"), 2, new MinStd(seed));
    assertThat(deck.cards()).hasSize(6);
    assertThat(deck.cards().stream().filter(TurnOrderDeck.Card::isPlayer).count()).isEqualTo(2);
    assertThat(
            deck.cards().stream()
                .filter(card -> !card.isPlayer())
                .map(TurnOrderDeck.Card::hero)
                .collect(Collectors.toSet()))
        .containsExactlyInAnyOrder("a", "b", "c", "d");
  }

  @Test
  void respawnOffersThreeUnplayedHeroesOrAllThatRemain() {
    List<String> pool = List.of("a", "b", "c", "d", "e");
    List<String> offer = Respawn.offer(pool, new MinStd(4));
    assertThat(offer).hasSize(3).doesNotHaveDuplicates();
    assertThat(pool).containsAll(offer);
    assertThat(Respawn.offer(List.of("x", "y"), new MinStd(4))).containsExactlyInAnyOrder("x", "y");
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 17, 23, 1000})
  void respawnCellIsFree(long seed) {
    List<Cell> heroes = List.of(c("B2"), c("E5"), c("H8"));
    List<Cell> pickups = new ArrayList<>(List.of(c("A9"), c("J1")));
    for (int i = 0; i < 50; i++) {
      Cell s = Respawn.spawnCell(heroes, pickups, new MinStd(seed + i)).orElseThrow();
      assertThat(pickups).doesNotContain(s);
      assertThat(heroes).allMatch(h -> !h.equals(s) && !h.touches(s));
    }
  }

  @Test
  void spellHandDrawsUpToAndDiscardsOverTheLimit() {
    assertThat(SpellHand.endOfTurn(2, 0)).isEqualTo(new SpellHand.Change(2, 0));
    assertThat(SpellHand.endOfTurn(2, 3)).isEqualTo(new SpellHand.Change(0, 1));
    assertThat(SpellHand.endOfTurn(Map.of("fire", 1, "general", 2), Map.of("general", 4)))
        .containsEntry("fire", new SpellHand.Change(1, 0))
        .containsEntry("general", new SpellHand.Change(0, 2));
  }

  @Test
  void aFullMapGivesNoCellAndDrawsNothing() {
    MinStd rng = new MinStd(8);
    long before = rng.state();
    List<Cell> everywhere = Cell.all();
    assertThat(Placement.pickupCell(everywhere, List.of(), rng)).isEmpty();
    assertThat(Placement.heroCell(List.of(), everywhere, rng)).isEmpty();
    assertThat(rng.state()).isEqualTo(before);
    List<Cell> allButOne = Cell.all().subList(0, 89);
    assertThat(Placement.pickupCell(List.of(), allButOne, rng)).contains(c("J9"));
  }

  @Test
  void setupPickupsAreCompensatedFromZeroInPlacementOrder() {
    // side 1's hero at A1, side 2's at J9: an orb at B1 is 1 step from side 1, 16 from side 2.
    List<Cell> side1 = List.of(c("A1"));
    List<Cell> side2 = List.of(c("J9"));
    Compensation.Tally t = Compensation.ofSetup(List.of(c("B1"), c("J8")), side1, side2);
    // B1: side 2 farther by 15 -> 5 grants for side 2, 0 left; J8: side 1 farther by 15 -> 5
    // grants.
    assertThat(t.side2Grants()).isEqualTo(5);
    assertThat(t.side1Grants()).isEqualTo(5);
    assertThat(t.counter()).isEqualTo(Compensation.NONE);
    Compensation.Tally one = Compensation.ofSetup(List.of(c("A2"), c("A3")), side1, side2);
    // A2: 1 vs 16 -> 15 for side 2 (5 grants, 0 left); A3: 2 vs 15 -> 13 (4 grants, 1 left)
    assertThat(one.side2Grants()).isEqualTo(9);
    assertThat(one.side1Grants()).isZero();
    assertThat(one.counter()).isEqualTo(new Compensation(2, 1));
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 7, 99})
  void deckShufflesContinueTheSetupGenerator(long seed) {
    MinStd a = new MinStd(seed);
    List<List<Integer>> first = Setup.shuffleDecks(List.of(5, 0, 3), a);
    assertThat(first).hasSize(3);
    assertThat(first.get(0)).containsExactlyInAnyOrder(0, 1, 2, 3, 4);
    assertThat(first.get(1)).isEmpty();
    assertThat(first.get(2)).containsExactlyInAnyOrder(0, 1, 2);
    MinStd b = new MinStd(seed);
    List<Integer> five = new ArrayList<>(List.of(0, 1, 2, 3, 4));
    b.shuffle(five);
    assertThat(first.get(0)).isEqualTo(five);
    // A state is its own seed: a generator made from it goes on where the other one stopped.
    MinStd resumed = new MinStd(a.state());
    for (int i = 0; i < 5; i++) {
      assertThat(resumed.next()).isEqualTo(a.next());
    }
  }
}
