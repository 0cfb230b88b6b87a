package org.legendsforge.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With no cluster named, a playtest is what it was before there was one: the engine is never loaded
 * and no port is opened. Checked in a process of its own, whose every loaded class is logged: a
 * server socket cannot be opened without loading its class.
 */
class LocalByDefaultTest {
  @Test
  void aPlaytestWithNoClusterLoadsNoEngineAndOpensNoPort(@TempDir Path dir) throws Exception {
    Path classes = dir.resolve("classes.txt");
    Process p =
        new ProcessBuilder(
                List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xlog:class+load=info:file=" + classes,
                    "-Dforge.home=" + System.getProperty("user.dir"),
                    "-cp",
                    System.getProperty("java.class.path"),
                    "org.legendsforge.cli.Forge",
                    "playtest",
                    "--games",
                    "4",
                    "--bots",
                    "random",
                    "--threads",
                    "1",
                    "--format",
                    "json",
                    "--out",
                    dir.resolve("output").toString()))
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("run.txt").toFile())
            .start();
    assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
    assertThat(p.exitValue()).as(Files.readString(dir.resolve("run.txt"))).isZero();

    String loaded = Files.readString(classes);
    assertThat(loaded)
        .as("the log saw the playtest")
        .contains("org.legendsforge.games.graveyard.playtest.Playtest ");
    assertThat(loaded)
        .doesNotContain("com.hazelcast.")
        .doesNotContain("sun.nio.ch.ServerSocketChannelImpl")
        .doesNotContain("java.net.ServerSocket ");
  }
}
