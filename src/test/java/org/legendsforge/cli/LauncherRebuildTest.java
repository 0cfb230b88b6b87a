package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./forge} launcher rebuilds the tool when its sources changed, by content (issue 15,
 * item 10): a source file dated in the future no longer makes every run rebuild. The launcher runs
 * on a small stand-in project with stand-ins for {@code mvn} (which counts its builds) and {@code
 * java}, so nothing real is built.
 */
class LauncherRebuildTest {
  @TempDir Path dir;
  private Path project;
  private Path builds;

  @BeforeEach
  void aStandInProject() throws IOException {
    project = LauncherStandIn.project(dir);
    builds = dir.resolve("builds.log");
    Path bin = Files.createDirectories(dir.resolve("bin"));
    script(
        bin.resolve("mvn"),
        "mkdir -p target/fonts && echo jar > target/forge.jar && echo built >> '" + builds + "'");
    script(
        bin.resolve("java"),
        "for a in \"$@\"; do case \"$a\" in -XX:ArchiveClassesAtExit=*) exit 0;; esac; done; echo ran");
  }

  private static void script(Path file, String body) throws IOException {
    LauncherStandIn.script(file, "#!/usr/bin/env bash", body);
  }

  private int run() throws Exception {
    ProcessBuilder pb =
        new ProcessBuilder("bash", project.resolve("forge").toString(), "--version")
            .directory(project.toFile())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("run.log").toFile());
    pb.environment().put("PATH", dir.resolve("bin") + ":" + System.getenv("PATH"));
    pb.environment().put("FORGE_SERVER", "0");
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(Files.readString(dir.resolve("run.log"))).endsWith("ran\n");
    return Files.exists(builds) ? Files.readAllLines(builds).size() : 0;
  }

  @Test
  void theToolIsRebuiltWhenASourceChangesAndOnlyThen() throws Exception {
    assertThat(run()).as("first run builds").isEqualTo(1);
    assertThat(run()).as("nothing changed").isEqualTo(1);

    Path source = project.resolve("src/main/java/x/A.java");
    Files.setLastModifiedTime(source, FileTime.from(Instant.now().plus(365, ChronoUnit.DAYS)));
    assertThat(run()).as("a source dated a year ahead, unchanged").isEqualTo(1);
    assertThat(run()).as("and again").isEqualTo(1);

    Files.writeString(source, "class A { int changed; }\n", StandardCharsets.UTF_8);
    Files.setLastModifiedTime(source, FileTime.from(Instant.now().minus(365, ChronoUnit.DAYS)));
    assertThat(run()).as("a changed source, even dated in the past").isEqualTo(2);
    assertThat(run()).isEqualTo(2);

    Files.writeString(project.resolve("src/main/java/x/B.java"), "class B {}\n");
    assertThat(run()).as("a new source").isEqualTo(3);
    Files.writeString(project.resolve("pom.xml"), "<project><!-- edited --></project>\n");
    assertThat(run()).as("an edited pom.xml").isEqualTo(4);
    assertThat(List.of(run(), run())).containsExactly(4, 4);
  }
}
