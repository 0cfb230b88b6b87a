package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build server answers as forge itself would, and a client that finds no server willing to
 * answer is told to run forge itself.
 */
class BuildServerTest {
  private static final String HERE = Path.of("").toAbsolutePath().toString();

  @TempDir Path dir;
  private final AtomicBoolean stale = new AtomicBoolean();
  private BuildServer server;
  private Thread serving;

  private Path start(Duration idle) throws InterruptedException {
    Path socket = dir.resolve("servers").resolve("s.sock");
    server = new BuildServer(socket, HERE, idle, stale::get);
    serving = new Thread(() -> {
      try {
        server.serve();
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }, "test-build-server");
    serving.start();
    for (int i = 0; i < 500 && !Files.exists(socket); i++) {
      Thread.sleep(10);
    }
    return socket;
  }

  @AfterEach
  void stopServer() throws InterruptedException {
    if (server != null) {
      server.stop();
      serving.join(10_000);
    }
  }

  private record Answer(int exitCode, String out, String err) {}

  private static Answer ask(Path socket, String workingDir, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = BuildClient.run(socket, BuildClient.Wait.NONE, new ServerProtocol.Request(workingDir, List.of(args)), out, err);
    return new Answer(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aValidationThroughTheServerPrintsWhatForgePrintsAndEndsTheSameWay() throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    Path data = ShippedData.copyInto(dir);
    ShippedData.edit(data, "spells/fire.yaml", "cost: ", "cost: lots ");

    Answer served = ask(socket, HERE, "validate", "--data", data.toString());
    ForgeRun itself = ForgeRun.of("validate", "--data", data.toString());

    assertThat(served.exitCode()).isEqualTo(ExitCodes.DATA).isEqualTo(itself.exitCode());
    assertThat(served.err()).contains("spells/fire.yaml:").isEqualTo(itself.err());
    assertThat(served.out()).isEqualTo(itself.out());
  }

  @Test
  void oneServerAnswersRequestAfterRequest() throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    Path data = ShippedData.copyInto(dir);
    for (int i = 0; i < 3; i++) {
      Answer a = ask(socket, HERE, "validate", "--data", data.toString());
      assertThat(a.exitCode()).as("request %d", i).isEqualTo(ExitCodes.OK);
    }
  }

  @Test
  void twoClientsAtOnceAreServedOneAfterTheOther() throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    Path data = ShippedData.copyInto(dir);
    var pool = java.util.concurrent.Executors.newFixedThreadPool(2);
    try {
      var first = pool.submit(() -> ask(socket, HERE, "validate", "--data", data.toString()));
      var second = pool.submit(() -> ask(socket, HERE, "validate", "--data", data.toString()));
      assertThat(first.get().exitCode()).isEqualTo(ExitCodes.OK);
      assertThat(second.get().exitCode()).isEqualTo(ExitCodes.OK);
      assertThat(second.get().out()).isEqualTo(first.get().out());
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aClientThatHangsUpMidBuildLeavesTheLastGoodOutputAndTheServerServesOn() throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    Path data = ShippedData.copyInto(dir);
    Path out = dir.resolve("output");
    assertThat(ask(socket, HERE, "build", "--data", data.toString(), "--out", out.toString()).exitCode()).isEqualTo(ExitCodes.OK);
    java.util.Map<String, Long> lastGood = sizes(out);
    ShippedData.edit(data, "spells/fire.yaml", "cost: ", "cost: 1");
    Files.walk(out.resolve(".forge-cache")).sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());

    // Ctrl-C: the client sends its request, then goes away long before a whole build could end
    try (var channel = java.nio.channels.SocketChannel.open(java.net.StandardProtocolFamily.UNIX)) {
      channel.connect(java.net.UnixDomainSocketAddress.of(socket));
      var toServer = new java.io.DataOutputStream(java.nio.channels.Channels.newOutputStream(channel));
      new ServerProtocol.Request(HERE, List.of("build", "--data", data.toString(), "--out", out.toString())).writeTo(toServer);
      Thread.sleep(300);
    }

    Answer next = ask(socket, HERE, "validate", "--data", data.toString());
    assertThat(next.exitCode()).as("served after the abandoned build").isEqualTo(ExitCodes.OK);
    java.util.Map<String, Long> now = sizes(out);
    java.util.Set<String> changed = new java.util.TreeSet<>(now.keySet());
    changed.addAll(lastGood.keySet());
    changed.removeIf(p -> p.startsWith(".forge-cache") || java.util.Objects.equals(now.get(p), lastGood.get(p)));
    assertThat(changed).as("files added, removed or changed since the last good build").isEmpty();
  }

  /** Every file under {@code root} and its size. */
  private static java.util.Map<String, Long> sizes(Path root) throws IOException {
    java.util.Map<String, Long> sizes = new java.util.TreeMap<>();
    try (var walk = Files.walk(root)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        if (Files.isRegularFile(p)) {
          sizes.put(root.relativize(p).toString(), Files.size(p));
        }
      }
    }
    return sizes;
  }

  @Test
  void withNoServerListeningTheClientIsToldToRunForgeItself() {
    Answer a = ask(dir.resolve("nobody.sock"), HERE, "build");
    assertThat(a.exitCode()).isEqualTo(BuildClient.NO_SERVER);
    assertThat(a.out() + a.err()).isEmpty();
  }

  @Test
  void aRequestFromAnotherFolderIsLeftToTheClient() throws Exception {
    // paths the user types are relative to where they stand, and the server stands elsewhere
    Path socket = start(Duration.ofMinutes(1));
    Answer a = ask(socket, dir.toString(), "validate");
    assertThat(a.exitCode()).isEqualTo(BuildClient.NO_SERVER);
    assertThat(a.out() + a.err()).isEmpty();
  }

  @Test
  void onlyTheCommandsThatDrawTheCardSetAreServed() throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    assertThat(ask(socket, HERE, "watch").exitCode()).isEqualTo(BuildClient.NO_SERVER);
    assertThat(ask(socket, HERE, "--verbose", "tts").exitCode()).isEqualTo(BuildClient.NO_SERVER);
    assertThat(ask(socket, HERE, "--help").exitCode()).isEqualTo(BuildClient.NO_SERVER);
    assertThat(ask(socket, HERE, "validate", "--help").exitCode()).isEqualTo(ExitCodes.OK);
  }

  @Test
  void aServerWhoseToolWasRebuiltNeverAnswersWithTheOldCodeAndEnds() throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    stale.set(true);
    assertThat(ask(socket, HERE, "validate").exitCode()).isEqualTo(BuildClient.NO_SERVER);
    serving.join(10_000);
    assertThat(serving.isAlive()).isFalse();
    assertThat(socket).doesNotExist();
    assertThat(ask(socket, HERE, "validate").exitCode()).isEqualTo(BuildClient.NO_SERVER);
  }

  @Test
  void anIdleServerEnds() throws Exception {
    Path socket = start(Duration.ofMillis(200));
    serving.join(10_000);
    assertThat(serving.isAlive()).isFalse();
    assertThat(socket).doesNotExist();
    assertThat(socket.resolveSibling("s.sock.lock")).doesNotExist();
  }

  @Test
  void aSecondServerOnTheSameSocketLeavesItToTheFirst() throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    BuildServer second = new BuildServer(socket, HERE, Duration.ofMinutes(1), () -> false);
    second.serve(); // returns at once: the first holds the lock
    assertThat(ask(socket, HERE, "validate", "--data", ShippedData.folder().toString()).exitCode()).isEqualTo(ExitCodes.OK);
  }

  @Test
  void onlyItsUserMayOpenTheServersFolder() throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(socket.getParent())))
        .isEqualTo("rwx------");
  }
}
