package org.legendsforge.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * Bad input costs what it is worth (issue 15, item 5): a file that makes a problem of every one of
 * its hundred thousand entries is reported with the first {@value Diagnostics#MAX_PER_FILE}
 * problems and a count of the rest, every problem still counted in the summary. The timeout only
 * guards the run (these inputs took minutes, or ran out of memory, before the cap); how fast they
 * are is measured in docs/performance.md, not asserted here.
 */
class BoundedCostTest {
  private static final Pattern SUMMARY =
      Pattern.compile("(?m)^(\\d+) problems \\((\\d+) errors, 0 warnings\\) in 1 file$");
  private static final Pattern MORE =
      Pattern.compile(
          "(?m)^.*chaos\\.yaml: (\\d+) more problems not shown \\(fix the ones above first: one mistake often causes many\\)$");

  @TempDir Path work;

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "'one line of 150,000 YAML aliases', aliases, 150001",
    "'one line of 60,000 empty entries', braces, 60000",
    "'2 MB of \"- {}\" lines', dashes, 419420",
  })
  @Timeout(60)
  void aFileOfCountlessProblemsShowsTheFirstAndCountsTheRest(String what, String kind, long atLeast)
      throws IOException {
    Path data = ShippedData.copyInto(work);
    Files.writeString(
        data.resolve("chaos.yaml"),
        switch (kind) {
          case "aliases" -> "chaos: [&x {id: a}, " + "*x, ".repeat(149_999) + "*x]\n";
          case "braces" -> "chaos: [" + "{}, ".repeat(59_999) + "{}]\n";
          default -> "chaos:\n" + "- {}\n".repeat(2 * 1024 * 1024 / 5 - 10);
        });
    ForgeRun run = ForgeRun.of("validate", "--data", data.toString());

    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(ErrorOutputCheck.problems(run.err(), run.out(), data.toString())).isEmpty();
    Matcher summary = SUMMARY.matcher(run.err());
    assertThat(summary.find())
        .as(run.err().substring(Math.max(0, run.err().length() - 500)))
        .isTrue();
    // every entry is at least one problem, and every problem is counted
    long problems = Long.parseLong(summary.group(1));
    assertThat(problems).isGreaterThanOrEqualTo(atLeast);
    Matcher more = MORE.matcher(run.err());
    assertThat(more.find()).isTrue();
    assertThat(Long.parseLong(more.group(1))).isEqualTo(problems - Diagnostics.MAX_PER_FILE);
    assertThat(run.err().lines().filter(l -> l.contains(": error[")).count())
        .isEqualTo(Diagnostics.MAX_PER_FILE);
    // each shown problem is a few short lines, whatever the length of the line it is on
    assertThat(run.err().length()).isLessThan(Diagnostics.MAX_PER_FILE * 5 * 200);
  }
}
