package org.legendsforge.kit.preview;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The latest build status, handed to every open page as Server-Sent Events. Each listener blocks in
 * {@link #stream} on its own server thread until the status changes, the channel closes, or the
 * page goes away (found out by a periodic comment line).
 */
final class StatusChannel {
  private static final long HEARTBEAT_MS = 10_000;
  private BuildStatus status = BuildStatus.none();
  private boolean closed;

  synchronized void publish(BuildStatus next) {
    status = next;
    notifyAll();
  }

  synchronized BuildStatus current() {
    return status;
  }

  synchronized void close() {
    closed = true;
    notifyAll();
  }

  /** Writes the current status, then every change, until closed or the client disconnects. */
  void stream(OutputStream out) throws IOException {
    BuildStatus sent = null;
    while (true) {
      BuildStatus next;
      synchronized (this) {
        long deadline = System.currentTimeMillis() + HEARTBEAT_MS;
        while (!closed && status == sent && System.currentTimeMillis() < deadline) {
          try {
            wait(Math.max(1, deadline - System.currentTimeMillis()));
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
          }
        }
        if (closed) {
          return;
        }
        next = status;
      }
      String event =
          next == sent ? ": still watching\n\n" : "event: build\ndata: " + next.json() + "\n\n";
      out.write(event.getBytes(StandardCharsets.UTF_8));
      out.flush();
      sent = next;
    }
  }
}
