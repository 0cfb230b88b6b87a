package org.legendsforge.kit.output;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.stream.Stream;
import org.legendsforge.kit.diag.OutputFailure;

/**
 * The output folder, written safely. A build writes into a folder of its own inside it ({@link
 * BuildFolders}); only when every target has succeeded does {@link #commit} make it the build the
 * output shows, with one atomic rename, so a failed, interrupted or killed build leaves the last
 * good output, whole. A marker file shows the folder was made by forge: a non-empty folder without
 * it is refused, so a mistyped {@code --out} cannot wipe someone's documents. Forge's own entries
 * (marker, lock, builds) are never followed when they are links: whatever stands there is replaced,
 * not written through.
 *
 * <p>Where the file system has no symbolic links (some removable drives), a build is staged in
 * {@code .forge-staging} and moved into place entry by entry, as before the build folders: a failed
 * build still leaves the last good output, a killed commit may not.
 */
public final class OutputTree {
  public static final String MARKER = ".forge-output";

  /**
   * The file {@link #lock} locks; it stays, as the marker does, and does not make a folder forge's.
   */
  public static final String LOCK = ".forge-lock";

  /**
   * Where a command keeps scratch copies while it runs (a diff's or playtest's card data as
   * committed at a ref), removed when it is done. Like the lock, it does not make a folder someone
   * else's: a diff into a new folder writes its reprint while its scratch copy is still there.
   */
  public static final String SCRATCH = ".forge-tmp";

  private static final String STAGING = ".forge-staging";
  private static final String OLD = ".forge-old";
  private static final String MARKER_TEXT =
      "This folder is written by Legends Forge; it is rebuilt by ./forge build.\n";

  /** Builds in this JVM take turns here first: the file lock is the JVM's, not a thread's. */
  private static final Map<Path, Semaphore> IN_THIS_JVM = new ConcurrentHashMap<>();

  private final Path root;
  private final BuildFolders builds;
  private Path staged;

  public OutputTree(Path root) {
    this.root = root.toAbsolutePath().normalize();
    this.builds = new BuildFolders(this.root);
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
    if (Files.isRegularFile(root.resolve(MARKER), LinkOption.NOFOLLOW_LINKS)) {
      return true;
    }
    return onlyTheLockIn(root);
  }

  /**
   * Waits until no other build writes here, then keeps the others out until closed. forge watch,
   * the build server and a one-shot forge may all build into one folder: without this, one build's
   * fresh staging folder would delete another's files, or its commit move another's half-staged
   * files into place. Held from the first read of the last output (the render cache) to the commit.
   * A folder that is not forge's is not touched: the caller refuses it.
   */
  public BuildLock lock() throws IOException {
    if (!isOurs()) {
      return () -> {};
    }
    Semaphore turn = IN_THIS_JVM.computeIfAbsent(root, r -> new Semaphore(1));
    try {
      turn.acquire();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new java.io.InterruptedIOException(
          "waiting for another build into " + root + " was interrupted");
    }
    try {
      boolean made = !Files.exists(root);
      Files.createDirectories(root);
      Path lockFile = root.resolve(LOCK);
      if (Files.isSymbolicLink(lockFile)) {
        Files.delete(
            lockFile); // forge never makes it a link: locking through one would write elsewhere
      }
      FileChannel channel =
          FileChannel.open(
              lockFile,
              StandardOpenOption.CREATE,
              StandardOpenOption.WRITE,
              LinkOption.NOFOLLOW_LINKS);
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
      return s.allMatch(
          p ->
              p.getFileName().toString().equals(LOCK)
                  || p.getFileName().toString().equals(SCRATCH));
    }
  }

  /** A held {@link #lock}; closing it lets the next build in. */
  public interface BuildLock extends AutoCloseable {
    @Override
    void close() throws IOException;
  }

  /**
   * A fresh, empty folder for this build to write into (left-overs of an interrupted build are
   * removed first). Call it holding the {@link #lock}.
   */
  public Path beginStaging() throws IOException {
    Files.createDirectories(root);
    writeMarker();
    deleteTree(root.resolve(STAGING));
    deleteTree(root.resolve(OLD));
    staged = symbolicLinksWork() ? builds.begin() : Files.createDirectories(root.resolve(STAGING));
    return staged;
  }

  /** Makes the staged build the output; returns the names of its top-level entries. */
  public List<String> commit() throws IOException {
    if (staged == null) {
      throw new IllegalStateException("commit without beginStaging");
    }
    try {
      return staged.getFileName().toString().equals(STAGING)
          ? commitEntryByEntry()
          : builds.commit(staged);
    } finally {
      staged = null;
    }
  }

  /** What a run writes into its staged build. */
  public interface StagedWrite {
    /**
     * Writes into {@code staging}; throws {@link Withdrawn} to leave the last build as it was
     * without a failure (what it wrote had problems it has reported).
     */
    void into(Path staging) throws IOException;
  }

  /** The output folder is someone else's: forge wrote nothing there. */
  public static final class NotOurs extends IOException {
    private final transient Path folder;

    NotOurs(Path folder) {
      super(OutputFailure.notMadeByForge(folder.toString()));
      this.folder = folder;
    }

    /** The folder refused. */
    public Path folder() {
      return folder;
    }

    public OutputFailure failure() {
      return OutputFailure.NOT_MADE_BY_FORGE;
    }
  }

  /** Thrown by a {@link StagedWrite} that takes back what it staged (see {@link #writePart}). */
  public static final class Withdrawn extends IOException {
    public Withdrawn() {
      super("the run took back what it had staged");
    }
  }

  /**
   * Writes part of the output outside a build ({@code forge balance --html}, {@code forge schema},
   * {@code forge tts}, the reprint PDFs, a playtest page): waits for any other build into this
   * folder ({@link #lock}), refuses a folder forge did not make ({@link NotOurs}, nothing written),
   * stages what {@code write} writes, keeps the rest of {@code keepRestOfFolders} from the last
   * build ({@link #keepRestOf}) and commits. When anything fails the staged files are thrown away
   * and the last build stays as it was, whole.
   *
   * @return whether it committed: false when {@code write} withdrew (see {@link Withdrawn})
   */
  public boolean writePart(StagedWrite write, String... keepRestOfFolders) throws IOException {
    try (BuildLock lock = lock()) {
      if (!isOurs()) {
        throw new NotOurs(root);
      }
      Path staging = beginStaging();
      try {
        write.into(staging);
        for (String folder : keepRestOfFolders) {
          keepRestOf(folder);
        }
        commit();
        return true;
      } catch (Withdrawn w) {
        abandon();
        return false;
      } catch (IOException | RuntimeException | Error e) {
        abandon();
        throw e;
      }
    }
  }

  /**
   * Keeps in the staged build the entries of {@code folder} (relative to the output, say {@code
   * reports}) that the last build had and this run did not write, linked, not copied. For a run
   * that writes one page of a folder ({@code forge balance --html}, {@code forge playtest}): the
   * commit carries over only whole top-level names, so without this the page's neighbours would be
   * lost. Call it after the run's own files are staged.
   */
  private void keepRestOf(String folder) throws IOException {
    if (staged == null) {
      throw new IllegalStateException("keepRestOf without beginStaging");
    }
    Optional<Path> last =
        staged.getFileName().toString().equals(STAGING) ? Optional.of(root) : builds.current();
    if (last.isEmpty()) {
      return;
    }
    Path from = last.get().resolve(folder);
    if (!Files.isDirectory(from, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    BuildFolders.carryOver(from, Files.createDirectories(staged.resolve(folder)));
  }

  /** Throws the staged files away, leaving the last good output as it was. */
  public void abandon() throws IOException {
    if (staged == null) {
      return;
    }
    try {
      if (staged.getFileName().toString().equals(STAGING)) {
        deleteTree(staged);
      } else {
        builds.abandon(staged);
      }
      if (builds.current().isEmpty() && onlyForgesOwnIn(root)) {
        // nothing was ever committed here: the folder is as empty as before this build
        Files.deleteIfExists(root.resolve(MARKER));
      }
    } finally {
      staged = null;
    }
  }

  private void writeMarker() throws IOException {
    Path marker = root.resolve(MARKER);
    if (Files.isSymbolicLink(marker) || Files.isDirectory(marker, LinkOption.NOFOLLOW_LINKS)) {
      deleteTree(marker);
    }
    Files.write(
        marker,
        MARKER_TEXT.getBytes(java.nio.charset.StandardCharsets.UTF_8),
        StandardOpenOption.CREATE,
        StandardOpenOption.WRITE,
        StandardOpenOption.TRUNCATE_EXISTING,
        LinkOption.NOFOLLOW_LINKS);
  }

  /**
   * Whether this folder's file system has symbolic links (most have; some removable drives not).
   */
  private boolean symbolicLinksWork() throws IOException {
    Path probe = root.resolve(".forge-link-probe");
    try {
      Files.deleteIfExists(probe);
      Files.createSymbolicLink(probe, Path.of(MARKER));
      return true;
    } catch (UnsupportedOperationException | java.nio.file.FileSystemException none) {
      return false;
    } finally {
      Files.deleteIfExists(probe);
    }
  }

  private static boolean onlyForgesOwnIn(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.allMatch(
          p ->
              p.getFileName().toString().equals(LOCK) || p.getFileName().toString().equals(MARKER));
    }
  }

  /**
   * Without symbolic links: each staged entry moved into place, the old one aside, then deleted.
   */
  private List<String> commitEntryByEntry() throws IOException {
    Path old = Files.createDirectories(root.resolve(OLD));
    List<String> names = new ArrayList<>();
    try (Stream<Path> s = Files.list(staged)) {
      s.sorted().forEach(p -> names.add(p.getFileName().toString()));
    }
    for (String name : names) {
      Path target = root.resolve(name);
      if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
        move(target, old.resolve(name));
      }
      move(staged.resolve(name), target);
    }
    deleteTree(staged);
    deleteTree(old);
    return names;
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /**
   * Deletes a file or folder and everything in it, following no link (a link is deleted itself).
   */
  static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    Files.walkFileTree(
        dir,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attrs)
              throws IOException {
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
