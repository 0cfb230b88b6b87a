package org.legendsforge.kit.files;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.legendsforge.kit.files.InputRefusedException.Refusal;

/**
 * A folder forge reads its input from (card-data, templates), read so that nothing outside it is
 * ever opened: a path that climbs out, or a link (of the file or of a folder on the way) whose
 * target lies outside, is refused; so is anything that is not a plain file (a named pipe would
 * block forever, {@code /dev/zero} never ends). All of it is decided from the file's metadata,
 * before it is opened, and a file is read only up to the size its caller allows, whatever size it
 * claims ({@code /proc} files claim none). Links that stay inside are followed.
 */
public final class InputFolder {
  private static final int S_IFMT = 0170000;

  private final Path root;
  private final String noun;

  /**
   * @param noun how messages name the folder: "card-data folder", "templates folder"
   */
  public InputFolder(Path root, String noun) {
    this.root = root.toAbsolutePath().normalize();
    this.noun = noun;
  }

  public Path root() {
    return root;
  }

  /** The folder with its links resolved; the folder as given while it does not exist. */
  private Path realRoot() {
    try {
      return root.toRealPath();
    } catch (IOException missing) {
      return root;
    }
  }

  /**
   * The real path of {@code file} (absolute, or relative to where forge runs) once it is known to
   * be a plain file inside the folder. Throws {@link java.nio.file.NoSuchFileException} when it (or
   * a link's target) does not exist, {@link InputRefusedException} when it may not be read.
   */
  public Path checked(Path file) throws IOException {
    Path p = file.toAbsolutePath().normalize();
    if (!p.startsWith(root)) {
      throw new InputRefusedException(
          new Refusal(
              Refusal.Kind.OUTSIDE, "lies outside the " + noun, "keep it inside the " + noun));
    }
    Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    Path real = p.toRealPath();
    if (!real.startsWith(realRoot())) {
      throw new InputRefusedException(
          new Refusal(
              Refusal.Kind.OUTSIDE,
              "leads through a link to " + real + ", outside the " + noun,
              "copy the file into the " + noun + " instead of linking to it"));
    }
    BasicFileAttributes attrs =
        Files.readAttributes(real, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    if (!attrs.isRegularFile()) {
      throw new InputRefusedException(
          new Refusal(
              Refusal.Kind.NOT_A_FILE,
              "is " + kind(real, attrs) + ", not a file",
              "put a plain file here (forge does not read pipes, devices or folders in its place)"));
    }
    return real;
  }

  /**
   * The bytes of {@code file}, at most {@code maxBytes} of them: a larger file (by its size, or by
   * what reading it gives) is refused as {@link Refusal.Kind#TOO_LARGE}.
   */
  public byte[] read(Path file, long maxBytes) throws IOException {
    return bounded(checked(file), maxBytes);
  }

  private static byte[] bounded(Path real, long maxBytes) throws IOException {
    try (SeekableByteChannel in =
        Files.newByteChannel(real, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
      long claimed = in.size();
      if (claimed > maxBytes) {
        throw tooLarge("is " + kib(claimed) + " KiB", maxBytes);
      }
      ByteBuffer buf =
          ByteBuffer.allocate((int) Math.min(maxBytes + 1, Math.max(claimed + 1, 8192)));
      while (true) {
        if (!buf.hasRemaining()) {
          if (buf.capacity() > maxBytes) {
            throw tooLarge("is more than " + kib(maxBytes) + " KiB", maxBytes);
          }
          ByteBuffer bigger =
              ByteBuffer.allocate((int) Math.min(maxBytes + 1, (long) buf.capacity() * 2));
          buf.flip();
          buf = bigger.put(buf);
        }
        if (in.read(buf) < 0) {
          break;
        }
      }
      byte[] bytes = new byte[buf.position()];
      buf.flip().get(bytes);
      return bytes;
    }
  }

  private static InputRefusedException tooLarge(String size, long max) {
    return new InputRefusedException(
        new Refusal(
            Refusal.Kind.TOO_LARGE,
            size + ", larger than the " + kib(max) + " KiB forge reads of such a file",
            "check that this is the right file"));
  }

  private static long kib(long bytes) {
    return (bytes + 1023) / 1024;
  }

  /** The plain files of the folder and the places that could not be looked into. */
  public record Listing(List<Path> files, List<Unreadable> unreadable) {}

  /** A file or folder forge could not look into, and why in plain words. */
  public record Unreadable(Path path, String problem) {}

  /**
   * The plain files inside the folder, sorted, at most {@code maxDepth} folders down. Links are
   * followed while they stay inside; links that leave, pipes, devices and sockets are passed over.
   * More than {@code maxEntries} entries on the way is refused (forge was pointed at the wrong
   * folder, such as {@code /}) rather than walked for minutes.
   */
  public Listing files(int maxDepth, int maxEntries) throws IOException {
    List<Path> files = new ArrayList<>();
    List<Unreadable> unreadable = new ArrayList<>();
    if (!Files.isDirectory(root)) {
      return new Listing(files, unreadable);
    }
    Path realRoot = realRoot();
    int[] seen = {0};
    Files.walkFileTree(
        root,
        EnumSet.of(FileVisitOption.FOLLOW_LINKS),
        maxDepth,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs)
              throws IOException {
            count();
            return dir.equals(root) || inside(dir)
                ? FileVisitResult.CONTINUE
                : FileVisitResult.SKIP_SUBTREE;
          }

          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attrs)
              throws IOException {
            count();
            if (attrs.isRegularFile() && inside(file)) {
              files.add(file);
            }
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFileFailed(Path file, IOException e) {
            if (!(e instanceof java.nio.file.NoSuchFileException)
                && !(e instanceof java.nio.file.FileSystemLoopException)) {
              unreadable.add(new Unreadable(file, IoProblem.describe(e)));
            }
            return FileVisitResult.CONTINUE;
          }

          private boolean inside(Path p) {
            try {
              return p.toRealPath().startsWith(realRoot);
            } catch (IOException gone) {
              return false;
            }
          }

          private void count() throws InputRefusedException {
            if (++seen[0] > maxEntries) {
              throw new InputRefusedException(
                  new Refusal(
                      Refusal.Kind.TOO_MANY_FILES,
                      "holds more than " + maxEntries + " files and folders",
                      "is this the right folder? A " + noun + " holds a few dozen files"));
            }
          }
        });
    files.sort(null);
    return new Listing(List.copyOf(files), List.copyOf(unreadable));
  }

  /** "a named pipe", "a device", "a socket", "a folder": what stands where a file should. */
  private static String kind(Path real, BasicFileAttributes attrs) {
    if (attrs.isDirectory()) {
      return "a folder";
    }
    try {
      int mode = (Integer) Files.getAttribute(real, "unix:mode", LinkOption.NOFOLLOW_LINKS);
      switch (mode & S_IFMT) {
        case 0010000:
          return "a named pipe";
        case 0020000:
        case 0060000:
          return "a device";
        case 0140000:
          return "a socket";
        default:
          break;
      }
    } catch (IOException
        | UnsupportedOperationException
        | IllegalArgumentException
        | ClassCastException noUnixView) {
      // a system without Unix file modes: the general word below
    }
    return "a special file";
  }

  /**
   * A file named on the command line ({@code --terrain FILE}): it may be anywhere the user says,
   * but it must be a plain file, and only {@code maxBytes} of it are read.
   */
  public static byte[] readNamed(Path file, long maxBytes) throws IOException {
    Path real = file.toAbsolutePath().toRealPath();
    BasicFileAttributes attrs =
        Files.readAttributes(real, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    if (!attrs.isRegularFile()) {
      throw new InputRefusedException(
          new Refusal(
              Refusal.Kind.NOT_A_FILE,
              "is " + kind(real, attrs) + ", not a file",
              "name a plain file"));
    }
    return bounded(real, maxBytes);
  }
}
