package org.legendsforge.preview;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.legendsforge.report.GalleryPage;

/**
 * Serves the output folder on the loopback interface only, with {@code /events} (the build status
 * as Server-Sent Events) and {@code /build-id} (the same status as JSON, for polling). Files are
 * read afresh on each request, so a committed rebuild shows at once; nothing outside the output
 * folder, and none of its hidden files, is ever served.
 *
 * <p>Only pages of this computer may ask: a request whose {@code Host} is not this server's own
 * address ({@code 127.0.0.1}, {@code localhost} or {@code [::1]} with its port) gets 403, so a web
 * page elsewhere cannot reach it through a name that points here (DNS rebinding). A request must
 * arrive whole within {@value #REQUEST_SECONDS} s; at most {@value #THREADS} threads answer (the
 * rest wait in a queue of {@value #QUEUED}, beyond it connections are closed), at most {@value
 * #EVENT_STREAMS} of them holding open event streams.
 */
public final class PreviewServer implements AutoCloseable {
  static final int REQUEST_SECONDS = 5;
  static final int THREADS = 32;
  static final int QUEUED = 64;
  static final int EVENT_STREAMS = 16;

  static {
    // The JDK's server reads its limits once, from these properties: set before its first use.
    // Without one, a connection that sends half a request holds a thread for ever.
    if (System.getProperty("sun.net.httpserver.maxReqTime") == null) {
      System.setProperty("sun.net.httpserver.maxReqTime", Integer.toString(REQUEST_SECONDS));
    }
  }

  private final HttpServer server;
  private final ExecutorService threads;
  private final StatusChannel channel = new StatusChannel();
  private final OutputFiles files;
  private final Semaphore streams = new Semaphore(EVENT_STREAMS);

  private PreviewServer(HttpServer server, ExecutorService threads, Path root) {
    this.server = server;
    this.threads = threads;
    this.files = new OutputFiles(root);
  }

  /** Starts serving {@code root} on 127.0.0.1:{@code port}; port 0 picks a free one. */
  public static PreviewServer start(Path root, int port) throws IOException {
    HttpServer server =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
    ThreadPoolExecutor threads =
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
    server.setExecutor(threads);
    PreviewServer preview = new PreviewServer(server, threads, root);
    Filter host = new HostCheck(server.getAddress().getPort());
    server.createContext("/events", preview::events).getFilters().add(host);
    server.createContext("/build-id", preview::buildId).getFilters().add(host);
    server.createContext("/", preview::file).getFilters().add(host);
    server.start();
    return preview;
  }

  /** Lets through only requests that name this server by its own loopback address and port. */
  private static final class HostCheck extends Filter {
    private final java.util.Set<String> allowed;

    HostCheck(int port) {
      allowed = java.util.Set.of("127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port);
    }

    @Override
    public void doFilter(HttpExchange ex, Chain chain) throws IOException {
      String host = ex.getRequestHeaders().getFirst("Host");
      if (host != null && allowed.contains(host.toLowerCase(java.util.Locale.ROOT))) {
        chain.doFilter(ex);
      } else {
        send(
            ex,
            403,
            "text/plain; charset=utf-8",
            "forbidden: this preview answers only to pages of this computer (http://127.0.0.1:PORT/)\n"
                .getBytes(StandardCharsets.UTF_8));
      }
    }

    @Override
    public String description() {
      return "answers only to requests for this computer's own address";
    }
  }

  public int port() {
    return server.getAddress().getPort();
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
    server.stop(0);
    threads.shutdownNow();
  }

  private void events(HttpExchange ex) throws IOException {
    if (!streams.tryAcquire()) {
      send(
          ex,
          503,
          "text/plain; charset=utf-8",
          "too many open pages\n".getBytes(StandardCharsets.UTF_8));
      return;
    }
    try (ex) {
      ex.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
      ex.getResponseHeaders().set("Cache-Control", "no-cache");
      ex.sendResponseHeaders(200, 0);
      channel.stream(ex.getResponseBody());
    } catch (IOException e) {
      // The page went away; nothing to tell anyone.
    } finally {
      streams.release();
    }
  }

  private void buildId(HttpExchange ex) throws IOException {
    send(
        ex,
        200,
        "application/json; charset=utf-8",
        channel.current().json().getBytes(StandardCharsets.UTF_8));
  }

  private void file(HttpExchange ex) throws IOException {
    if (!ex.getRequestMethod().equals("GET") && !ex.getRequestMethod().equals("HEAD")) {
      ex.getResponseHeaders().set("Allow", "GET, HEAD");
      send(
          ex,
          405,
          "text/plain; charset=utf-8",
          "only GET and HEAD\n".getBytes(StandardCharsets.UTF_8));
      return;
    }
    Optional<Path> found = files.resolve(ex.getRequestURI().getRawPath());
    if (found.isPresent()) {
      send(ex, 200, OutputFiles.contentType(found.get()), Files.readAllBytes(found.get()));
    } else if (files.isIndex(ex.getRequestURI().getRawPath())) {
      send(
          ex,
          200,
          "text/html; charset=utf-8",
          new GalleryPage().waiting().getBytes(StandardCharsets.UTF_8));
    } else {
      send(ex, 404, "text/plain; charset=utf-8", "not found\n".getBytes(StandardCharsets.UTF_8));
    }
  }

  private static void send(HttpExchange ex, int code, String type, byte[] body) throws IOException {
    try (ex) {
      ex.getResponseHeaders().set("Content-Type", type);
      ex.getResponseHeaders().set("Cache-Control", "no-cache");
      ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
      boolean head = ex.getRequestMethod().equals("HEAD");
      ex.sendResponseHeaders(code, head ? -1 : body.length);
      if (!head) {
        try (OutputStream out = ex.getResponseBody()) {
          out.write(body);
        }
      }
    }
  }
}
