package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.legendsforge.testing.ForgeRun;

/** forge new, and forge validate and build with --project: a data-only game from a spreadsheet. */
class ProjectCommandsTest {
  @TempDir Path dir;

  @Test
  void aNewProjectBuildsAtOnceIntoPdfsAndATtsSave() {
    Path game = dir.resolve("my-game");
    ForgeRun made = ForgeRun.of("new", game.toString());
    assertThat(made.exitCode()).as(made.err()).isZero();
    assertThat(game.resolve("README.md")).content().startsWith("# My game\n");
    assertThat(game.resolve("README.md")).content().hasLineCount(3);
    ForgeRun built = ForgeRun.of("build", "--project", game.toString());
    assertThat(built.exitCode()).as(built.err()).isZero();
    assertThat(game.resolve("output/print/my-game-cards-a4.pdf")).isRegularFile();
    assertThat(game.resolve("output/print/my-game-cards-letter.pdf")).isRegularFile();
    assertThat(game.resolve("output/tts/my-game.json")).isRegularFile();
    ForgeRun checked = ForgeRun.of("validate", "--project", game.toString());
    assertThat(checked.exitCode()).isZero();
    assertThat(checked.out()).contains("4 cards (8 with copies) in 1 decks are valid");
  }

  @Test
  void newNeverWritesOverAFolderThatHoldsFiles() throws IOException {
    Files.writeString(dir.resolve("notes.txt"), "mine");
    ForgeRun run = ForgeRun.of("new", dir.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("exists and is not an empty folder");
    assertThat(dir.resolve("game.yaml")).doesNotExist();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          text in a number column | Brave Knight,hero,2,four,,x         | deck.csv:2:21: error[project-number]: "power" is a number, not "four"
          missing required field  | Brave Knight,hero,2,,,x             | deck.csv:2:1: error[project-required]: this hero card has no "power"
          unknown deck            | Brave Knight,hero,2,4,,x,dekc       | deck.csv:2:26: error[project-unknown-deck]: game.yaml declares no deck "dekc"
          broken quote            | Brave Knight,hero,2,4,,"never ends  | deck.csv:2:1: error[csv-syntax]: the file cannot be read as CSV
          """)
  void aMistakeInTheSpreadsheetIsLocatedAndNothingIsWritten(String what, String row, String error)
      throws IOException {
    Path game = dir.resolve("g");
    assertThat(ForgeRun.of("new", game.toString()).exitCode()).isZero();
    String header =
        row.endsWith("dekc")
            ? "name,type,copies,power,cost,text,deck"
            : "name,type,copies,power,cost,text";
    Files.writeString(game.resolve("cards/deck.csv"), header + "\n" + row + "\n");
    ForgeRun run = ForgeRun.of("build", "--project", game.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err()).contains("cards/" + error).contains("  hint: ");
    assertThat(run.err()).contains("nothing was written");
    assertThat(game.resolve("output")).doesNotExist();
    assertThat(ForgeRun.of("validate", "--project", game.toString()).exitCode()).isEqualTo(1);
  }

  @Test
  void ttsAndPrintWriteTheirOwnPartAndKeepTheRestOfTheLastBuild() throws IOException {
    Path game = dir.resolve("my-game");
    assertThat(ForgeRun.of("new", game.toString()).exitCode()).isZero();
    ForgeRun tts = ForgeRun.of("tts", "--project", game.toString());
    assertThat(tts.exitCode()).as(tts.err()).isZero();
    assertThat(tts.out()).contains("wrote tts into");
    assertThat(game.resolve("output/tts/my-game.json")).isRegularFile();
    assertThat(game.resolve("output/print")).doesNotExist();
    ForgeRun print = ForgeRun.of("print", "--project", game.toString());
    assertThat(print.exitCode()).as(print.err()).isZero();
    assertThat(game.resolve("output/print/my-game-cards-a4.pdf")).isRegularFile();
    assertThat(game.resolve("output/tts/my-game.json")).isRegularFile();
    byte[] save = Files.readAllBytes(game.resolve("output/tts/my-game.json"));
    assertThat(ForgeRun.of("build", "--project", game.toString()).exitCode()).isZero();
    assertThat(game.resolve("output/tts/my-game.json")).hasBinaryContent(save);
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "tts, --install",
    "tts, --image-base-url=https://example.org/img/",
    "tts, --seed=7",
    "print, --paper=a4",
    "print, --deck=main",
    "build, --paper=letter",
    "build, --seed=7"
  })
  void anOptionAProjectCannotHonourIsRefusedAndNothingIsWritten(String command, String option) {
    Path game = dir.resolve("g");
    assertThat(ForgeRun.of("new", game.toString()).exitCode()).isZero();
    ForgeRun run = ForgeRun.of(command, "--project", game.toString(), option);
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .contains("forge: error: " + option.split("=")[0] + " cannot be used with --project")
        .contains("  hint: ");
    assertThat(game.resolve("output")).doesNotExist();
  }

  @Test
  void aMissingProjectFolderIsAUsageError() {
    ForgeRun run = ForgeRun.of("build", "--project", dir.resolve("nowhere").toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("there is no project folder").contains("forge new DIR");
  }
}
