package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/** The exact output of {@code forge rules area|los|move} on small fixtures. */
class RulesCommandTest {
  @TempDir Path work;

  private static final String MAP =
      String.join(
          "\n",
          "# a small test map: forest at B2, mountain at D3, a sea inlet with a river",
          "P  P  P  P  P  P  P  P  P  P",
          "P  F  P  P  P  P  P  P  P  P   # B2 forest",
          "P  P  P  M  P  P  P  W  W  W",
          "P  P  P  P  P  P  P  W  P~ P",
          "P  P  P  P  P  P  P  W  P  P",
          "P  P  P  P  P  P  P  P  P  P",
          "",
          "P  P  P  P  P  P  P  P  P  P",
          "P  P  P  P  P  P  P  P  P  P",
          "P  P  P  P  P  P  P  P  P  P",
          "");

  private String map(String text) throws Exception {
    Path p = work.resolve("map.txt");
    Files.writeString(p, text);
    return p.toString();
  }

  @Test
  void areaPictures() {
    assertThat(ForgeRun.of("rules", "area", "2r0d").out())
        .isEqualTo("OOXOO\nOXXXO\nXXXXX\nOXXXO\nOOXOO\n");
    assertThat(ForgeRun.of("rules", "area", "2r1d").out())
        .isEqualTo("OXXXO\nXXXXX\nXXXXX\nXXXXX\nOXXXO\n");
    assertThat(ForgeRun.of("rules", "area", "0r0d").out()).isEqualTo("X\n");
  }

  @Test
  void badAreaIsAUsageError() {
    ForgeRun run = ForgeRun.of("rules", "area", "1r2d");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("more diagonals than steps").contains("hint:");
  }

  @Test
  void notationIsReadStrictlyAsTheTabletopScriptReadsIt() throws Exception {
    String file = map(MAP);
    for (String cell : List.of("C04", "C٤", "C+4")) {
      ForgeRun run = ForgeRun.of("rules", "los", "--terrain", file, cell, "A1");
      assertThat(run.exitCode()).as(cell).isEqualTo(2);
      assertThat(run.err()).contains("is not a cell name").contains("A1 to J9");
    }
    for (String area : List.of("02r1d", "2r01d", "٢r1d", "100r0d")) {
      ForgeRun run = ForgeRun.of("rules", "area", area);
      assertThat(run.exitCode()).as(area).isEqualTo(2);
      assertThat(run.err()).contains("is not an area");
    }
  }

  @Test
  void lineOfSightBetweenTwoCells() throws Exception {
    String file = map(MAP);
    assertThat(ForgeRun.of("rules", "los", "--terrain", file, "A1", "C3").out())
        .isEqualTo("blocked\n");
    assertThat(ForgeRun.of("rules", "los", "--terrain", file, "A1", "J1").out())
        .isEqualTo("visible\n");
    assertThat(ForgeRun.of("rules", "los", "--terrain", file, "B2", "B9").out())
        .isEqualTo("visible\n");
    assertThat(ForgeRun.of("rules", "los", "--terrain", file, "C3", "E3").out())
        .isEqualTo("blocked\n");
  }

  @Test
  void everyPairInReadingOrder() throws Exception {
    String file = map(MAP);
    ForgeRun run = ForgeRun.of("rules", "los", "--terrain", file, "--all");
    assertThat(run.exitCode()).isZero();
    List<String> lines = run.out().lines().toList();
    assertThat(lines).hasSize(8100);
    assertThat(lines.get(0)).isEqualTo("A1 A1 visible");
    assertThat(lines.get(1)).isEqualTo("A1 B1 visible");
    assertThat(lines.get(10)).isEqualTo("A1 A2 visible");
    assertThat(lines.get(22)).isEqualTo("A1 C3 blocked");
    assertThat(lines.get(90)).isEqualTo("B1 A1 visible");
    assertThat(lines.get(8099)).isEqualTo("J9 J9 visible");
    for (int i = 0; i < 90; i++) {
      assertThat(lines.get(i * 90 + i)).endsWith(" visible");
    }
  }

  @Test
  void movementWithSeaRiverAndOccupiedCells() throws Exception {
    String file = map(MAP);
    assertThat(
            ForgeRun.of("rules", "move", "--terrain", file, "--from", "I3", "--spec", "2 W").out())
        .isEqualTo("H3 J3 H4 I4\n");
    assertThat(
            ForgeRun.of(
                    "rules",
                    "move",
                    "--terrain",
                    file,
                    "--from",
                    "A1",
                    "--spec",
                    "1 any + 2 P H F",
                    "--occupied",
                    "B1,A3")
                .out())
        .isEqualTo("C1 D1 A2 B2 C2 B3 A4\n");
    assertThat(ForgeRun.of("rules", "move", "--terrain", file, "--from", "A1", "--slow").out())
        .isEqualTo("B1 A2\n");
    assertThat(
            ForgeRun.of("rules", "move", "--terrain", file, "--from", "I3", "--spec", "3 M").out())
        .isEqualTo("\n");
  }

  @Test
  void badTerrainFileIsALocatedErrorWithExitOne() throws Exception {
    String bad = MAP.replace("P  P  P  M  P", "P  P  P  Q  P");
    String file = map(bad);
    ForgeRun run = ForgeRun.of("rules", "los", "--terrain", file, "A1", "B1");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            file
                + ":4:10: error[terrain-file]: unknown terrain \"Q\"\n"
                + "    P  P  P  Q  P  P  P  W  W  W\n"
                + "             ^\n"
                + "  hint: terrain letters are P plains, H hills, F forest, M mountain, W sea\n"
                + "1 problem (1 error, 0 warnings) in 1 file\n");
  }

  @Test
  void shortRowsAndMissingRowsAreLocated() throws Exception {
    String file = map("P P P\n" + "P P P P P P P P P P\n".repeat(7));
    ForgeRun run = ForgeRun.of("rules", "move", "--terrain", file, "--from", "A1");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .contains(file + ":1:6: error[terrain-file]: row 1 has 3 cells, a map has 10 across")
        .contains(file + ":8:20: error[terrain-file]: the map has 8 rows, it needs 9");
  }

  @Test
  void missingFileAndBadCellsAndMissingCells() throws Exception {
    assertThat(
            ForgeRun.of(
                    "rules", "los", "--terrain", work.resolve("none.txt").toString(), "A1", "B1")
                .exitCode())
        .isEqualTo(1);
    String file = map(MAP);
    ForgeRun badCell = ForgeRun.of("rules", "los", "--terrain", file, "K1", "B1");
    assertThat(badCell.exitCode()).isEqualTo(2);
    assertThat(badCell.err()).contains("column \"K\" is off the map");
    assertThat(ForgeRun.of("rules", "los", "--terrain", file, "A1").exitCode()).isEqualTo(2);
    assertThat(ForgeRun.of("rules", "los", "--terrain", file, "--all", "A1", "B1").exitCode())
        .isEqualTo(2);
    assertThat(
            ForgeRun.of("rules", "move", "--terrain", file, "--from", "A1", "--spec", "2 Q")
                .exitCode())
        .isEqualTo(2);
    assertThat(ForgeRun.of("rules").exitCode()).isEqualTo(2);
  }

  @Test
  void seedTerrainIsTheMapOfSetup() throws Exception {
    String data = ShippedData.folder().toString();
    ForgeRun setup = ForgeRun.of("setup", "--seed", "5", "--data", data, "--format", "json");
    assertThat(setup.exitCode()).as(setup.err()).isZero();
    var grid = new com.fasterxml.jackson.databind.ObjectMapper().readTree(setup.out()).get("grid");
    StringBuilder text = new StringBuilder();
    grid.forEach(row -> text.append(row.asText()).append('\n'));
    String file = map(text.toString());
    ForgeRun fromFile = ForgeRun.of("rules", "los", "--terrain", file, "--all");
    ForgeRun fromSeed = ForgeRun.of("rules", "los", "--terrain", "seed:5", "--data", data, "--all");
    assertThat(fromSeed.exitCode()).as(fromSeed.err()).isZero();
    assertThat(fromSeed.out()).isEqualTo(fromFile.out());
    assertThat(
            ForgeRun.of("rules", "move", "--terrain", "seed:5", "--data", data, "--from", "E5")
                .out())
        .isEqualTo(ForgeRun.of("rules", "move", "--terrain", file, "--from", "E5").out());
  }
}
