package org.legendsforge.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Headless Chromium driven through chromedriver's W3C WebDriver endpoints with plain HTTP and
 * Jackson, so the browser test needs no Selenium. Every call and wait is bounded.
 */
public final class WebDriver implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> ARGS =
      List.of(
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
          "--disable-dev-shm-usage",
          "--window-size=1280,1600");

  private final Process driver;
  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final String base;
  private final String session;

  private WebDriver(Process driver, String base, String session) {
    this.driver = driver;
    this.base = base;
    this.session = session;
  }

  /** The chromium and chromedriver programs, when both are installed. */
  public static Optional<Path[]> programs() {
    Optional<Path> browser = onPath("chromium").or(() -> onPath("chromium-browser"));
    Optional<Path> drv = onPath("chromedriver");
    return browser.isPresent() && drv.isPresent()
        ? Optional.of(new Path[] {browser.get(), drv.get()})
        : Optional.empty();
  }

  private static Optional<Path> onPath(String name) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      Path p = Path.of(dir, name);
      if (Files.isExecutable(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** Starts chromedriver and a fresh headless browser with its own profile folder. */
  public static WebDriver start(Path browser, Path chromedriver, Path profile, Path log)
      throws IOException, InterruptedException {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    Process p =
        new ProcessBuilder(chromedriver.toString(), "--port=" + port)
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    String base = "http://127.0.0.1:" + port;
    try {
      HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
      long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
      while (!ready(http, base)) {
        if (System.nanoTime() > deadline || !p.isAlive()) {
          throw new IOException("chromedriver did not start; see " + log);
        }
        Thread.sleep(200);
      }
      ObjectNode caps = JSON.createObjectNode();
      ObjectNode always = caps.putObject("capabilities").putObject("alwaysMatch");
      always.put("browserName", "chrome");
      ObjectNode opts = always.putObject("goog:chromeOptions");
      opts.put("binary", browser.toString());
      var args = opts.putArray("args");
      ARGS.forEach(args::add);
      args.add("--user-data-dir=" + profile);
      JsonNode created = call(http, "POST", base + "/session", caps, Duration.ofSeconds(60));
      return new WebDriver(p, base, created.path("value").path("sessionId").asText());
    } catch (IOException | RuntimeException | InterruptedException e) {
      p.destroyForcibly();
      throw e;
    }
  }

  private static boolean ready(HttpClient http, String base) {
    try {
      return call(http, "GET", base + "/status", null, Duration.ofSeconds(2))
          .path("value")
          .path("ready")
          .asBoolean();
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  public void open(String url) throws IOException, InterruptedException {
    ObjectNode body = JSON.createObjectNode().put("url", url);
    call(http, "POST", base + "/session/" + session + "/url", body, Duration.ofSeconds(60));
  }

  /** Runs {@code script} (a function body; {@code return} gives the value) in the page. */
  public JsonNode run(String script) throws IOException, InterruptedException {
    ObjectNode body = JSON.createObjectNode().put("script", script);
    body.putArray("args");
    return call(
            http,
            "POST",
            base + "/session/" + session + "/execute/sync",
            body,
            Duration.ofSeconds(30))
        .path("value");
  }

  /** Polls {@code script} until its value passes {@code test} or {@code limit} is over. */
  public JsonNode await(String script, Predicate<JsonNode> test, Duration limit)
      throws IOException, InterruptedException {
    long deadline = System.nanoTime() + limit.toNanos();
    JsonNode last = null;
    while (System.nanoTime() < deadline) {
      try {
        last = run(script);
        if (test.test(last)) {
          return last;
        }
      } catch (IOException e) {
        // The page is reloading right now; ask again.
        last = JSON.getNodeFactory().textNode(e.getMessage());
      }
      Thread.sleep(250);
    }
    throw new AssertionError(
        "waited " + limit.toSeconds() + " s for the page; last answer: " + last);
  }

  public byte[] screenshot() throws IOException, InterruptedException {
    String b64 =
        call(
                http,
                "GET",
                base + "/session/" + session + "/screenshot",
                null,
                Duration.ofSeconds(30))
            .path("value")
            .asText();
    return java.util.Base64.getDecoder().decode(b64);
  }

  private static JsonNode call(
      HttpClient http, String method, String url, JsonNode body, Duration timeout)
      throws IOException, InterruptedException {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create(url))
            .timeout(timeout)
            .header("Content-Type", "application/json");
    b.method(
        method,
        body == null
            ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)));
    HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    JsonNode node = JSON.readTree(r.body());
    if (r.statusCode() != 200) {
      throw new IOException(
          "WebDriver "
              + method
              + " "
              + url
              + ": "
              + r.statusCode()
              + " "
              + node.path("value").path("message").asText());
    }
    return node;
  }

  @Override
  public void close() {
    try {
      call(http, "DELETE", base + "/session/" + session, null, Duration.ofSeconds(20));
    } catch (IOException | InterruptedException e) {
      // The browser is going away either way.
    } finally {
      driver.destroy();
      try {
        if (!driver.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
          driver.destroyForcibly();
        }
      } catch (InterruptedException e) {
        driver.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
  }
}
