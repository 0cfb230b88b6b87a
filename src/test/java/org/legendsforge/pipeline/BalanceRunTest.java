package org.legendsforge.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.diag.OutputFailure;
import org.legendsforge.testing.ShippedData;

/**
 * {@code forge balance}: the cards are priced whatever becomes of the page, and a page that cannot
 * go where it was asked to is a typed failure that leaves everything as it was.
 */
class BalanceRunTest {
  @TempDir Path project;

  @Test
  void thePageGoesToTheFileTheUserNames() throws Exception {
    Path data = ShippedData.copyInto(project);
    ProjectPaths paths = new ProjectPaths(project, project);

    BalanceRun.Result result = BalanceRun.run(paths, data, Optional.of("balance.html"));

    assertThat(result.priced()).isTrue();
    assertThat(result.table()).contains("Ember Dart");
    BalanceRun.PageWritten page = result.page().orElseThrow();
    assertThat(page.failure()).isEmpty();
    assertThat(page.file()).contains(project.resolve("balance.html"));
    assertThat(Files.readString(project.resolve("balance.html")))
        .contains("Every card priced in one unit, <em>value</em>");
  }

  @Test
  void theJsonGivesACardsAimAndNoFlagAsValuesNotAnError() throws Exception {
    Path data = ShippedData.copyInto(project);

    BalanceRun.Result result =
        BalanceRun.run(new ProjectPaths(project, project), data, Optional.empty());

    // aim and flag are optional in the model: a number (or null) in JSON, never a crash
    assertThat(result.json())
        .contains("\"id\" : \"ember-dart\"")
        .contains("\"aim\" : 2.0")
        .contains("\"flag\" : null");
  }

  @Test
  void anOutputFolderForgeDidNotMakeGetsNoPageAndSaysHowToNameOne() throws Exception {
    Path data = ShippedData.copyInto(project);
    Path output = Files.createDirectories(project.resolve("output"));
    Files.writeString(output.resolve("notes.txt"), "mine");

    BalanceRun.Result result =
        BalanceRun.run(new ProjectPaths(project, project), data, Optional.of(""));

    assertThat(result.priced()).isTrue();
    BuildReport.Failure f = result.page().orElseThrow().failure().orElseThrow();
    assertThat(f.kind()).isEqualTo(OutputFailure.NOT_MADE_BY_FORGE);
    assertThat(f.hint()).contains("--html FILE");
    try (var files = Files.list(output)) {
      assertThat(files).containsExactly(output.resolve("notes.txt"));
    }
  }
}
