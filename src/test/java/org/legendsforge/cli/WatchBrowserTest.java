package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.CapturedWriter;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.WebDriver;

/**
 * {@code forge watch} in a real browser: the gallery shows every deck, a spell's cost edit reloads
 * the page with that card's new image, and broken data brings up the error banner while the last
 * good gallery stays. Needs chromium and chromedriver (.ci/run installs them).
 */
class WatchBrowserTest {
  private static final Pattern SERVING = Pattern.compile("serving (http://127\\.0\\.0\\.1:\\d+/)");
  private static final String CARD = "lightning-bolt";

  /** Screenshots kept for a person to look at (CI can keep them as artifacts). */
  private static final Path SHOTS = Path.of("target/watch-preview");

  @TempDir Path tmp;

  @Test
  void galleryReloadsOnEditsAndShowsErrorsInHeadlessChromium() throws Exception {
    var programs = WebDriver.programs();
    Assumptions.assumeTrue(
        programs.isPresent(),
        "SKIPPED: chromium and chromedriver are not installed (apt-get install chromium"
            + " chromium-driver; .ci/run does this)");
    Path data = ShippedData.copyInto(tmp);
    CapturedWriter out = new CapturedWriter();
    CapturedWriter err = new CapturedWriter();
    Thread watch =
        new Thread(
            () ->
                Forge.run(
                    new PrintWriter(out, true),
                    new PrintWriter(err, true),
                    "watch",
                    "--data",
                    data.toString(),
                    "--out",
                    tmp.resolve("output").toString(),
                    "--port",
                    "0"),
            "watch-under-test");
    watch.start();
    try (WebDriver browser =
        WebDriver.start(
            programs.get()[0],
            programs.get()[1],
            tmp.resolve("profile"),
            tmp.resolve("chromedriver.log"))) {
      String url = awaitServing(out, err);
      browser.open(url);
      // the address comes before the first build is done; the page waits and reloads by itself
      awaitFirstBuild(err);
      JsonNode decks =
          browser.await(
              "return document.querySelectorAll('section.deck').length",
              n -> n.asInt() > 0,
              Duration.ofSeconds(30));
      String summary = Files.readString(tmp.resolve("output/summary.txt"));
      Matcher m = Pattern.compile("cards in (\\d+) decks").matcher(summary);
      assertThat(m.find()).isTrue();
      assertThat(decks.asInt()).isEqualTo(Integer.parseInt(m.group(1)));
      // the shipped data's balance outliers are the build's only messages
      assertThat(browser.run("return document.querySelector('#messages').textContent").asText())
          .contains("warning[balance]")
          .doesNotContain("error[");
      String before = cardImage(browser);
      String buildBefore = buildId(browser);
      browser.run("window.forgeMarker = 'before'; return 1");

      ShippedData.edit(
          data,
          "spells/air.yaml",
          "name: Lightning Bolt\n    cost: 3",
          "name: Lightning Bolt\n    cost: 4");
      browser.await(
          "return window.forgeMarker === undefined && document.readyState === 'complete'"
              + " && document.querySelector('meta[name=forge-build]').content !== '"
              + buildBefore
              + "'",
          JsonNode::asBoolean,
          Duration.ofSeconds(120));
      String after = cardImage(browser);
      assertThat(after).startsWith(before.substring(0, before.indexOf("?v="))).isNotEqualTo(before);
      assertThat(browser.run("return document.querySelector('#forge-banner').hidden").asBoolean())
          .isTrue();
      String buildAfter = buildId(browser);
      Files.createDirectories(SHOTS);
      Files.write(SHOTS.resolve("ok.png"), browser.screenshot());

      ShippedData.edit(
          data,
          "spells/air.yaml",
          "name: Lightning Bolt\n    cost: 4",
          "name: Lightning Bolt\n    cost: lots");
      JsonNode banner =
          browser.await(
              "var b = document.querySelector('#forge-banner');"
                  + " return b.hidden ? '' : b.textContent",
              n -> n.asText().contains("error["),
              Duration.ofSeconds(120));
      assertThat(banner.asText()).contains("air.yaml:", "cost", "lots");
      assertThat(buildId(browser)).isEqualTo(buildAfter);
      assertThat(browser.run("return document.querySelectorAll('section.deck').length").asInt())
          .isEqualTo(decks.asInt());
      Files.write(SHOTS.resolve("failed.png"), browser.screenshot());
      assertThat(err.toString())
          .contains("spells/air.yaml changed: ok in", "spells/air.yaml changed: 1 error in");
    } finally {
      watch.interrupt();
      watch.join(30_000);
    }
    assertThat(watch.isAlive()).as("watch stops when interrupted").isFalse();
    assertThat(out.toString()).contains("forge: watch stopped");
  }

  private static String awaitServing(CapturedWriter out, CapturedWriter err)
      throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(240).toNanos();
    while (System.nanoTime() < deadline) {
      Matcher m = SERVING.matcher(out.toString());
      if (m.find()) {
        return m.group(1);
      }
      Thread.sleep(200);
    }
    throw new AssertionError("forge watch did not start serving; out: " + out + " err: " + err);
  }

  private static void awaitFirstBuild(CapturedWriter err) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(240).toNanos();
    while (System.nanoTime() < deadline) {
      if (err.toString().contains("forge: first build: ")) {
        return;
      }
      Thread.sleep(200);
    }
    throw new AssertionError("forge watch's first build did not end; err: " + err);
  }

  private static String cardImage(WebDriver browser) throws Exception {
    return browser
        .run(
            "return document.querySelector('figure[data-card=\""
                + CARD
                + "\"] img').getAttribute('src')")
        .asText();
  }

  private static String buildId(WebDriver browser) throws Exception {
    return browser.run("return document.querySelector('meta[name=forge-build]').content").asText();
  }
}
