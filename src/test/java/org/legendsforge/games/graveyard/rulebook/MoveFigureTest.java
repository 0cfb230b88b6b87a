package org.legendsforge.games.graveyard.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The movement figure shows what the rules model says a move may reach, read from its text. */
class MoveFigureTest {
  private final FigureReader reader = new FigureReader();

  private Figure.MoveCase only(String line) {
    FigureReader.Result r = reader.read("figure move", line + "\n");
    assertThat(r.problems()).isEmpty();
    return ((Figure.Moves) r.figure().orElseThrow()).cases().get(0);
  }

  @Test
  void theOneAnyStepEntersAWallOfMountainButCannotCrossIt() {
    Figure.MoveCase c = only("A2 | 1 any + 2 P H F | PPPPP PMMPP PPPPP | a wall");
    List<String> cells = c.reachable().stream().map(x -> x.name()).toList();
    // B2 takes the any step; C2 would need a second one, and the way round is too long
    assertThat(cells).contains("B2", "C1", "C3").doesNotContain("C2", "D2", "A2");
  }

  @Test
  void aCellAnotherHeroHoldsIsPassedButNeverEndedOn() {
    Figure.MoveCase c = only("A1 | 3 P | PP*PPP PPPPP | in the way");
    List<String> cells = c.reachable().stream().map(x -> x.name()).toList();
    assertThat(c.others()).extracting(x -> x.name()).containsExactly("B1");
    assertThat(cells).doesNotContain("B1").contains("C1", "D1");
  }

  @Test
  void terrainNoAllowanceEntersIsCrossedAndNothingBeyondItIsReachedThroughIt() {
    Figure.MoveCase c = only("A1 | 2 P H F M | PWP PWP | a channel");
    assertThat(c.neverEntered()).extracting(x -> x.name()).containsExactly("B1", "B2");
    assertThat(c.reachable()).extracting(x -> x.name()).containsExactly("A2");
  }

  @Test
  void cellsBeyondThePictureAreNotCounted() {
    Figure.MoveCase c = only("A1 | 3 P | PP PP | small");
    assertThat(c.reachable()).extracting(x -> x.name()).containsExactly("B1", "A2", "B2");
  }

  @Test
  void aMistypedMovementIsAProblemAtItsColumn() {
    FigureReader.Result r = reader.read("figure move", "B2 | 2 Q | PPP PPP | oops\n");
    assertThat(r.figure()).isEmpty();
    assertThat(r.problems()).singleElement().satisfies(p -> assertThat(p.line()).isEqualTo(2));
  }
}
