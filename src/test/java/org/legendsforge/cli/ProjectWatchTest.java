package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.CapturedWriter;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShownOutput;

/**
 * {@code forge watch --project DIR} on the starter game: a saved edit to one card's row redraws
 * that card alone, and a row broken by the edit is reported at its file, line and column with a
 * hint, the watch going on and the last good output left as it was.
 */
class ProjectWatchTest {
  private static final Duration WAIT = Duration.ofSeconds(120);

  @TempDir Path tmp;

  @Test
  void anEditedRowRedrawsItsCardAloneAndABrokenRowIsShownWithoutTouchingTheOutput()
      throws Exception {
    Path game = tmp.resolve("game");
    assertThat(ForgeRun.of("new", game.toString()).exitCode()).isEqualTo(ExitCodes.OK);
    Path csv = game.resolve("cards/deck.csv");
    Path out = game.resolve("output");
    CapturedWriter stdout = new CapturedWriter();
    CapturedWriter err = new CapturedWriter();
    Thread watch =
        new Thread(
            () ->
                Forge.run(
                    new PrintWriter(stdout, true),
                    new PrintWriter(err, true),
                    "watch",
                    "--project",
                    game.toString(),
                    "--port",
                    "0"),
            "project-watch-under-test");
    watch.start();
    try {
      await(err, "forge: first build: ok", 1);
      assertThat(stdout.toString()).contains("forge: serving http://127.0.0.1:", "game");
      Map<Path, Object> drawn = identities(out.resolve("cards"));
      assertThat(drawn).containsKey(Path.of("deck/hero-swift-scout.png"));

      edit(csv, "top card of the draw deck.", "top two cards of the draw deck.");
      await(err, "deck.csv changed: ok", 1);
      assertThat(changed(drawn, identities(out.resolve("cards"))))
          .containsExactlyInAnyOrder("deck/hero-swift-scout.png", "deck/hero-swift-scout.svg");

      Map<Path, Object> good = identities(out);
      Map<Path, String> goodBytes = contents(out);
      edit(csv, "Swift Scout,hero,2,2,", "Swift Scout,hero,2,two,");
      await(err, "deck.csv changed: 1 error", 1);
      assertThat(err.toString())
          .contains(
              "cards/deck.csv:3:20: error[project-number]: \"power\" is a number, not \"two\"",
              "  hint: ");
      assertThat(identities(out)).isEqualTo(good);
      assertThat(contents(out)).isEqualTo(goodBytes);
      assertThat(watch.isAlive()).as("the watch goes on after a broken save").isTrue();

      edit(csv, "Swift Scout,hero,2,two,", "Swift Scout,hero,2,3,");
      await(err, "deck.csv changed: ok", 2);
    } finally {
      watch.interrupt();
      watch.join(30_000);
    }
    assertThat(watch.isAlive()).as("watch stops when interrupted").isFalse();
    assertThat(stdout.toString()).contains("forge: watch stopped");
  }

  @Test
  void theShippedGamesOptionsAreRefusedWithAProject() {
    ForgeRun run = ForgeRun.of("watch", "--project", tmp.toString(), "--seed", "3");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err()).contains("--seed cannot be used with --project", "hint:");
    assertThat(run.out()).doesNotContain("serving");
  }

  @Test
  void aMissingProjectFolderIsAUsageErrorBeforeAnythingIsServed() {
    ForgeRun run =
        ForgeRun.of("watch", "--project", tmp.resolve("nowhere").toString(), "--port", "0");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err()).contains("there is no project folder", "forge new DIR");
    assertThat(run.out()).doesNotContain("serving");
  }

  private static void edit(Path file, String from, String to) throws IOException {
    String text = Files.readString(file);
    assertThat(text).contains(from);
    Files.writeString(file, text.replace(from, to));
  }

  /** Waits until {@code text} has been printed {@code times} times. */
  private static void await(CapturedWriter err, String text, int times)
      throws InterruptedException {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (System.nanoTime() < deadline) {
      if (err.toString().split(java.util.regex.Pattern.quote(text), -1).length > times) {
        return;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("forge watch never printed \"" + text + "\"; it printed: " + err);
  }

  /** Which file each shown path is (its inode): a file drawn again is a new file. */
  private static Map<Path, Object> identities(Path root) throws IOException {
    Map<Path, Object> ids = new TreeMap<>();
    for (Map.Entry<Path, Path> f : ShownOutput.files(root).entrySet()) {
      ids.put(f.getKey(), Files.getAttribute(f.getValue(), "unix:ino"));
    }
    return ids;
  }

  /** Each shown file's SHA-256. */
  private static Map<Path, String> contents(Path root) throws Exception {
    MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
    Map<Path, String> all = new TreeMap<>();
    for (Map.Entry<Path, Path> f : ShownOutput.files(root).entrySet()) {
      all.put(
          f.getKey(), HexFormat.of().formatHex(sha256.digest(Files.readAllBytes(f.getValue()))));
    }
    return all;
  }

  private static List<String> changed(Map<Path, Object> before, Map<Path, Object> after) {
    List<String> names = new ArrayList<>();
    after.forEach(
        (p, id) -> {
          if (!id.equals(before.get(p))) {
            names.add(p.toString());
          }
        });
    return names;
  }
}
