package org.legendsforge.kit.server;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * The {@code ./forge} launcher's side of the build server: hands the arguments to a running {@link
 * BuildServer} and plays back what it prints, so a build after an edit runs in a JVM whose code is
 * already compiled. It loads a few dozen classes and starts in 0.06 to 0.07 s.
 *
 * <p>Exit status: forge's own, or {@link #NO_SERVER} when no server took the request before
 * anything was printed (none running, another folder, stopped); the launcher then runs forge
 * itself, so a missing server costs time, never a result.
 */
public final class BuildClient {
  /** "Run forge yourself" (sysexits' EX_TEMPFAIL). */
  public static final int NO_SERVER = 75;

  /**
   * The server stopped in the middle of its answer: forge's status for an environment failure
   * (ExitCodes.ENVIRONMENT; the client loads nothing of the command line to say so).
   */
  public static final int SERVER_STOPPED = 3;

  private static final long RETRY_MS = 25;

  private BuildClient() {}

  /**
   * Arguments: the socket; {@code --wait SECONDS PID} when a server was just started (it may take
   * that long to listen, unless process PID ends first); then forge's own arguments.
   */
  public static void main(String[] args) {
    if (args.length < 1) {
      System.exit(NO_SERVER);
    }
    Path socket = Path.of(args[0]);
    int first = 1;
    long waitMs = 0;
    long pid = -1;
    if (args.length >= 4 && args[1].equals("--wait")) {
      waitMs = Math.round(Double.parseDouble(args[2]) * 1000);
      pid = Long.parseLong(args[3]);
      first = 4;
    }
    List<String> forgeArgs = List.of(args).subList(first, args.length);
    String dir = Path.of("").toAbsolutePath().toString();
    Wait wait = waitMs == 0 ? Wait.NONE : Wait.whileAlive(waitMs, pid);
    System.exit(
        run(socket, wait, new ServerProtocol.Request(dir, forgeArgs), System.out, System.err));
  }

  /**
   * How long to keep trying to connect, and to whom: a server just started (process {@code pid}) is
   * waited for only while it is alive. (No lambda here: the client must start fast.)
   */
  record Wait(long millis, long pid) {
    static final Wait NONE = new Wait(0, -1);

    static Wait whileAlive(long millis, long pid) {
      return new Wait(millis, pid);
    }

    boolean worthIt() {
      return pid >= 0 && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }
  }

  /**
   * Sends {@code request} and copies the answer to {@code out} and {@code err}; returns the exit
   * code.
   */
  static int run(
      Path socket, Wait wait, ServerProtocol.Request request, OutputStream out, OutputStream err) {
    SocketChannel channel = connect(socket, wait);
    if (channel == null) {
      return NO_SERVER;
    }
    boolean printed = false;
    try (channel) {
      var toServer =
          new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(channel)));
      request.writeTo(toServer);
      var fromServer =
          new DataInputStream(new BufferedInputStream(Channels.newInputStream(channel)));
      while (true) {
        byte kind = fromServer.readByte();
        switch (kind) {
          case ServerProtocol.OUT, ServerProtocol.ERR -> {
            byte[] bytes = fromServer.readNBytes(fromServer.readInt());
            OutputStream to = kind == ServerProtocol.OUT ? out : err;
            to.write(bytes);
            to.flush();
            printed = true;
          }
          case ServerProtocol.EXIT -> {
            return fromServer.readInt();
          }
          case ServerProtocol.REFUSED -> {
            fromServer.readUTF();
            return NO_SERVER;
          }
          default -> throw new IOException("an unknown answer from the build server");
        }
      }
    } catch (IOException e) {
      if (!printed) {
        return NO_SERVER;
      }
      // Half of the answer is printed: running forge again here would print the start twice.
      PrintStream p = new PrintStream(err, true, StandardCharsets.UTF_8);
      p.println(
          "forge: error: the build server stopped before it finished"
              + (e instanceof EOFException ? "" : " (" + e.getMessage() + ")"));
      p.println("  hint: run the command again; FORGE_SERVER=0 ./forge runs without a server");
      return SERVER_STOPPED;
    }
  }

  /**
   * A connection to the server at {@code socket}, trying as long as {@code wait} allows; null if
   * none.
   */
  private static SocketChannel connect(Path socket, Wait wait) {
    UnixDomainSocketAddress address = UnixDomainSocketAddress.of(socket);
    long deadline = System.nanoTime() + wait.millis() * 1_000_000;
    while (true) {
      try {
        return SocketChannel.open(address);
      } catch (IOException notListening) {
        if (System.nanoTime() >= deadline || !wait.worthIt()) {
          return null;
        }
      } catch (UnsupportedOperationException noUnixSockets) {
        return null; // a platform without them: forge runs by itself
      }
      try {
        Thread.sleep(RETRY_MS);
      } catch (InterruptedException stop) {
        Thread.currentThread().interrupt();
        return null;
      }
    }
  }
}
