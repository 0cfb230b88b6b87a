package org.legendsforge.preview;

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
import java.util.concurrent.Executors;
import org.legendsforge.report.GalleryPage;

/**
 * Serves the output folder on the loopback interface only, with {@code /events} (the build status
 * as Server-Sent Events) and {@code /build-id} (the same status as JSON, for polling). Files are
 * read afresh on each request, so a committed rebuild shows at once; nothing outside the output
 * folder, and none of its hidden files, is ever served.
 */
public final class PreviewServer implements AutoCloseable {
  private final HttpServer server;
  private final ExecutorService threads;
  private final StatusChannel channel = new StatusChannel();
  private final OutputFiles files;

  private PreviewServer(HttpServer server, ExecutorService threads, Path root) {
    this.server = server;
    this.threads = threads;
    this.files = new OutputFiles(root);
  }

  /** Starts serving {@code root} on 127.0.0.1:{@code port}; port 0 picks a free one. */
  public static PreviewServer start(Path root, int port) throws IOException {
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
    ExecutorService threads = Executors.newCachedThreadPool(r -> {
      Thread t = new Thread(r, "forge-preview");
      t.setDaemon(true);
      return t;
    });
    server.setExecutor(threads);
    PreviewServer preview = new PreviewServer(server, threads, root);
    server.createContext("/events", preview::events);
    server.createContext("/build-id", preview::buildId);
    server.createContext("/", preview::file);
    server.start();
    return preview;
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
    try (ex) {
      ex.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
      ex.getResponseHeaders().set("Cache-Control", "no-cache");
      ex.sendResponseHeaders(200, 0);
      channel.stream(ex.getResponseBody());
    } catch (IOException e) {
      // The page went away; nothing to tell anyone.
    }
  }

  private void buildId(HttpExchange ex) throws IOException {
    send(ex, 200, "application/json; charset=utf-8", channel.current().json().getBytes(StandardCharsets.UTF_8));
  }

  private void file(HttpExchange ex) throws IOException {
    if (!ex.getRequestMethod().equals("GET") && !ex.getRequestMethod().equals("HEAD")) {
      ex.getResponseHeaders().set("Allow", "GET, HEAD");
      send(ex, 405, "text/plain; charset=utf-8", "only GET and HEAD\n".getBytes(StandardCharsets.UTF_8));
      return;
    }
    Optional<Path> found = files.resolve(ex.getRequestURI().getRawPath());
    if (found.isPresent()) {
      send(ex, 200, OutputFiles.contentType(found.get()), Files.readAllBytes(found.get()));
    } else if (files.isIndex(ex.getRequestURI().getRawPath())) {
      send(ex, 200, "text/html; charset=utf-8", new GalleryPage().waiting().getBytes(StandardCharsets.UTF_8));
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
