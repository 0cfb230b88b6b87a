package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * {@code forge validate} makes the checks {@code forge build} makes, through the same code: on the
 * same card data both report the same problems, balance outliers and every other warning included.
 */
class ValidateAndBuildAgreeTest {
  @TempDir Path work;

  /** What a command reported about the data: its standard error without forge's progress lines. */
  private static List<String> problems(ForgeRun run) {
    return run.err().lines().filter(l -> !l.startsWith("forge: ")).toList();
  }

  @Test
  void validateReportsEveryWarningBuildReports() {
    Path data = ShippedData.copyInto(work);
    // a range longer than the map (range-beyond-map), beside the balance outliers of the shipped
    // set
    ShippedData.edit(data, "spells/fire.yaml", "range: 4", "range: 18");
    ForgeRun validate = ForgeRun.of("validate", "--data", data.toString());
    ForgeRun build =
        ForgeRun.of("build", "--data", data.toString(), "--out", work.resolve("out").toString());
    assertThat(validate.exitCode()).as(validate.err()).isZero();
    assertThat(build.exitCode()).as(build.err()).isZero();

    List<String> found = problems(validate);
    assertThat(found)
        .anyMatch(l -> l.contains("warning[balance]"))
        .anyMatch(l -> l.contains("warning[range-beyond-map]"));
    assertThat(problems(build)).isEqualTo(found);
    assertThat(validate.out()).contains("are valid (" + count(found) + " warnings above");
  }

  private static long count(List<String> problems) {
    return problems.stream().filter(l -> l.contains(": warning[")).count();
  }
}
