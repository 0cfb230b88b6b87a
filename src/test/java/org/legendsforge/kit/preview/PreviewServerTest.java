package org.legendsforge.kit.preview;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PreviewServerTest {
  @TempDir Path tmp;
  private Path out;
  private PreviewServer server;

  @BeforeEach
  void start() throws IOException {
    out = Files.createDirectories(tmp.resolve("site/output"));
    Files.writeString(tmp.resolve("site/secret.txt"), "SECRET");
    Files.writeString(tmp.resolve("secret.txt"), "SECRET");
    Files.createDirectories(out.resolve("cards/png/fire"));
    Files.write(out.resolve("cards/png/fire/spark.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G'});
    Files.writeString(
        out.resolve("index.html"), "<meta name=\"forge-build\" content=\"abc\"/>gallery");
    Files.writeString(out.resolve(".forge-output"), "marker");
    server = PreviewServer.start(out, 0);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  /** A raw request, so no client library tidies the path before it reaches the server. */
  private String get(String rawPath) throws IOException {
    return get(rawPath, "127.0.0.1:" + server.port());
  }

  private String get(String rawPath, String host) throws IOException {
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
      s.setSoTimeout(30_000);
      OutputStream o = s.getOutputStream();
      String hostLine = host == null ? "" : "Host: " + host + "\r\n";
      o.write(
          ("GET " + rawPath + " HTTP/1.1\r\n" + hostLine + "Connection: close\r\n\r\n")
              .getBytes(StandardCharsets.ISO_8859_1));
      o.flush();
      InputStream in = s.getInputStream();
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    }
  }

  @ParameterizedTest(name = "Host: {0}")
  @ValueSource(strings = {"127.0.0.1:PORT", "localhost:PORT", "LOCALHOST:PORT", "[::1]:PORT"})
  void aRequestForThisComputerIsAnswered(String host) throws IOException {
    assertThat(get("/", host.replace("PORT", Integer.toString(server.port()))))
        .startsWith("HTTP/1.1 200");
  }

  @ParameterizedTest(name = "Host: {0}")
  @ValueSource(
      strings = {
        "evil.example:PORT",
        "127.0.0.1",
        "localhost",
        "127.0.0.1:1",
        "127.0.0.1.evil.example:PORT",
        "NONE"
      })
  void aRequestForAnyOtherHostIsForbiddenWhateverItAsksFor(String host) throws IOException {
    String h = host.equals("NONE") ? null : host.replace("PORT", Integer.toString(server.port()));
    for (String path : new String[] {"/", "/cards/png/fire/spark.png", "/build-id", "/events"}) {
      String answer = get(path, h);
      assertThat(answer)
          .as(path)
          .startsWith("HTTP/1.1 403")
          .doesNotContain("gallery")
          .doesNotContain("PNG");
    }
  }

  @Test
  @org.junit.jupiter.api.Timeout(120)
  void halfSentRequestsAreClosedAndNeverTakeMoreThreadsThanTheCap() throws Exception {
    server.close();
    server = PreviewServer.start(out, 0, limits(Duration.ofMillis(500)));
    List<Socket> slow = halfSent(PreviewServer.THREADS + 10);
    try {
      Thread.sleep(200);
      long threads =
          Thread.getAllStackTraces().keySet().stream()
              .filter(t -> t.getName().equals("forge-preview"))
              .count();
      assertThat(threads).isLessThanOrEqualTo(PreviewServer.THREADS);
      for (Socket s : slow) {
        s.setSoTimeout(60_000);
        assertThat(closedByServer(s)).as("a half-sent request is closed").isTrue();
      }
      // and once they are gone, a whole request is answered as before
      assertThat(get("/")).startsWith("HTTP/1.1 200");
    } finally {
      closeAll(slow);
    }
  }

  @Test
  @org.junit.jupiter.api.Timeout(60)
  void aHalfSentRequestIsClosedWhenItsReadDeadlinePasses() throws Exception {
    server.close();
    server = PreviewServer.start(out, 0, limits(Duration.ofMillis(400)));
    List<Socket> slow = halfSent(1);
    try {
      long started = System.nanoTime();
      slow.get(0).setSoTimeout(30_000);
      assertThat(closedByServer(slow.get(0))).isTrue();
      long millis = (System.nanoTime() - started) / 1_000_000;
      assertThat(millis).as("closed at the deadline, not before").isBetween(300L, 10_000L);
    } finally {
      closeAll(slow);
    }
  }

  @Test
  @org.junit.jupiter.api.Timeout(60)
  void aPageLoadsWhile150HalfSentRequestsAreHeldOpen() throws Exception {
    server.close();
    // a deadline far longer than the test: the page must not wait for the half-sent ones to go
    server = PreviewServer.start(out, 0, limits(Duration.ofSeconds(120)));
    List<Socket> held = halfSent(150);
    try {
      for (int i = 0; i < 3; i++) {
        long started = System.nanoTime();
        assertThat(get("/")).as("page %d", i).startsWith("HTTP/1.1 200").endsWith("gallery");
        assertThat(get("/cards/png/fire/spark.png")).startsWith("HTTP/1.1 200");
        assertThat((System.nanoTime() - started) / 1_000_000)
            .as("answered at once, not after the held requests")
            .isLessThan(5_000L);
      }
    } finally {
      closeAll(held);
    }
  }

  @ParameterizedTest(name = "GET {0}")
  @ValueSource(
      strings = {
        "http://evil.example/index.html",
        "http://evil.example:PORT/index.html",
        "http://127.0.0.1:PORT@evil.example/index.html",
        "http://127.0.0.1:1/index.html",
        "https://127.0.0.1:PORT/index.html",
        "HTTP://EVIL.EXAMPLE/build-id",
        "//evil.example/index.html",
        "evil.example:PORT"
      })
  void aRequestWhoseTargetNamesAnotherServerIsRefusedLikeAForeignHost(String target)
      throws IOException {
    String answer = get(target.replace("PORT", Integer.toString(server.port())));
    assertThat(answer)
        .matches("(?s)HTTP/1.1 (403|400).*")
        .doesNotContain("gallery")
        .doesNotContain("sequence");
  }

  @ParameterizedTest(name = "GET {0}")
  @ValueSource(strings = {"http://127.0.0.1:PORT/index.html", "http://LOCALHOST:PORT/"})
  void aRequestWhoseTargetNamesThisServerIsAnswered(String target) throws IOException {
    assertThat(get(target.replace("PORT", Integer.toString(server.port()))))
        .startsWith("HTTP/1.1 200")
        .endsWith("gallery");
  }

  private static RequestIntake.Limits limits(Duration readDeadline) {
    return new RequestIntake.Limits(
        readDeadline,
        RequestIntake.Limits.DEFAULT.perClient(),
        RequestIntake.Limits.DEFAULT.total());
  }

  /** Connections that each send the start of a request and nothing more. */
  private List<Socket> halfSent(int n) throws IOException {
    List<Socket> sockets = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port());
      sockets.add(s);
      s.getOutputStream().write("GET / HTTP/1.1\r\nHo".getBytes(StandardCharsets.ISO_8859_1));
    }
    return sockets;
  }

  private static void closeAll(List<Socket> sockets) throws IOException {
    for (Socket s : sockets) {
      s.close();
    }
  }

  private static boolean closedByServer(Socket s) {
    try {
      return s.getInputStream().read() == -1;
    } catch (IOException reset) {
      return true;
    }
  }

  @Test
  void servesTheGalleryAndItsFilesWithTheirTypes() throws IOException {
    assertThat(get("/")).startsWith("HTTP/1.1 200").contains("text/html").endsWith("gallery");
    assertThat(get("/cards/png/fire/spark.png?v=12"))
        .startsWith("HTTP/1.1 200")
        .contains("image/png");
    assertThat(get("/cards/png/fire/none.png")).startsWith("HTTP/1.1 404");
    assertThat(server.url()).isEqualTo("http://127.0.0.1:" + server.port() + "/");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "/../secret.txt", "/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt",
            "/cards/../../secret.txt",
        "/..%5csecret.txt", "/%2e%2e%2f%2e%2e%2fsecret.txt", "/.forge-output", "/cards/%00/x",
            "/link/secret.txt"
      })
  void neverServesAnythingOutsideTheOutputFolderNorItsHiddenFiles(String path) throws IOException {
    Files.createSymbolicLink(out.resolve("link"), tmp.resolve("site"));
    String response = get(path);
    assertThat(response)
        .doesNotContain("SECRET")
        .doesNotContain("marker")
        .matches("(?s)HTTP/1.1 (400|404).*");
  }

  @Test
  void buildIdAndEventsTellTheLatestStatus() throws IOException {
    server.publish(new BuildStatus(2, "abc", false, "error: \"x\" <b>\n"));
    assertThat(get("/build-id"))
        .contains("application/json")
        .endsWith(
            "{\"sequence\":2,\"id\":\"abc\",\"ok\":false,\"errors\":\"error: \\\"x\\\" \\u003cb\\u003e\\n\"}");
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
      s.setSoTimeout(5000);
      s.getOutputStream()
          .write(
              ("GET /events HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\n\r\n")
                  .getBytes(StandardCharsets.ISO_8859_1));
      String first = readUntil(s.getInputStream(), "\n\n");
      assertThat(first)
          .contains("text/event-stream")
          .contains("event: build\ndata: {\"sequence\":2,");
      server.publish(new BuildStatus(3, "def", true, ""));
      assertThat(readUntil(s.getInputStream(), "\n\n"))
          .contains("data: {\"sequence\":3,\"id\":\"def\",\"ok\":true");
    }
  }

  @Test
  void refusesWritingMethods() throws IOException {
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
      s.setSoTimeout(5000);
      s.getOutputStream()
          .write(
              ("DELETE /index.html HTTP/1.1\r\nHost: 127.0.0.1:"
                      + server.port()
                      + "\r\nConnection: close\r\n\r\n")
                  .getBytes(StandardCharsets.ISO_8859_1));
      assertThat(new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1))
          .startsWith("HTTP/1.1 405");
    }
    assertThat(Files.exists(out.resolve("index.html"))).isTrue();
  }

  private static String readUntil(InputStream in, String end) throws IOException {
    StringBuilder b = new StringBuilder();
    // The SSE body is chunked: skip chunk-size lines by reading until the event's blank line.
    while (!b.toString().contains("data:")
        || !b.toString().endsWith(end) && !b.toString().endsWith(end + "\r\n")) {
      int c = in.read();
      if (c < 0) {
        break;
      }
      b.append((char) c);
    }
    return b.toString();
  }
}
