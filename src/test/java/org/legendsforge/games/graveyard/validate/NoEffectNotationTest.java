package org.legendsforge.games.graveyard.validate;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * Notation that changes nothing is an error where it is written, not a card that builds and then
 * plays differently from what its writer meant: a hero that can never move, a part of a movement
 * with no steps, a terrain named twice, an area that is only the hero it would hit anyway, {@code
 * over} where there is nothing to see past.
 */
class NoEffectNotationTest {
  @TempDir Path work;

  @ParameterizedTest(name = "{2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "heroes.yaml | movement: 2 W + 1 any | movement: 0 any | 15 | movement-notation"
            + " | has 0 steps: the hero could never move",
        "heroes.yaml | movement: 2 W + 1 any | movement: 0 W + 0 any | 15 | movement-notation"
            + " | has 0 steps",
        "heroes.yaml | movement: 1 any + 2 P H M | movement: 1 any + 0 P H M | 23"
            + " | movement-notation | the part \"0 P H M\" of movement \"1 any + 0 P H M\" adds no"
            + " step",
        "heroes.yaml | movement: 3 F + 1 P H | movement: 3 F + 1 P H p | 27 | movement-notation"
            + " | \"p\" is named twice in \"1 P H p\"",
        "heroes.yaml | movement: 2 P H F M | movement: 2 P any | 19 | movement-notation"
            + " | \"any\" in \"2 P any\" already admits every terrain",
        "heroes.yaml | movement: 2 P H F M | movement: 2 any W | 21 | movement-notation"
            + " | \"any\" in \"2 any W\" already admits every terrain",
        "spells/fire.yaml | range: 4\\n    area: 1r0d | range: 4\\n    area: 0r0d | 11 | no-effect"
            + " | \"fireball\": area 0r0d is only its centre cell, so it hits the one hero there",
        "spells/fire.yaml | range: 4\\n    area: 1r0d | range: 0\\n    area: 0r0d | 11 | no-effect"
            + " | area 0r0d is only its centre cell, the user's own",
        "spells/fire.yaml | range: 6\\n    area: 1r0d | range: 0\\n    area: 1r0d | 11 | no-effect"
            + " | \"falling-star\": over lets a card reach past what blocks sight, but at range 0",
        "chaos.yaml | - maxRange: 3 | - maxRange: 17 | 19 | no-effect"
            + " | maxRange 17 limits nothing: no two cells of the map are more than 17 apart"
      })
  void isALocatedErrorWithAHint(
      String file, String from, String to, int column, String check, String message) {
    Path data = ShippedData.copyInto(work);
    // "\n" in a row is a line break; the error is on the last line written
    int line = ShippedData.edit(data, file, from.replace("\\n", "\n"), to.replace("\\n", "\n"));
    line += to.split("\\\\n").length - 1;
    if (message.contains("over lets")) {
      line += 1;
    }
    ForgeRun run = ForgeRun.of("validate", "--data", data.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err())
        .contains("card-data/" + file + ":" + line + ":" + column + ": error[" + check + "]: ")
        .contains(message)
        .contains("  hint: ");
  }
}
