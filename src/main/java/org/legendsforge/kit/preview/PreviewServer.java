package org.legendsforge.kit.preview;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.legendsforge.kit.report.GalleryPage;

/**
 * Serves the output folder on the loopback interface only, with {@code /events} (the build status
 * as Server-Sent Events) and {@code /build-id} (the same status as JSON, for polling). Files are
 * read afresh on each request, so a committed rebuild shows at once; nothing outside the output
 * folder, and none of its hidden files, is ever served. Every answer closes its connection.
 *
 * <p>Only pages of this computer may ask: a request whose {@code Host}, or whose target when it
 * names a server ({@code GET http://host:port/path}), is not this server's own address ({@code
 * 127.0.0.1}, {@code localhost} or {@code [::1]} with its port) gets 403, so a web page elsewhere
 * cannot reach it through a name that points here (DNS rebinding). Request heads are read by {@link
 * RequestIntake}, without a thread per connection, each within a deadline and a few at once per
 * client, so half-sent requests never keep a page from loading; at most {@value #THREADS} threads
 * answer whole requests (the rest wait in a queue of {@value #QUEUED}, beyond it connections are
 * closed), at most {@value #EVENT_STREAMS} of them holding open event streams.
 */
public final class PreviewServer implements AutoCloseable {
  static final int THREADS = 32;
  static final int QUEUED = 64;
  static final int EVENT_STREAMS = 16;

  private final RequestIntake intake;
  private final ThreadPoolExecutor threads;
  private final StatusChannel channel = new StatusChannel();
  private final OutputFiles files;
  private final Semaphore streams = new Semaphore(EVENT_STREAMS);
  private final Set<String> ownAddresses;

  private PreviewServer(Path root, int port, RequestIntake.Limits limits) throws IOException {
    this.files = new OutputFiles(root);
    this.threads =
        new ThreadPoolExecutor(
            THREADS,
            THREADS,
            30,
            TimeUnit.SECONDS,
            new LinkedBlockingQueue<>(QUEUED),
            r -> {
              Thread t = new Thread(r, "forge-preview");
              t.setDaemon(true);
              return t;
            },
            new ThreadPoolExecutor.AbortPolicy());
    threads.allowCoreThreadTimeOut(true);
    try {
      this.intake =
          new RequestIntake(
              new InetSocketAddress(InetAddress.getLoopbackAddress(), port), limits, this::take);
    } catch (IOException e) {
      threads.shutdownNow();
      throw e;
    }
    int bound = intake.port();
    ownAddresses = Set.of("127.0.0.1:" + bound, "localhost:" + bound, "[::1]:" + bound);
  }

  /** Starts serving {@code root} on 127.0.0.1:{@code port}; port 0 picks a free one. */
  public static PreviewServer start(Path root, int port) throws IOException {
    return new PreviewServer(root, port, RequestIntake.Limits.DEFAULT);
  }

  /** The same, reading request heads within {@code limits} (tests use a short deadline). */
  static PreviewServer start(Path root, int port, RequestIntake.Limits limits) throws IOException {
    return new PreviewServer(root, port, limits);
  }

  public int port() {
    return intake.port();
  }

  public String url() {
    return "http://127.0.0.1:" + port() + "/";
  }

  /** Tells every open page about a finished build. */
  public void publish(BuildStatus status) {
    channel.publish(status);
  }

  public BuildStatus status() {
    return channel.current();
  }

  @Override
  public void close() {
    channel.close();
    intake.close();
    threads.shutdownNow();
  }

  /** A whole request head has arrived: one of the threads answers it, or none when all are busy. */
  private void take(SocketChannel connection, Optional<RequestHead> head) {
    try {
      threads.execute(() -> answer(connection, head));
    } catch (RejectedExecutionException busy) {
      try {
        connection.close();
      } catch (IOException e) {
        // gone already
      }
    }
  }

  private void answer(SocketChannel connection, Optional<RequestHead> head) {
    try (connection;
        OutputStream out = Channels.newOutputStream(connection)) {
      if (head.isEmpty()) {
        send(out, false, 400, "bad request\n");
        return;
      }
      RequestHead h = head.get();
      boolean isHead = h.method().equals("HEAD");
      Optional<String> path;
      try {
        path = pathForThisComputer(h);
      } catch (URISyntaxException e) {
        send(out, isHead, 400, "bad request\n");
        return;
      }
      if (path.isEmpty()) {
        send(
            out,
            isHead,
            403,
            "forbidden: this preview answers only to pages of this computer"
                + " (http://127.0.0.1:PORT/)\n");
      } else if (!isHead && !h.method().equals("GET")) {
        send(
            out,
            false,
            405,
            "text/plain; charset=utf-8",
            "Allow: GET, HEAD\r\n",
            text("only GET and HEAD\n"));
      } else if (path.get().equals("/events")) {
        events(out);
      } else if (path.get().equals("/build-id")) {
        send(
            out,
            isHead,
            200,
            "application/json; charset=utf-8",
            "",
            text(channel.current().json()));
      } else {
        file(out, isHead, path.get());
      }
    } catch (IOException gone) {
      // the page went away; nothing to tell anyone
    }
  }

  /**
   * The raw path a request asks for, when it asks this server by its own address: its {@code Host}
   * and, in the absolute form, the authority of its target. Empty for any other server.
   */
  private Optional<String> pathForThisComputer(RequestHead h) throws URISyntaxException {
    Optional<String> host = h.header("host").map(v -> v.toLowerCase(Locale.ROOT));
    if (host.isEmpty() || !ownAddresses.contains(host.get())) {
      return Optional.empty();
    }
    URI target = new URI(h.target());
    if (target.getRawAuthority() != null || target.getScheme() != null) {
      // the absolute form: the target's authority names the server, as Host does
      String authority =
          target.getRawAuthority() == null ? "" : target.getRawAuthority().toLowerCase(Locale.ROOT);
      if (!"http".equalsIgnoreCase(target.getScheme()) || !ownAddresses.contains(authority)) {
        return Optional.empty();
      }
    } else if (!h.target().startsWith("/")) {
      throw new URISyntaxException(h.target(), "not a path");
    }
    String raw = target.getRawPath();
    return Optional.of(raw == null || raw.isEmpty() ? "/" : raw);
  }

  private void events(OutputStream out) throws IOException {
    if (!streams.tryAcquire()) {
      send(out, false, 503, "too many open pages\n");
      return;
    }
    try {
      out.write(
          head(200, "text/event-stream; charset=utf-8", "", -1)
              .getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      channel.stream(out);
    } finally {
      streams.release();
    }
  }

  private void file(OutputStream out, boolean isHead, String rawPath) throws IOException {
    Optional<Path> found = files.resolve(rawPath);
    if (found.isPresent()) {
      send(
          out,
          isHead,
          200,
          OutputFiles.contentType(found.get()),
          "",
          Files.readAllBytes(found.get()));
    } else if (files.isIndex(rawPath)) {
      send(out, isHead, 200, "text/html; charset=utf-8", "", text(new GalleryPage().waiting()));
    } else {
      send(out, isHead, 404, "not found\n");
    }
  }

  private static byte[] text(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static void send(OutputStream out, boolean isHead, int code, String message)
      throws IOException {
    send(out, isHead, code, "text/plain; charset=utf-8", "", text(message));
  }

  private static void send(
      OutputStream out, boolean isHead, int code, String type, String extraHeaders, byte[] body)
      throws IOException {
    out.write(head(code, type, extraHeaders, body.length).getBytes(StandardCharsets.ISO_8859_1));
    if (!isHead) {
      out.write(body);
    }
    out.flush();
  }

  /**
   * The status line and header fields; {@code length} -1 for a body that ends with the connection.
   */
  private static String head(int code, String type, String extraHeaders, long length) {
    return "HTTP/1.1 "
        + code
        + " "
        + reason(code)
        + "\r\nContent-Type: "
        + type
        + "\r\nCache-Control: no-cache\r\nX-Content-Type-Options: nosniff\r\n"
        + extraHeaders
        + (length >= 0 ? "Content-Length: " + length + "\r\n" : "")
        + "Connection: close\r\n\r\n";
  }

  private static String reason(int code) {
    return switch (code) {
      case 200 -> "OK";
      case 400 -> "Bad Request";
      case 403 -> "Forbidden";
      case 404 -> "Not Found";
      case 405 -> "Method Not Allowed";
      default -> "Service Unavailable";
    };
  }
}
