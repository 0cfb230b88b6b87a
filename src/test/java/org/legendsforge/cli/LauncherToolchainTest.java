package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code ./forge} needs of the machine (issue 40): a JDK, and Maven or the Maven Wrapper
 * beside it. The launcher runs on a stand-in project, on a PATH made of the machine's own tools
 * less the ones a case takes away, with stand-ins for those it keeps, so nothing real is built.
 */
class LauncherToolchainTest {
  @TempDir Path dir;
  private Path project;
  private Path bin;

  @BeforeEach
  void aStandInProject() throws IOException {
    project = LauncherStandIn.project(dir);
    Files.createDirectories(project.resolve(".mvn/wrapper"));
    Files.writeString(project.resolve(".mvn/wrapper/maven-wrapper.properties"), "\n");
    Files.writeString(
        project.resolve("mvnw"),
        "mkdir -p target/fonts && echo jar > target/forge.jar && echo wrapper > built-by\n");
    bin = Files.createDirectories(dir.resolve("bin"));
  }

  /** What the launcher itself runs, found on the machine's PATH; java, javac and mvn are not. */
  private static final List<String> SHELL_TOOLS =
      List.of(
          "bash",
          "sh",
          "env",
          "dirname",
          "sha256sum",
          "shasum",
          "find",
          "sort",
          "xargs",
          "cut",
          "cat",
          "mkdir",
          "rm",
          "mv",
          "grep",
          "sed",
          "tail",
          "stat",
          "cksum",
          "chmod");

  /** A PATH of the stand-ins and of the shell tools, each reached through a one-line script. */
  private String pathWithout() throws IOException {
    return LauncherStandIn.path(bin, dir.resolve("tools"), SHELL_TOOLS);
  }

  private static void script(Path file, String body) throws IOException {
    LauncherStandIn.script(file, "#!/bin/sh", body);
  }

  private void standIn(String name, String body) throws IOException {
    script(bin.resolve(name), body);
  }

  private void aJdk() throws IOException {
    standIn(
        "java",
        "for a in \"$@\"; do case \"$a\" in -XX:ArchiveClassesAtExit=*) exit 0;; esac; done; echo ran");
    standIn("javac", "exit 0");
  }

  private record Run(int exitCode, String output) {}

  private Run forge() throws Exception {
    Path log = dir.resolve("run.log");
    ProcessBuilder pb =
        new ProcessBuilder("bash", project.resolve("forge").toString(), "--version")
            .directory(project.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    pb.environment().put("PATH", pathWithout());
    pb.environment().remove("JAVA_HOME");
    pb.environment().put("FORGE_SERVER", "0");
    pb.environment().put("HOME", dir.toString());
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    return new Run(p.exitValue(), Files.readString(log));
  }

  @Test
  void withoutMavenOnThePathTheWrapperBuildsTheTool() throws Exception {
    aJdk();
    Run run = forge();
    assertThat(run.exitCode()).as(run.output()).isZero();
    assertThat(run.output()).endsWith("ran\n").contains("Maven Wrapper");
    assertThat(Files.readString(project.resolve("built-by"))).isEqualTo("wrapper\n");
  }

  @Test
  void mavenOnThePathIsPreferredToTheWrapper() throws Exception {
    aJdk();
    standIn("mvn", "mkdir -p target/fonts && echo jar > target/forge.jar && echo mvn > built-by");
    Run run = forge();
    assertThat(run.exitCode()).as(run.output()).isZero();
    assertThat(Files.readString(project.resolve("built-by"))).isEqualTo("mvn\n");
  }

  @Test
  void withoutJavaItSaysSoAndExitsWithThree() throws Exception {
    Run run = forge();
    assertThat(run.exitCode()).isEqualTo(3);
    assertThat(run.output())
        .contains("forge: error: no java or javac on the PATH: forge needs a JDK 17 or newer")
        .contains("hint:");
    assertThat(project.resolve("target/forge.jar")).doesNotExist();
  }

  @Test
  void aJreWithoutJavacCannotBuildTheTool() throws Exception {
    aJdk();
    Files.delete(bin.resolve("javac"));
    Run run = forge();
    assertThat(run.exitCode()).isEqualTo(3);
    assertThat(run.output()).contains("no javac on the PATH").doesNotContain("no java ");
  }

  @Test
  void withNeitherMavenNorTheWrapperItSaysSoAndExitsWithThree() throws Exception {
    aJdk();
    Files.delete(project.resolve("mvnw"));
    Run run = forge();
    assertThat(run.exitCode()).isEqualTo(3);
    assertThat(run.output()).contains("no Maven to build the tool with");
  }
}
