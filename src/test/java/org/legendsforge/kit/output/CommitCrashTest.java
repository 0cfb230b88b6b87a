package org.legendsforge.kit.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ShownOutput;

/**
 * A crash never leaves a wrong build behind (issue 15, item 3). A process commits builds into an
 * output folder in a tight loop ({@link CommitLoop}) and is killed with SIGKILL at random instants,
 * so that over the run the kill lands in every step: staging, carrying the last build over, making
 * the top-level links, the rename that commits, removing old links and old builds. After each kill
 * the output must show exactly one whole build, the last committed one or the one after it, and the
 * next build must commit cleanly and leave no remains of the killed one.
 */
class CommitCrashTest {
  private static final int KILLS = 20;

  @TempDir Path dir;

  @Test
  void aKillAtAnyInstantLeavesTheLastBuildOrTheNewOneAndTheNextBuildIsRight() throws Exception {
    Path out = dir.resolve("output");
    Random random = new Random(15);
    long lastSeen = 0;
    int landedMidway = 0;
    for (int kill = 0; kill < KILLS; kill++) {
      Process loop =
          new ProcessBuilder(
                  Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                  "-Xmx64m",
                  "-XX:TieredStopAtLevel=1",
                  "-cp",
                  System.getProperty("java.class.path"),
                  CommitLoop.class.getName(),
                  out.toString())
              .redirectErrorStream(true)
              .redirectOutput(dir.resolve("loop.log").toFile())
              .start();
      // JVM start-up takes from a few hundred milliseconds to seconds on a loaded machine, so the
      // kill is timed from the loop's first commit, not from the start: it then lands somewhere in
      // the builds after, however slow the machine
      awaitCommitAfter(new CommitLoop(out), lastSeen, loop);
      Thread.sleep(random.nextInt(700));
      loop.destroyForcibly(); // SIGKILL: no shutdown hook, no finally block runs
      assertThat(loop.waitFor(30, TimeUnit.SECONDS)).isTrue();

      CommitLoop after = new CommitLoop(out);
      long shown = after.shownBuild();
      String context = "kill " + kill + " (the output shows build " + shown + ")";
      assertThat(shown).as(context + ": builds went forward").isGreaterThanOrEqualTo(lastSeen);
      assertThat(shownFiles(out)).as(context).isEqualTo(CommitLoop.expected(shown));
      if (!ShownOutput.leftoverBuilds(out).isEmpty() || danglingLinks(out) > 0) {
        landedMidway++;
      }

      after.build(shown + 1);
      assertThat(shownFiles(out))
          .as(context + ", then one more build")
          .isEqualTo(CommitLoop.expected(shown + 1));
      assertThat(ShownOutput.leftoverBuilds(out)).as(context + ", then one more build").isEmpty();
      assertThat(danglingLinks(out)).as(context + ", then one more build").isZero();
      lastSeen = shown + 1;
    }
    assertThat(lastSeen)
        .as("the loop committed builds between the kills")
        .isGreaterThanOrEqualTo(KILLS * 2L);
    assertThat(landedMidway)
        .as("some kills landed inside a build, leaving its remains")
        .isPositive();
  }

  /** Waits until the loop has committed a build later than {@code seen} (or has died). */
  private static void awaitCommitAfter(CommitLoop view, long seen, Process loop)
      throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (loop.isAlive() && System.nanoTime() < deadline) {
      try {
        if (view.shownBuild() > seen) {
          return;
        }
      } catch (IOException | NumberFormatException midCommit) {
        // the stamp is being replaced this instant: look again
      }
      Thread.sleep(5);
    }
  }

  /** What the output shows: every file reached through its top-level entries, by content. */
  private static Map<String, String> shownFiles(Path out) throws IOException {
    Map<String, String> shown = new TreeMap<>();
    if (!Files.isDirectory(out)) {
      return shown;
    }
    for (Map.Entry<Path, Path> f : ShownOutput.files(out).entrySet()) {
      String rel = f.getKey().toString().replace('\\', '/');
      if (!rel.startsWith(".forge-")) {
        shown.put(rel, CommitLoop.read(f.getValue()));
      }
    }
    return shown;
  }

  /** Top-level links that lead nowhere (made for a build that was never committed). */
  private static long danglingLinks(Path out) throws IOException {
    try (var s = Files.list(out)) {
      return s.filter(Files::isSymbolicLink).filter(p -> !Files.exists(p)).count();
    }
  }
}
