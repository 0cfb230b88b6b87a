package org.legendsforge.kit.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.cli.ExitCodes;
import org.legendsforge.cli.ServerCommand;

/** A build server as the launcher starts it: its own process, found, asked and ended. */
class BuildServerProcessTest {
  @TempDir Path dir;

  private Process startServer(Path socket, Path jar) throws Exception {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    // The class path goes in the environment, not on the command line: the launcher starts the
    // server with one short -cp (the tool's jar), while Java's ProcessHandle gives no arguments at
    // all for a command line longer than about 4 KB (tried: 3,000 characters shown, 5,000 none),
    // so the test's long class path would hide the server from ServerCommand.running.
    ProcessBuilder server =
        new ProcessBuilder(
            java.toString(),
            "-Xmx256m",
            "-Djava.awt.headless=true",
            ServerCommand.class.getName(),
            socket.toString(),
            jar.toString());
    server.environment().put("CLASSPATH", System.getProperty("java.class.path"));
    return server
        .redirectErrorStream(true)
        .redirectOutput(dir.resolve("server.log").toFile())
        .start();
  }

  @Test
  void aStartingServerIsWaitedForThenAnswersAndEndsWhenItsToolIsRebuilt() throws Exception {
    Path folder = dir.resolve("forge-server");
    Path socket = folder.resolve("k.sock");
    Path jar = Files.writeString(dir.resolve("forge.jar"), "stands in for the tool's jar");
    Process server = startServer(socket, jar);
    try {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int code =
          BuildClient.run(
              socket,
              BuildClient.Wait.whileAlive(30_000, server.pid()),
              new ServerProtocol.Request(
                  Path.of("").toAbsolutePath().toString(), List.of("validate")),
              out,
              err);
      assertThat(code).isEqualTo(ExitCodes.OK);
      assertThat(err.toString(StandardCharsets.UTF_8))
          .as("started for a real request, it stays and says so")
          .endsWith(BuildServer.STARTED + "\n");
      assertThat(ServerCommand.running(folder))
          .extracting(ProcessHandle::pid)
          .containsExactly(server.pid());

      Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));
      assertThat(server.waitFor(15, TimeUnit.SECONDS)).as("the server ended").isTrue();
      assertThat(socket).doesNotExist();
      assertThat(ServerCommand.running(folder)).isEmpty();
    } finally {
      server.destroyForcibly();
    }
  }

  /**
   * Nothing but a build starts a server: one started for help or a usage error answers and ends.
   */
  @Test
  void aServerStartedForHelpOrAUsageErrorAnswersItAndEnds() throws Exception {
    Path folder = dir.resolve("forge-server");
    Path jar = Files.writeString(dir.resolve("forge.jar"), "stands in for the tool's jar");
    record Case(List<String> args, int code, String says) {}
    for (Case c :
        List.of(
            new Case(List.of("build", "--help"), ExitCodes.OK, "Usage: forge build"),
            new Case(List.of("validate", "--bad-flag"), ExitCodes.USAGE, "--bad-flag"),
            new Case(List.of("validate", "-h"), ExitCodes.OK, "Usage: forge validate"),
            new Case(List.of("--version"), BuildClient.NO_SERVER, ""))) {
      Path socket = folder.resolve("k.sock");
      Process server = startServer(socket, jar);
      try {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code =
            BuildClient.run(
                socket,
                BuildClient.Wait.whileAlive(30_000, server.pid()),
                new ServerProtocol.Request(Path.of("").toAbsolutePath().toString(), c.args()),
                out,
                err);
        String said = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
        assertThat(code).as(said).isEqualTo(c.code());
        assertThat(said).contains(c.says()).doesNotContain(BuildServer.STARTED);
        assertThat(server.waitFor(15, TimeUnit.SECONDS)).as("%s: the server ended", c).isTrue();
        assertThat(socket).doesNotExist();
        assertThat(ServerCommand.running(folder)).isEmpty();
      } finally {
        server.destroyForcibly();
      }
    }
  }

  @Test
  void aClientStopsWaitingWhenTheServerItWaitsForDies() throws Exception {
    Path socket = dir.resolve("forge-server").resolve("k.sock");
    Process notAServer =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-version")
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("version.log").toFile())
            .start();
    notAServer.waitFor();
    long started = System.nanoTime();
    int code =
        BuildClient.run(
            socket,
            BuildClient.Wait.whileAlive(30_000, notAServer.pid()),
            new ServerProtocol.Request("/", List.of("build")),
            new ByteArrayOutputStream(),
            new ByteArrayOutputStream());
    assertThat(code).isEqualTo(BuildClient.NO_SERVER);
    assertThat(System.nanoTime() - started)
        .as("gave up long before the 30 s")
        .isLessThan(TimeUnit.SECONDS.toNanos(10));
  }
}
