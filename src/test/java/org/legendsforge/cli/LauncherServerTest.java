package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When {@code ./forge} asks or starts a build server (issue 40): never for help or the version, and
 * a server it starts gets its own session wherever the machine has a way to give one: setsid
 * (Linux), else perl's POSIX::setsid (macOS has no setsid command). The launcher runs on a stand-in
 * project with a java that writes down each start; its client finds no server the first time, and
 * its server stand-in records its process and session ids.
 */
class LauncherServerTest {
  private static final List<String> SHELL_TOOLS =
      List.of(
          "bash",
          "sh",
          "env",
          "dirname",
          "sha256sum",
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
          "chmod",
          "ps",
          "nohup",
          "sleep",
          "tr");

  @TempDir Path dir;
  private Path project;
  private Path bin;
  private Path calls;
  private Path server;

  @BeforeEach
  void aStandInProject() throws IOException {
    project = LauncherStandIn.project(dir);
    bin = Files.createDirectories(dir.resolve("bin"));
    calls = dir.resolve("java-calls.log");
    server = dir.resolve("server.txt");
    script(bin.resolve("mvn"), "mkdir -p target/fonts && echo jar > target/forge.jar");
    script(bin.resolve("javac"), "exit 0");
    script(
        bin.resolve("java"),
        String.join(
            "\n",
            "echo \"$*\" >> '" + calls + "'",
            "case \"$*\" in",
            "  *cli.ServerCommand*)",
            "    echo \"pid=$$ sid=$(ps -o sid= -p $$ | tr -d ' ')\" > '" + server + "'; exit 0 ;;",
            "  *'BuildClient '*'--wait'*)",
            "    for i in $(seq 100); do [ -f '"
                + server
                + "' ] && exit 0; sleep 0.1; done; exit 75 ;;",
            "  *BuildClient*) exit 75 ;;",
            "  *-XX:ArchiveClassesAtExit=*) exit 0 ;;",
            "esac",
            "echo ran"));
  }

  private static void script(Path file, String body) throws IOException {
    LauncherStandIn.script(file, "#!/bin/sh", body);
  }

  /** A PATH of the stand-ins and the given tools of the machine, each through a one-line script. */
  private String path(List<String> names) throws IOException {
    return LauncherStandIn.path(bin, dir.resolve("tools-" + names.size()), names);
  }

  private List<String> javaStartsFor(List<String> tools, String... args) throws Exception {
    Files.deleteIfExists(calls);
    List<String> command = new ArrayList<>(List.of("bash", project.resolve("forge").toString()));
    command.addAll(List.of(args));
    ProcessBuilder pb =
        new ProcessBuilder(command)
            .directory(project.toFile())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("run.log").toFile());
    pb.environment().put("PATH", path(tools));
    pb.environment().remove("CI");
    pb.environment().remove("FORGE_SERVER");
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(Files.readString(dir.resolve("run.log"))).isZero();
    return Files.readAllLines(calls).stream()
        .filter(c -> !c.contains("ArchiveClassesAtExit") || c.contains("BuildClient"))
        .toList();
  }

  private static List<String> withAlso(String... more) {
    List<String> tools = new ArrayList<>(SHELL_TOOLS);
    tools.add("seq");
    tools.addAll(List.of(more));
    return tools;
  }

  @Test
  void helpAndTheVersionAskNoServerAndStartNone() throws Exception {
    for (String[] args :
        List.of(
            new String[] {"build", "--help"},
            new String[] {"build", "-h"},
            new String[] {"--version"},
            new String[] {"validate", "--version"},
            new String[] {"print", "--help", "--paper", "a4"})) {
      List<String> starts = javaStartsFor(withAlso("setsid", "perl"), args);
      assertThat(starts).as(String.join(" ", args)).hasSize(1);
      assertThat(starts.get(0)).contains("-jar").doesNotContain("BuildClient", "ServerCommand");
    }
    assertThat(server).doesNotExist();
  }

  @Test
  void withoutSetsidAServerStillGetsASessionOfItsOwn() throws Exception {
    List<String> starts = javaStartsFor(withAlso("perl"), "validate");
    assertThat(starts).anyMatch(c -> c.contains("org.legendsforge.cli.ServerCommand"));
    String[] ids = Files.readString(server).strip().split(" ");
    assertThat(ids[1].substring("sid=".length()))
        .as("a session leader: the server outlives the terminal")
        .isEqualTo(ids[0].substring("pid=".length()));
  }

  @Test
  void withSetsidTooAndWithNeitherAServerIsStarted() throws Exception {
    javaStartsFor(withAlso("setsid"), "build");
    String[] ids = Files.readString(server).strip().split(" ");
    assertThat(ids[1].substring(4)).isEqualTo(ids[0].substring(4));

    Files.delete(server);
    assertThat(javaStartsFor(withAlso(), "print"))
        .as("nohup: immune to hang-ups")
        .anyMatch(c -> c.contains("org.legendsforge.cli.ServerCommand"));
    assertThat(server).exists();
  }
}
