package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/** The command line's promises: exit codes, located messages, never a stack trace. */
class ForgeCommandLineTest {
  @TempDir Path work;

  @Test
  void validatingTheShippedDataSucceeds() {
    ForgeRun run = ForgeRun.of("validate", "--data", ShippedData.folder().toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("are valid");
  }

  @Test
  void brokenDataExitsWithOneAndLocatedMessagesWithoutAStackTrace() {
    Path data = ShippedData.copyInto(work);
    ShippedData.editLine(data, "heroes.yaml", "^(\\s+)health:", "$1helth:");
    ShippedData.editLine(data, "spells/fire.yaml", "^(\\s+)area: .*$", "$1area: 1r2d");
    ForgeRun run = ForgeRun.of("validate", "--data", data.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .containsPattern(
            "heroes\\.yaml:\\d+:\\d+: error\\[unknown-key\\]: unknown key \"helth\" in hero")
        .containsPattern("fire\\.yaml:\\d+:\\d+: error\\[area-notation\\]")
        .contains("  hint: did you mean \"health\"?")
        .contains("2 problems (2 errors, 0 warnings) in 2 files")
        .doesNotContain("Exception")
        .doesNotContain("\tat ");
  }

  @Test
  void validateSpeaksJsonForTools() {
    Path data = ShippedData.copyInto(work);
    ShippedData.editLine(data, "heroes.yaml", "^(\\s+)health:", "$1helth:");
    ForgeRun run = ForgeRun.of("validate", "--data", data.toString(), "--format", "json");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out())
        .contains("\"errors\" : 1")
        .contains("\"check\" : \"unknown-key\"")
        .contains("\"hint\" : \"did you mean \\\"health\\\"?\"");
  }

  @Test
  void usageErrorsExitWithTwo() {
    assertThat(ForgeRun.of("validate", "--bogus").exitCode()).isEqualTo(2);
    assertThat(ForgeRun.of("frobnicate").exitCode()).isEqualTo(2);
    ForgeRun missing = ForgeRun.of("validate", "--data", work.resolve("nowhere").toString());
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err()).contains("does not exist").contains("hint:");
  }

  @Test
  void everyCommandHasHelp() {
    for (String command : new String[] {"validate", "build", "schema"}) {
      ForgeRun run = ForgeRun.of(command, "--help");
      assertThat(run.exitCode()).isZero();
      assertThat(run.out()).startsWith("Usage: forge " + command);
    }
    assertThat(ForgeRun.of("--version").out()).startsWith("forge ");
  }

  @Test
  void buildWritesIntoTheOutputFolderAndLeavesItIntactWhenTheDataBreaks() throws Exception {
    Path data = ShippedData.copyInto(work);
    Path out = work.resolve("out");
    ForgeRun first = ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
    assertThat(first.exitCode()).as(first.err()).isZero();
    String summary = Files.readString(out.resolve("summary.txt"));
    assertThat(summary).contains("cards in 15 decks");

    ShippedData.editLine(data, "heroes.yaml", "^(\\s+)health:", "$1helth:");
    ForgeRun broken = ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
    assertThat(broken.exitCode()).isEqualTo(1);
    assertThat(Files.readString(out.resolve("summary.txt"))).isEqualTo(summary);
    assertThat(org.legendsforge.testing.ShownOutput.leftoverBuilds(out)).isEmpty();
  }

  @Test
  void buildRefusesAFolderItDidNotMake() throws Exception {
    Path mine = Files.createDirectories(work.resolve("my-documents"));
    Files.writeString(mine.resolve("thesis.txt"), "precious");
    ForgeRun run =
        ForgeRun.of("build", "--data", ShippedData.folder().toString(), "--out", mine.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("not made by forge");
    assertThat(Files.readString(mine.resolve("thesis.txt"))).isEqualTo("precious");
  }
}
