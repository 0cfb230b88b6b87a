package org.legendsforge.games.graveyard.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ReachabilityTest {
  private static String reach(Board b, String from, String spec, boolean slow, String... occupied)
      throws NotationException {
    Set<Cell> occ = new java.util.HashSet<>();
    for (String o : occupied) {
      occ.add(Cell.parse(o));
    }
    return new Reachability(b)
        .reachable(Cell.parse(from), MovementSpec.parse(spec), slow, occ).stream()
            .map(Cell::name)
            .collect(Collectors.joining(" "));
  }

  @ParameterizedTest(name = "{0} slowed is {1}")
  @CsvSource({
    "'1 any + 1 P H F', '1 P H F'",
    "'1 any + 2 P H F', '1 P H F'",
    "'2 P H + 2 F M', '2 P H'",
    "'2 F M + 2 P H', '2 F M'",
    "'3 any', '1 any'",
    "'1 W', '0 any'",
    "'2 P + 2 P H F + 1 any', '2 P'",
  })
  void slowExamples(String spec, String slowed) throws NotationException {
    assertThat(MovementSpec.parse(spec).slowed().notation()).isEqualTo(slowed);
  }

  @Test
  void defaultMovementOnOpenPlainsIsEveryCellWithinThree() throws NotationException {
    Board b = Fixtures.plainsWith();
    Cell e5 = Cell.parse("E5");
    List<Cell> expected =
        Cell.all().stream().filter(c -> !c.equals(e5) && c.distanceTo(e5) <= 3).toList();
    assertThat(new Reachability(b).reachable(e5, MovementSpec.DEFAULT, Set.of()))
        .containsExactlyElementsOf(expected);
  }

  @Test
  void slowedDefaultMovementReachesOnlyTheNeighbours() throws NotationException {
    assertThat(reach(Fixtures.plainsWith(), "E5", "1 any + 2 P H F", true))
        .isEqualTo("E4 D5 F5 E6");
  }

  @Test
  void anyAllowanceIsSpentOnTheCellOnlyItAdmits() throws NotationException {
    // Mountains at C1 and along row 2: only "1 any" enters one, whenever it is spent.
    Board b = Fixtures.plainsWith("C1=M", "A2=M", "B2=M", "C2=M", "D2=M", "E2=M");
    String expected = "B1 C1 D1 A2 B2 A3 B3 A4";
    assertThat(reach(b, "A1", "1 any + 2 P H F", false)).isEqualTo(expected);
    assertThat(reach(b, "A1", "2 P H F + 1 any", false)).isEqualTo(expected);
    assertThat(reach(b, "A1", "3 P H F", false)).isEqualTo("B1");
  }

  @Test
  void waterEntersSeaAndRiversOnly() throws NotationException {
    Board b =
        Fixtures.plainsWith(
            "B1=W", "C1=P~", "D1=F~", "E1=W", "A2=M", "B2=H~", "C2=M", "D2=M", "E2=M", "F1=M");
    assertThat(reach(b, "A1", "4 W", false)).isEqualTo("B1 C1 D1 E1 B2");
    assertThat(reach(b, "A1", "1 P", false)).isEmpty();
    // River hills also admit H; plain water cannot continue into the plains of B3.
    assertThat(reach(b, "A1", "2 W", false)).isEqualTo("B1 C1 B2");
    // After the water step into B1, plains movement enters the river plains C1 but not hills B2.
    assertThat(reach(b, "A1", "1 W + 1 P", false)).isEqualTo("B1 C1");
    assertThat(reach(b, "A1", "1 W + 1 H", false)).isEqualTo("B1 B2");
  }

  @Test
  void passesThroughOccupiedCellsButNeverEndsThere() throws NotationException {
    Board b = Fixtures.plainsWith("A2=M", "B2=M", "C2=M", "D2=M");
    assertThat(reach(b, "A1", "3 P", false, "B1", "C1")).isEqualTo("D1");
  }

  @Test
  void startCellIsNeverADestination() throws NotationException {
    assertThat(reach(Fixtures.plainsWith(), "A1", "2 P", false)).isEqualTo("B1 C1 A2 B2 A3");
  }

  @Test
  void seaBlocksLandMovement() throws NotationException {
    Board b = Fixtures.plainsWith("B1=W", "A2=W");
    assertThat(reach(b, "A1", "1 any + 2 P H F", false)).isEqualTo("B1 C1 D1 A2 B2 C2 A3 B3 A4");
    assertThat(reach(b, "A1", "3 P H F", false)).isEmpty();
  }
}
