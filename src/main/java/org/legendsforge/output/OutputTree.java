package org.legendsforge.output;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.stream.Stream;

/**
 * The output folder, written safely. A build writes into a staging folder inside it; only when
 * every target has succeeded does {@link #commit} move each staged entry into place (the old one
 * moved aside first, then deleted), so a failed or interrupted build leaves the last good output.
 * A marker file shows the folder was made by forge: a non-empty folder without it is refused, so a
 * mistyped {@code --out} cannot wipe someone's documents.
 */
public final class OutputTree {
  public static final String MARKER = ".forge-output";
  /** The file {@link #lock} locks; it stays, as the marker does, and does not make a folder forge's. */
  public static final String LOCK = ".forge-lock";
  private static final String STAGING = ".forge-staging";
  private static final String OLD = ".forge-old";
  /** Builds in this JVM take turns here first: the file lock is the JVM's, not a thread's. */
  private static final Map<Path, Semaphore> IN_THIS_JVM = new ConcurrentHashMap<>();

  private final Path root;

  public OutputTree(Path root) {
    this.root = root.toAbsolutePath().normalize();
  }

  public Path root() {
    return root;
  }

  /** Whether forge may write here: missing, empty, or made by forge. */
  public boolean isOurs() throws IOException {
    if (!Files.exists(root)) {
      return true;
    }
    if (!Files.isDirectory(root)) {
      return false;
    }
    if (Files.exists(root.resolve(MARKER))) {
      return true;
    }
    return onlyTheLockIn(root);
  }

  /**
   * Waits until no other build writes here, then keeps the others out until closed. forge watch,
   * the build server and a one-shot forge may all build into one folder: without this, one build's
   * fresh staging folder would delete another's files, or its commit move another's half-staged
   * files into place. Held from the first read of the last output (the render cache) to the
   * commit. A folder that is not forge's is not touched: the caller refuses it.
   */
  public BuildLock lock() throws IOException {
    if (!isOurs()) {
      return () -> { };
    }
    Semaphore turn = IN_THIS_JVM.computeIfAbsent(root, r -> new Semaphore(1));
    try {
      turn.acquire();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new java.io.InterruptedIOException("waiting for another build into " + root + " was interrupted");
    }
    try {
      boolean made = !Files.exists(root);
      Files.createDirectories(root);
      Path lockFile = root.resolve(LOCK);
      FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
      try {
        FileLock held = channel.lock();
        return () -> {
          try (channel) {
            if (made && onlyTheLockIn(root)) {
              // a first build that failed leaves no folder behind, as before there was a lock
              Files.delete(lockFile);
              Files.delete(root);
            }
            held.release();
          } finally {
            turn.release();
          }
        };
      } catch (IOException | RuntimeException e) {
        channel.close();
        throw e;
      }
    } catch (IOException | RuntimeException e) {
      turn.release();
      throw e;
    }
  }

  private static boolean onlyTheLockIn(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.allMatch(p -> p.getFileName().toString().equals(LOCK));
    }
  }

  /** A held {@link #lock}; closing it lets the next build in. */
  public interface BuildLock extends AutoCloseable {
    @Override
    void close() throws IOException;
  }

  /** A fresh, empty staging folder (left-overs of an interrupted build are removed first). */
  public Path beginStaging() throws IOException {
    Files.createDirectories(root);
    Files.writeString(root.resolve(MARKER), "This folder is written by Legends Forge; it is rebuilt by ./forge build.\n");
    deleteTree(root.resolve(STAGING));
    deleteTree(root.resolve(OLD));
    return Files.createDirectories(root.resolve(STAGING));
  }

  /** Moves every staged entry into place and returns their names. */
  public List<String> commit() throws IOException {
    Path staging = root.resolve(STAGING);
    Path old = Files.createDirectories(root.resolve(OLD));
    List<String> names = new ArrayList<>();
    try (Stream<Path> s = Files.list(staging)) {
      s.sorted().forEach(p -> names.add(p.getFileName().toString()));
    }
    for (String name : names) {
      Path target = root.resolve(name);
      if (Files.exists(target)) {
        move(target, old.resolve(name));
      }
      move(staging.resolve(name), target);
    }
    deleteTree(staging);
    deleteTree(old);
    return names;
  }

  /** Throws the staged files away, leaving the last good output as it was. */
  public void abandon() throws IOException {
    deleteTree(root.resolve(STAGING));
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    Files.walkFileTree(
        dir,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
            Files.delete(file);
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
            Files.delete(d);
            return FileVisitResult.CONTINUE;
          }
        });
  }
}
