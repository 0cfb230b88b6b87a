package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine.Command;

/** A command line is built with only the command being run; help and mistakes see them all. */
class ForgeCommandsTest {
  @Test
  void theCommandBeingRunIsTheOnlyOneRead() {
    assertThat(Forge.commandsFor("build", "--out", "x")).containsExactly(BuildCommand.class);
    assertThat(Forge.commandsFor("--verbose", "rules", "los")).containsExactly(RulesCommand.class);
  }

  @Test
  void helpVersionNoCommandAndUnknownWordsSeeEveryCommand() {
    assertThat(Forge.commandsFor()).isEqualTo(Forge.COMMANDS);
    assertThat(Forge.commandsFor("--help")).isEqualTo(Forge.COMMANDS);
    assertThat(Forge.commandsFor("help", "build")).isEqualTo(Forge.COMMANDS);
    assertThat(Forge.commandsFor("bild")).isEqualTo(Forge.COMMANDS);
  }

  /** picocli reads a description as a format string: a bare "95% intervals" warns on stderr. */
  @Test
  void everyCommandsHelpPrintsWithoutPicocliWarnings() {
    PrintStream saved = System.err;
    ByteArrayOutputStream seen = new ByteArrayOutputStream();
    System.setErr(new PrintStream(seen, true, StandardCharsets.UTF_8));
    try {
      for (Class<?> c : Forge.COMMANDS) {
        String name = c.getAnnotation(Command.class).name();
        Forge.run(
            new PrintWriter(new StringWriter()),
            new PrintWriter(new StringWriter()),
            name,
            "--help");
      }
    } finally {
      System.setErr(saved);
    }
    assertThat(seen.toString(StandardCharsets.UTF_8)).doesNotContain("WARN");
  }

  @Test
  void aMisspelledCommandIsStillSuggested() {
    StringWriter err = new StringWriter();
    int code = Forge.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "bild");
    assertThat(code).isEqualTo(ExitCodes.USAGE);
    assertThat(err.toString()).contains("Did you mean: forge build?");
  }

  @ParameterizedTest(name = "forge {0} refuses a seed the TTS script could not replay")
  @ValueSource(strings = {"build", "watch", "print", "tts"})
  void everyCommandWithASeedChecksItsRange(String command, @TempDir Path out) {
    StringWriter err = new StringWriter();
    int code =
        Forge.run(
            new PrintWriter(new StringWriter()),
            new PrintWriter(err),
            command,
            "--seed",
            "-1",
            "--out",
            out.toString());
    assertThat(code).isEqualTo(ExitCodes.USAGE);
    assertThat(err.toString()).contains("--seed -1 is out of range");
    assertThat(out).isEmptyDirectory();
  }
}
