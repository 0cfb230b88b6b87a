package org.legendsforge.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.cli.LauncherStandIn;

/**
 * The bots' benchmark measures playtests as users run them: {@code ./forge playtest} starts its JVM
 * with every flag {@link BotBench#PLAYTEST_FLAGS} names. The launcher runs on a stand-in project
 * whose {@code java} writes down the arguments it was given, so nothing real runs.
 */
class PlaytestFlagsTest {
  @TempDir Path dir;

  @Test
  void theLauncherStartsAPlaytestWithTheFlagsTheBenchmarkUses() throws Exception {
    Path project = LauncherStandIn.project(dir);
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path args = dir.resolve("java-args.txt");
    script(bin.resolve("mvn"), "mkdir -p target/fonts && echo jar > target/forge.jar");
    script(
        bin.resolve("java"),
        "for a in \"$@\"; do case \"$a\" in -XX:ArchiveClassesAtExit=*)"
            + " echo archive > \"${a#*=}\"; exit 0;; esac; done\n"
            + "printf '%s\\n' \"$@\" > '"
            + args
            + "'");

    ProcessBuilder pb =
        new ProcessBuilder("bash", project.resolve("forge").toString(), "playtest", "--games", "1")
            .directory(project.toFile())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("run.log").toFile());
    pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    pb.environment().put("FORGE_SERVER", "0");
    pb.environment().remove("FORGE_MAX_HEAP");
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();

    List<String> given = Files.readAllLines(args);
    assertThat(given).containsAll(BotBench.PLAYTEST_FLAGS);
    assertThat(given).contains("playtest");
    assertThat(given)
        .as("the class-data archive the launcher made for this tool build")
        .anyMatch(a -> a.startsWith("-XX:SharedArchiveFile=") && a.endsWith("target/forge.jsa"));
  }

  private static void script(Path file, String body) throws IOException {
    LauncherStandIn.script(file, "#!/usr/bin/env bash", body);
  }
}
