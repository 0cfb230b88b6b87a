package org.legendsforge.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * Reads stay inside card-data and templates (issue 15, items 4 and 9): a data file or template that
 * is a link leading outside, a named pipe, a device or a folder is refused at its path without
 * being opened (before, a link to /proc/self/environ printed the environment, a pipe hung forever
 * and /dev/zero ran out of memory); an unreadable file or folder is a located message in plain
 * words. Every run is guarded by a timeout because the failure this prevents is a hang.
 */
@Timeout(60)
class InputFilesTest {
  private static final String SECRET = "FORGE_TEST_SECRET=hunter2";

  @TempDir Path work;
  private Path data;

  @BeforeEach
  void copyTheShippedData() {
    data = ShippedData.copyInto(work);
  }

  @ParameterizedTest(name = "heroes.yaml as {0}")
  @CsvSource({
    "a link to a file outside, outside, outside-folder, leads through a link to",
    "a link to /dev/zero, zero, outside-folder, leads through a link to /dev/zero",
    "a named pipe, fifo, not-a-file, this is a named pipe, not a file",
    "a folder, folder, not-a-file, this is a folder, not a file",
    "a link loop, loop, unreadable-file, cannot read the file",
  })
  void aDataFileThatIsNoPlainFileInsideIsRefusedAtItsPath(
      String what, String kind, String check, String words) throws IOException {
    replaceBy(data.resolve("heroes.yaml"), kind);
    ForgeRun run = ForgeRun.of("validate", "--data", data.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err())
        .contains("heroes.yaml: error[" + check + "]: ")
        .contains(words)
        .doesNotContain("hunter2");
    assertThat(ErrorOutputCheck.problems(run.err(), run.out(), data.toString())).isEmpty();
  }

  @Test
  void aLinkedFolderLeadingOutsideIsRefusedFileByFile() throws IOException {
    Path elsewhere = work.resolve("elsewhere");
    Files.move(data.resolve("spells"), elsewhere);
    Files.createSymbolicLink(data.resolve("spells"), elsewhere);
    ForgeRun run = ForgeRun.of("validate", "--data", data.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .contains(
            "spells/fire.yaml: error[outside-folder]: the file leads through a link to "
                + elsewhere.toRealPath().resolve("fire.yaml"));
  }

  @Test
  void aLinkThatStaysInsideIsFollowed() throws IOException {
    Files.move(data.resolve("chaos.yaml"), data.resolve("chaos-elements.txt"));
    Files.createSymbolicLink(data.resolve("chaos.yaml"), Path.of("chaos-elements.txt"));
    assertThat(ForgeRun.of("validate", "--data", data.toString()).exitCode()).isZero();
  }

  @ParameterizedTest(name = "{0} as {1}")
  @CsvSource({
    "theme/theme.yaml, outside, theme/theme.yaml: error[theme]: the file leads through a link to",
    "layouts/hero.yaml, zero, layouts/hero.yaml: error[layout]: the file leads through a link to /dev/zero",
    "text/spell.ftl, fifo, text/spell.ftl: error[template]: template cannot be read: it is a named pipe, not a file",
    "text/spell.ftl, outside, text/spell.ftl: error[template]: template cannot be read: it leads through a link to",
    "tts/global.lua.ftl, outside, global.lua.ftl: error[template]: template cannot be read: it leads through a link to",
  })
  void aTemplateThatIsNoPlainFileInsideIsRefusedAtItsPath(
      String template, String kind, String expected) throws IOException {
    Path templates = copyTemplates();
    replaceBy(templates.resolve(template), kind);
    // the script templates are read by forge tts before it draws a sheet; the others by validate
    String command = template.startsWith("tts/") ? "tts" : "validate";
    ForgeRun run =
        command.equals("tts")
            ? ForgeRun.of(
                "tts",
                "--data",
                data.toString(),
                "--templates",
                templates.toString(),
                "--out",
                work.resolve("out").toString())
            : ForgeRun.of(
                "validate", "--data", data.toString(), "--templates", templates.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err()).contains(expected).doesNotContain("hunter2");
    assertThat(work.resolve("out"))
        .as("a first build that failed leaves no output folder")
        .doesNotExist();
  }

  @Test
  void aTemplateCannotIncludeAFileOutsideItsFolder() throws IOException {
    Path templates = copyTemplates();
    Files.writeString(work.resolve("secret.ftl"), SECRET);
    Path spell = templates.resolve("text/spell.ftl");
    Files.writeString(spell, "<#include \"../../secret.ftl\">" + Files.readString(spell));
    ForgeRun run =
        ForgeRun.of("validate", "--data", data.toString(), "--templates", templates.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).contains("text/spell.ftl:1:1: error[template]").doesNotContain("hunter2");
  }

  @ParameterizedTest(name = "--terrain {0}")
  @CsvSource({
    "fifo, it is a named pipe, not a file",
    "zero, it is a device, not a file",
    "large, it is 100 KiB, larger than the 64 KiB forge reads of such a file",
  })
  void aTerrainFileIsAPlainFileOfAFewKibibytes(String kind, String words) throws IOException {
    Path terrain = work.resolve("terrain.txt");
    if (kind.equals("large")) {
      Files.writeString(terrain, "P ".repeat(50 * 1024));
    } else if (kind.equals("zero")) {
      terrain = Path.of("/dev/zero");
    } else {
      replaceBy(terrain, kind);
    }
    ForgeRun run = ForgeRun.of("rules", "los", "--terrain", terrain.toString(), "--all");
    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err()).contains("error[terrain-file]: cannot read the terrain file: " + words);
  }

  @ParameterizedTest(name = "forge play --replay {0}")
  @CsvSource({"fifo, it is a named pipe, not a file", "zero, it is a device, not a file"})
  void aGameLogToReplayIsAPlainFile(String kind, String words) throws IOException {
    Path log = work.resolve("game.jsonl");
    if (kind.equals("zero")) {
      log = Path.of("/dev/zero");
    } else {
      replaceBy(log, kind);
    }
    ForgeRun run = ForgeRun.of("play", "--data", data.toString(), "--replay", log.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
    assertThat(run.err())
        .contains("cannot read the game log")
        .contains(words)
        .doesNotContain("Exception");
  }

  @Test
  void theWholeFileSystemAsCardDataIsRefusedQuickly() {
    ForgeRun run = ForgeRun.of("validate", "--data", "/");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .startsWith(
            "/: error[too-many-files]: the card-data folder holds more than 5000 files and folders");
    assertThat(ErrorOutputCheck.problems(run.err(), run.out(), "/")).isEmpty();
  }

  @ParameterizedTest(name = "an unreadable {0}")
  @CsvSource({
    "file, heroes.yaml, heroes.yaml: error[unreadable-file]: cannot read the file: permission denied",
    "folder, spells, spells: error[unreadable-file]: cannot look into this: permission denied",
  })
  void anUnreadableFileOrFolderIsALocatedMessageInPlainWords(
      String what, String name, String expected) throws IOException {
    Path target = data.resolve(name);
    Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("---------"));
    try {
      Assumptions.assumeFalse(
          Files.isReadable(target),
          "chmod 000 has no effect for this user (root); .ci/run runs this as an unprivileged user");
      ForgeRun run = ForgeRun.of("validate", "--data", data.toString());
      assertThat(run.exitCode()).isEqualTo(1);
      assertThat(run.err()).contains(expected);
      assertThat(ErrorOutputCheck.problems(run.err(), run.out(), data.toString())).isEmpty();
    } finally {
      Files.setPosixFilePermissions(
          target,
          PosixFilePermissions.fromString(Files.isDirectory(target) ? "rwxr-xr-x" : "rw-r--r--"));
    }
  }

  @Test
  void anOutputFolderThatCannotBeWrittenIsAnEnvironmentErrorInPlainWords() throws IOException {
    Path locked = Files.createDirectories(work.resolve("locked"));
    Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
    try {
      Assumptions.assumeFalse(
          Files.isWritable(locked),
          "root writes anywhere; .ci/run runs this as an unprivileged user");
      ForgeRun run =
          ForgeRun.of(
              "build", "--data", data.toString(), "--out", locked.resolve("out").toString());
      assertThat(run.exitCode()).isEqualTo(3);
      assertThat(run.err())
          .contains("cannot write the output: permission denied")
          .doesNotContain("Exception");
    } finally {
      Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  private Path copyTemplates() throws IOException {
    Path to = work.resolve("templates");
    try (var walk = Files.walk(Path.of("templates"))) {
      for (Path p : walk.toList()) {
        Path t = to.resolve(Path.of("templates").relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(t);
        } else {
          Files.copy(p, t);
        }
      }
    }
    return to;
  }

  /**
   * Puts {@code kind} where {@code file} was: a link out, a link to /dev/zero, a pipe, a folder, a
   * loop.
   */
  private void replaceBy(Path file, String kind) throws IOException {
    Files.deleteIfExists(file);
    switch (kind) {
      case "outside" ->
          Files.createSymbolicLink(
              file,
              Files.writeString(work.resolve("outside-" + file.getFileName()), SECRET + "\n"));
      case "zero" -> Files.createSymbolicLink(file, Path.of("/dev/zero"));
      case "folder" -> Files.createDirectories(file);
      case "loop" -> {
        Files.createSymbolicLink(file, file.resolveSibling("loop-b"));
        Files.createSymbolicLink(file.resolveSibling("loop-b"), file.getFileName());
      }
      case "fifo" -> mkfifo(file);
      default -> throw new IllegalArgumentException(kind);
    }
  }

  static void mkfifo(Path file) throws IOException {
    try {
      Process p = new ProcessBuilder(List.of("mkfifo", file.toString())).inheritIO().start();
      Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo is not available here");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
  }
}
