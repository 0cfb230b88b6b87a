package org.legendsforge.kit.server;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * A forge that stays running between builds, so a build after an edit runs compiled code instead of
 * a new JVM's interpreter (a one-card rebuild: about 0.4 s instead of 1.6 s). The {@code ./forge}
 * launcher starts one per tool build, JVM flags and folder run from, and talks to it through {@link
 * BuildClient} over a Unix socket in {@code target/forge-server/}, a folder only its user may open.
 *
 * <p>It runs one request at a time (two builds into one output folder must not overlap), only for
 * the commands in {@link #COMMANDS}, only from the folder it was started in (paths the user types
 * are relative to it), and refuses anything else, which the client then runs itself. A client that
 * goes away (Ctrl-C) interrupts its build, which is then abandoned and leaves the last good output
 * in place. It ends after {@link #IDLE} without a request, when its jar is rebuilt, or on {@code
 * forge server stop}.
 */
public final class BuildServer {
  /**
   * Runs one forge command line in this JVM as a one-shot forge would, and returns its exit status;
   * never throws (what would end a one-shot forge is reported and becomes its status).
   */
  public interface Commands {
    int run(PrintWriter out, PrintWriter err, String[] args);
  }

  /** The commands worth a warm JVM: those that load and draw the card set. */
  static final Set<String> COMMANDS = Set.of("build", "print", "validate");

  /** forge's exit code for a usage error (cli.ExitCodes.USAGE; the kit does not depend on cli). */
  static final int USAGE = 2;

  public static final int IDLE_MINUTES = 20;
  static final Duration IDLE = Duration.ofMinutes(IDLE_MINUTES);
  private static final long CHECK_MS = 1000;

  /** How long a client may take to send its whole request once connected. */
  static final long REQUEST_MS = 2000;

  /** How long a request may go on after its client has gone before the server gives up on it. */
  static final long CANCEL_MS = 2000;

  /**
   * How long writing to a client that reads nothing any more may block before it counts as gone.
   */
  static final long WRITE_STALL_MS = 10_000;

  private final Path socket;
  private final String workingDir;
  private final Commands commands;
  private final Duration idle;
  private final BooleanSupplier stale;
  private final PrintStream log;
  private final Runnable wedged;
  private volatile long lastActive = System.nanoTime();
  private volatile boolean busy;
  private volatile ServerSocketChannel listening;
  private volatile String stopReason;
  private final CountDownLatch ended = new CountDownLatch(1);

  /**
   * Set in a server the launcher started for the request it then sends: that first request decides
   * whether the server stays (see {@link #serveProcess}). Null once decided, or in a server that
   * was not started for one.
   */
  private volatile Predicate<List<String>> firstRequestIsWork;

  /** What a server started for a build tells its user when it stays. */
  static final String STARTED =
      "forge: started a build server; builds after this one start warm (FORGE_SERVER=0 turns it"
          + " off)";

  /**
   * @param stale whether this server's code has been replaced (its jar rebuilt): it then ends
   *     rather than answer with old code
   */
  BuildServer(
      Path socket, String workingDir, Commands commands, Duration idle, BooleanSupplier stale) {
    this(socket, workingDir, commands, idle, stale, System.err, () -> {});
  }

  /**
   * @param log where the server says why it dropped a client or stopped (the launcher sends its
   *     standard error to {@code target/forge-server/<key>.log})
   * @param wedged what to do when a request goes on although its client is gone and it was
   *     cancelled: the server has already stopped listening; the process then ends, so the build
   *     still running in it cannot keep the output folder locked
   */
  BuildServer(
      Path socket,
      String workingDir,
      Commands commands,
      Duration idle,
      BooleanSupplier stale,
      PrintStream log,
      Runnable wedged) {
    this.socket = socket;
    this.workingDir = workingDir;
    this.commands = commands;
    this.idle = idle;
    this.stale = stale;
    this.log = log;
    this.wedged = wedged;
  }

  /**
   * The server's process: {@code args} are the socket to listen on and the jar this server runs
   * from; it serves until idle, stale or stopped.
   *
   * <p>Nothing but a build starts a server: the launcher starts this process for the request it
   * sends next, which this server answers as any other; if that request was no work (help, the
   * version, a usage error: {@code isWork} says), the server ends right after answering it, and
   * only if it was does it stay and say so.
   *
   * @param isWork whether forge's arguments ask for real work (parse, and are no help request)
   * @param wedged ends the process when a cancelled request goes on (see {@link #followUntilDone})
   */
  public static void serveProcess(
      String[] args, Commands commands, Predicate<List<String>> isWork, Runnable wedged)
      throws IOException {
    Path socket = Path.of(args[0]);
    Path jar = Path.of(args[1]);
    String stamp = stamp(jar);
    BuildServer server =
        new BuildServer(
            socket,
            Path.of("").toAbsolutePath().toString(),
            commands,
            IDLE,
            () -> !stamp.equals(stamp(jar)),
            System.err,
            wedged);
    server.firstRequestIsWork = isWork;
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> server.stopAndWait("ended by a signal (forge server stop, or the system)"),
                "forge-server-stop"));
    server.serve();
  }

  private static String stamp(Path jar) {
    try {
      return Files.getLastModifiedTime(jar) + "/" + Files.size(jar);
    } catch (IOException gone) {
      return "gone";
    }
  }

  /**
   * Listens until idle, stale or stopped. Returns at once if another server holds the socket's lock
   * (two launchers started one each at the same moment).
   */
  void serve() throws IOException {
    try {
      listenWhileLocked();
    } finally {
      ended.countDown();
    }
  }

  private void listenWhileLocked() throws IOException {
    Path dir = socket.toAbsolutePath().getParent();
    Files.createDirectories(
        dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
    Path lockFile = dir.resolve(socket.getFileName() + ".lock");
    try (FileChannel lockChannel =
            FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock = tryLock(lockChannel)) {
      if (lock == null) {
        return;
      }
      Files.deleteIfExists(socket); // left by a server that was killed
      try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
        server.bind(UnixDomainSocketAddress.of(socket));
        listening = server;
        Thread watchdog = new Thread(this::endWhenIdleOrStale, "forge-server-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        acceptUntilClosed(server);
      } finally {
        log.println(
            "forge server: stopped: "
                + (stopReason == null ? "its socket was closed" : stopReason));
        log.flush();
        Files.deleteIfExists(socket);
        Files.deleteIfExists(lockFile);
      }
    }
  }

  /** The lock, or null while another server holds it (in another JVM or, in tests, this one). */
  private static FileLock tryLock(FileChannel channel) throws IOException {
    try {
      return channel.tryLock();
    } catch (OverlappingFileLockException heldHere) {
      return null;
    }
  }

  /** On a signal: stops, and gives {@link #serve} a moment to tidy up before the JVM ends. */
  private void stopAndWait(String reason) {
    stop(reason);
    try {
      ended.await(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Ends the server: no new request is taken; one under way is abandoned with the JVM. */
  void stop() {
    stop("asked to stop");
  }

  /** {@link #stop()}, with the reason its log keeps. */
  void stop(String reason) {
    if (stopReason == null) {
      stopReason = reason;
    }
    ServerSocketChannel s = listening;
    if (s != null) {
      try {
        s.close();
        Files.deleteIfExists(socket);
      } catch (IOException ignored) {
        // ending anyway
      }
    }
  }

  private void acceptUntilClosed(ServerSocketChannel server) {
    while (true) {
      try (SocketChannel client = server.accept()) {
        busy = true;
        answer(client);
      } catch (IOException e) {
        if (!server.isOpen()) {
          return; // stopped
        }
        // the client went away (its channel is closed): the next one is served as usual
      } finally {
        busy = false;
        lastActive = System.nanoTime();
      }
    }
  }

  private void answer(SocketChannel client) throws IOException {
    var in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(client)));
    var out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(client)));
    ServerProtocol.Request request = readRequest(client, in);
    if (stale.getAsBoolean()) {
      // rebuilt since the watchdog last looked: the client runs the new code itself
      ServerProtocol.writeRefusal(out, "forge was rebuilt");
      stop("the tool was rebuilt");
      return;
    }
    String refusal = refusal(request);
    if (refusal != null) {
      ServerProtocol.writeRefusal(out, refusal);
      if (firstRequestIsWork != null) {
        stop("started for a request it does not take: " + refusal);
      }
      return;
    }
    AtomicLong writingSince = new AtomicLong();
    PrintWriter stdout =
        writer(new ServerProtocol.FrameStream(ServerProtocol.OUT, out, writingSince));
    PrintWriter stderr =
        writer(new ServerProtocol.FrameStream(ServerProtocol.ERR, out, writingSince));
    int[] code = new int[1];
    Thread build =
        new Thread(
            () -> code[0] = commands.run(stdout, stderr, request.args().toArray(String[]::new)),
            "forge-request");
    CountDownLatch gone = new CountDownLatch(1);
    Thread hangUp = new Thread(() -> countDownWhenGone(client, gone), "forge-request-client");
    hangUp.setDaemon(true);
    build.start();
    hangUp.start();
    if (!followUntilDone(build, gone, writingSince, client)) {
      return;
    }
    Predicate<List<String>> first = firstRequestIsWork;
    firstRequestIsWork = null;
    boolean stays = first == null || code[0] != USAGE && first.test(request.args());
    if (first != null && stays) {
      stderr.println(STARTED);
    }
    stdout.flush();
    stderr.flush();
    ServerProtocol.writeExit(out, code[0]);
    if (!stays) {
      stop("started for a request that was no build (help, version or a usage error)");
    }
  }

  /**
   * The request, read within {@link #REQUEST_MS}: a client that connects and stalls would otherwise
   * hold the server, and every build after it, forever.
   */
  private ServerProtocol.Request readRequest(SocketChannel client, DataInputStream in)
      throws IOException {
    Thread deadline =
        new Thread(
            () -> {
              try {
                Thread.sleep(REQUEST_MS);
                log.println(
                    "forge server: dropped a client that sent no whole request within "
                        + REQUEST_MS
                        + " ms");
                client.close();
              } catch (InterruptedException | IOException readInTime) {
                // the request came
              }
            },
            "forge-request-deadline");
    deadline.setDaemon(true);
    deadline.start();
    try {
      return ServerProtocol.Request.readFrom(in);
    } catch (IOException e) {
      if (client.isOpen()) {
        log.println("forge server: dropped a client: " + e.getMessage());
      }
      throw e;
    } finally {
      deadline.interrupt();
    }
  }

  /**
   * Waits for {@code build}; returns whether its client is still there to be answered. A client
   * that has gone (its end of the socket closed, or reading nothing for {@link #WRITE_STALL_MS})
   * has its request cancelled; a request that goes on for {@link #CANCEL_MS} after that makes the
   * server stop and its process end ({@code wedged}), so no later build waits for it.
   */
  private boolean followUntilDone(
      Thread build, CountDownLatch gone, AtomicLong writingSince, SocketChannel client)
      throws IOException {
    try {
      while (build.isAlive()) {
        long since = writingSince.get();
        boolean stalled =
            since != 0 && System.nanoTime() - since > TimeUnit.MILLISECONDS.toNanos(WRITE_STALL_MS);
        if (gone.await(100, TimeUnit.MILLISECONDS) || stalled) {
          log.println(
              "forge server: the client went away"
                  + (stalled ? " (it read nothing for " + WRITE_STALL_MS / 1000 + " s)" : "")
                  + "; its request was cancelled");
          build.interrupt();
          client.close(); // a write blocked on a client that reads nothing ends here
          build.join(CANCEL_MS);
          if (build.isAlive()) {
            stop("a cancelled request went on for more than " + CANCEL_MS + " ms");
            log.println(
                "forge server: stopping: a cancelled request went on for more than "
                    + CANCEL_MS
                    + " ms");
            log.flush();
            wedged.run();
          }
          return false;
        }
      }
      return true;
    } catch (InterruptedException e) {
      build.interrupt();
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /** Why this server will not run {@code request}, or null if it will. */
  String refusal(ServerProtocol.Request request) {
    if (!request.workingDir().equals(workingDir)) {
      return "this server runs in " + workingDir;
    }
    String command = request.args().stream().filter(a -> !a.startsWith("-")).findFirst().orElse("");
    return COMMANDS.contains(command) ? null : "not a command this server runs: " + command;
  }

  private static PrintWriter writer(ServerProtocol.FrameStream frames) {
    return new PrintWriter(new OutputStreamWriter(frames, StandardCharsets.UTF_8), true);
  }

  /** The client sends nothing after its request: the end of its stream means it has gone. */
  private static void countDownWhenGone(SocketChannel client, CountDownLatch gone) {
    try {
      if (client.read(ByteBuffer.allocate(1)) < 0) {
        gone.countDown();
      }
    } catch (IOException closedAfterTheAnswer) {
      // the request ended first
    }
  }

  private void endWhenIdleOrStale() {
    while (listening.isOpen()) {
      try {
        Thread.sleep(CHECK_MS);
      } catch (InterruptedException e) {
        return;
      }
      boolean idleTooLong = System.nanoTime() - lastActive > idle.toNanos();
      if (!busy && idleTooLong) {
        stop(
            "no request for "
                + (idle.toSeconds() < 120
                    ? idle.toSeconds() + " s"
                    : idle.toMinutes() + " minutes"));
      } else if (!busy && stale.getAsBoolean()) {
        stop("the tool was rebuilt");
      }
    }
  }
}
