package org.legendsforge.kit.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.cli.ExitCodes;
import org.legendsforge.cli.ServerCommand;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

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

  private final ByteArrayOutputStream log = new ByteArrayOutputStream();

  private Path start(Duration idle) throws InterruptedException {
    Path socket = dir.resolve("servers").resolve("s.sock");
    server =
        new BuildServer(
            socket,
            HERE,
            ServerCommand::runRequest,
            idle,
            stale::get,
            new java.io.PrintStream(log, true, StandardCharsets.UTF_8),
            () -> {});
    serving =
        new Thread(
            () -> {
              try {
                server.serve();
              } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
              }
            },
            "test-build-server");
    serving.start();
    for (int i = 0; i < 3000 && !Files.exists(socket); i++) {
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
    int code =
        BuildClient.run(
            socket,
            BuildClient.Wait.NONE,
            new ServerProtocol.Request(workingDir, List.of(args)),
            out,
            err);
    return new Answer(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
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
    assertThat(
            ask(socket, HERE, "build", "--data", data.toString(), "--out", out.toString())
                .exitCode())
        .isEqualTo(ExitCodes.OK);
    java.util.Map<String, Long> lastGood = sizes(out);
    ShippedData.edit(data, "spells/fire.yaml", "cost: ", "cost: 1");
    // .forge-cache is a link into the build: its files go, so the next build draws everything
    Files.walk(out.resolve(".forge-cache").toRealPath())
        .sorted(java.util.Comparator.reverseOrder())
        .forEach(p -> p.toFile().delete());

    // Ctrl-C: the client sends its request, then goes away long before a whole build could end
    try (var channel = java.nio.channels.SocketChannel.open(java.net.StandardProtocolFamily.UNIX)) {
      channel.connect(java.net.UnixDomainSocketAddress.of(socket));
      var toServer =
          new java.io.DataOutputStream(java.nio.channels.Channels.newOutputStream(channel));
      new ServerProtocol.Request(
              HERE, List.of("build", "--data", data.toString(), "--out", out.toString()))
          .writeTo(toServer);
      Thread.sleep(300);
    }

    Answer next = ask(socket, HERE, "validate", "--data", data.toString());
    assertThat(next.exitCode()).as("served after the abandoned build").isEqualTo(ExitCodes.OK);
    java.util.Map<String, Long> now = sizes(out);
    java.util.Set<String> changed = new java.util.TreeSet<>(now.keySet());
    changed.addAll(lastGood.keySet());
    changed.removeIf(
        p -> p.startsWith(".forge-cache") || java.util.Objects.equals(now.get(p), lastGood.get(p)));
    assertThat(changed).as("files added, removed or changed since the last good build").isEmpty();
  }

  /** Every file under {@code root} and its size. */
  private static java.util.Map<String, Long> sizes(Path root) throws IOException {
    java.util.Map<String, Long> sizes = new java.util.TreeMap<>();
    for (var f : org.legendsforge.testing.ShownOutput.files(root).entrySet()) {
      sizes.put(f.getKey().toString(), Files.size(f.getValue()));
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
  void anIdleServerEndsAndItsLogSaysWhy() throws Exception {
    Path socket = start(Duration.ofMillis(200));
    serving.join(10_000);
    assertThat(serving.isAlive()).isFalse();
    assertThat(socket).doesNotExist();
    assertThat(socket.resolveSibling("s.sock.lock")).doesNotExist();
    assertThat(log.toString(StandardCharsets.UTF_8))
        .contains("forge server: stopped: no request for 0 s");
  }

  /**
   * A client of its own making: connects and sends what it is given, then waits with the line open.
   */
  private static java.nio.channels.SocketChannel connectAndSend(Path socket, byte[] bytes)
      throws IOException {
    var channel = java.nio.channels.SocketChannel.open(java.net.StandardProtocolFamily.UNIX);
    channel.connect(java.net.UnixDomainSocketAddress.of(socket));
    channel.write(java.nio.ByteBuffer.wrap(bytes));
    return channel;
  }

  /**
   * Whether the server closed the line without a word (an end of stream, or a reset of unread
   * data).
   */
  private static boolean hungUp(java.nio.channels.SocketChannel client) {
    try {
      return client.read(java.nio.ByteBuffer.allocate(1)) == -1;
    } catch (IOException reset) {
      return true;
    }
  }

  @Test
  @org.junit.jupiter.api.Timeout(60)
  void aClientThatStallsMidRequestIsDroppedAndTheNextOneServed() throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    // the start of a request, then nothing: the line stays open
    try (var stalled = connectAndSend(socket, new byte[] {0x4c, 0x46, 0x53, 0x31, 0, 40})) {
      Answer next = ask(socket, HERE, "validate", "--data", ShippedData.folder().toString());
      assertThat(next.exitCode()).isEqualTo(ExitCodes.OK);
      assertThat(hungUp(stalled)).as("the stalled client was hung up on").isTrue();
    }
    assertThat(log.toString(StandardCharsets.UTF_8))
        .contains("dropped a client that sent no whole request within 2000 ms");
  }

  @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.CsvSource({
    "300 arguments, 300, 10",
    "an argument of 10 000 bytes, 2, 10000"
  })
  @org.junit.jupiter.api.Timeout(60)
  void aRequestLargerThanACommandLineIsRefused(String what, int count, int length)
      throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    ByteArrayOutputStream request = new ByteArrayOutputStream();
    java.io.DataOutputStream data = new java.io.DataOutputStream(request);
    data.writeInt(0x4c465331);
    data.writeUTF(HERE);
    data.writeInt(count);
    for (int i = 0; i < Math.min(count, 3); i++) {
      data.writeUTF("x".repeat(length));
    }
    try (var client = connectAndSend(socket, request.toByteArray())) {
      assertThat(hungUp(client)).as("hung up on without an answer").isTrue();
    }
    assertThat(log.toString(StandardCharsets.UTF_8))
        .contains("forge server: dropped a client: a request ");
    assertThat(ask(socket, HERE, "validate", "--data", ShippedData.folder().toString()).exitCode())
        .isEqualTo(ExitCodes.OK);
  }

  @Test
  @org.junit.jupiter.api.Timeout(120)
  void aClientThatGoesAwayHasItsRequestCancelledAndTheServerServesOn() throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    Path data = ShippedData.copyInto(dir);
    // seconds of work: a million problems to collect (issue 15's 2 MB of "- {}")
    Files.writeString(data.resolve("chaos.yaml"), "chaos:\n" + "- {}\n".repeat(400_000));
    ByteArrayOutputStream request = new ByteArrayOutputStream();
    new ServerProtocol.Request(HERE, List.of("validate", "--data", data.toString()))
        .writeTo(new java.io.DataOutputStream(request));
    try (var client = connectAndSend(socket, request.toByteArray())) {
      Thread.sleep(200);
    }
    Answer next = ask(socket, HERE, "validate", "--data", ShippedData.folder().toString());
    assertThat(next.exitCode()).isEqualTo(ExitCodes.OK);
    assertThat(log.toString(StandardCharsets.UTF_8))
        .contains("forge server: the client went away; its request was cancelled")
        .doesNotContain("stopped");
  }

  @Test
  void aSecondServerOnTheSameSocketLeavesItToTheFirst() throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    BuildServer second =
        new BuildServer(
            socket, HERE, ServerCommand::runRequest, Duration.ofMinutes(1), () -> false);
    second.serve(); // returns at once: the first holds the lock
    assertThat(ask(socket, HERE, "validate", "--data", ShippedData.folder().toString()).exitCode())
        .isEqualTo(ExitCodes.OK);
  }

  @Test
  void onlyItsUserMayOpenTheServersFolder() throws Exception {
    Path socket = start(Duration.ofMinutes(1));
    assertThat(
            java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(socket.getParent())))
        .isEqualTo("rwx------");
  }

  @Test
  void aClientWhoseServerStopsMidAnswerExitsAsForgeDoesOnAnEnvironmentFailure() {
    assertThat(BuildClient.SERVER_STOPPED).isEqualTo(ExitCodes.ENVIRONMENT);
  }
}
