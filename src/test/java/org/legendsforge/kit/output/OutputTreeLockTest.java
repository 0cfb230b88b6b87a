package org.legendsforge.kit.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One build at a time writes into an output folder, whether the other runs in this JVM (the build
 * server's requests, forge watch's rebuilds) or in another process.
 */
class OutputTreeLockTest {
  @TempDir Path dir;

  @Test
  void aSecondBuildInThisJvmWaitsUntilTheFirstHasCommitted() throws Exception {
    OutputTree tree = new OutputTree(dir.resolve("output"));
    AtomicBoolean firstDone = new AtomicBoolean();
    CompletableFuture<Boolean> secondSawFirstDone;
    try (OutputTree.BuildLock first = tree.lock()) {
      secondSawFirstDone =
          CompletableFuture.supplyAsync(
              () -> {
                try (OutputTree.BuildLock second = new OutputTree(dir.resolve("output")).lock()) {
                  return firstDone.get();
                } catch (java.io.IOException e) {
                  throw new java.io.UncheckedIOException(e);
                }
              });
      Thread.sleep(300);
      assertThat(secondSawFirstDone).as("still waiting").isNotDone();
      firstDone.set(true);
    }
    assertThat(secondSawFirstDone.get(10, TimeUnit.SECONDS)).isTrue();
  }

  @Test
  void aBuildInAnotherProcessIsWaitedFor() throws Exception {
    Path out = dir.resolve("output");
    Process other =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                HoldsTheLock.class.getName(),
                out.toString())
            .redirectErrorStream(true)
            .start();
    try {
      var said =
          new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8));
      assertThat(said.readLine()).isEqualTo("locked");
      long asked = System.nanoTime();
      try (OutputTree.BuildLock mine = new OutputTree(out).lock()) {
        // the other holds it for a second after saying so
        assertThat(System.nanoTime() - asked)
            .as("waited for the other build")
            .isGreaterThan(TimeUnit.MILLISECONDS.toNanos(500));
      }
    } finally {
      other.destroyForcibly();
    }
  }

  @Test
  void aFolderHoldingOnlyTheLockIsStillAnEmptyOneForge() throws Exception {
    Path out = Files.createDirectories(dir.resolve("output"));
    OutputTree tree = new OutputTree(out);
    tree.lock().close();
    assertThat(out.resolve(OutputTree.LOCK)).exists();
    assertThat(tree.isOurs()).isTrue();
  }

  @Test
  void aNewFolderHoldingForgesScratchCopyIsForgesToWriteInto() throws Exception {
    // forge diff --since REF --reprint --out NEW: the ref's card data is copied under the scratch
    // folder while the reprint is written
    Path out = Files.createDirectories(dir.resolve("output"));
    Files.createDirectories(out.resolve(OutputTree.SCRATCH).resolve("diff-1"));
    assertThat(new OutputTree(out).isOurs()).isTrue();
    Files.writeString(out.resolve("notes.txt"), "mine");
    assertThat(new OutputTree(out).isOurs()).isFalse();
  }

  @Test
  void aFirstBuildThatWroteNothingLeavesNoFolderBehind() throws Exception {
    Path out = dir.resolve("output");
    new OutputTree(out).lock().close();
    assertThat(out).doesNotExist();
  }

  @Test
  void aFirstBuildThatCommittedKeepsItsFolderAndTheLock() throws Exception {
    Path out = dir.resolve("output");
    OutputTree tree = new OutputTree(out);
    try (OutputTree.BuildLock lock = tree.lock()) {
      Files.writeString(tree.beginStaging().resolve("summary.txt"), "decks");
      tree.commit();
    }
    assertThat(out.resolve("summary.txt")).exists();
    assertThat(out.resolve(OutputTree.LOCK)).exists();
  }

  @Test
  void aFolderThatIsNotForgesIsNotTouched() throws Exception {
    Path documents = Files.createDirectories(dir.resolve("documents"));
    Files.writeString(documents.resolve("letter.txt"), "dear designer");
    new OutputTree(documents).lock().close();
    try (var entries = Files.list(documents)) {
      assertThat(entries).containsExactly(documents.resolve("letter.txt"));
    }
  }

  /** Another forge process: takes the lock, says so, builds for a second, ends. */
  public static final class HoldsTheLock {
    public static void main(String[] args) throws Exception {
      try (OutputTree.BuildLock lock = new OutputTree(Path.of(args[0])).lock()) {
        System.out.println("locked");
        System.out.flush();
        Thread.sleep(1000);
      }
    }
  }
}
