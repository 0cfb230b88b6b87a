package org.legendsforge.pipeline;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.IoProblem;

/**
 * A hash of everything a drawn file depends on besides its own card: the tool's code (and with it
 * the fonts, which ship in its class path), every file under templates/, and the art and other
 * files of the card data that are neither YAML nor the rules text's Markdown. Any change there
 * makes every cached drawing stale, which is simple and always correct; card-data edits, the common
 * case, stay per card.
 */
public final class InputsFingerprint {
  private InputsFingerprint() {}

  /**
   * Starts hashing the files on another thread: it needs nothing from the card data, so a build
   * does it while the data loads (it was 50–60 ms of every one-shot build).
   */
  public static Pending start(Path templates, Path dataDir) {
    return new Pending(Background.start("forge-fingerprint", () -> files(templates, dataDir)));
  }

  /**
   * A data-only game's shared fingerprint: the tool's code, every file under the project's {@code
   * templates/} (its layouts) and the art files its cards name, each by its path and content, then
   * {@code game} (what else every drawing shows). Its card files are not in it: a card's own inputs
   * go into that card's key, so editing one card redraws that card alone.
   */
  public static String project(Path folder, List<String> artFiles, String game) {
    MessageDigest d = sha256();
    d.update(Tool.FINGERPRINT);
    Path templates = folder.resolve("templates");
    if (Files.isDirectory(templates)) {
      tree(d, templates, p -> true);
    }
    InputFolder project = new InputFolder(folder, "project folder");
    for (String art : artFiles) {
      d.update(art.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      try {
        d.update(project.read(folder.resolve(art), MAX_FILE_BYTES));
      } catch (IOException e) {
        // drawn as no art; the fingerprint changes again once the file can be read
        d.update(IoProblem.describe(e).getBytes(java.nio.charset.StandardCharsets.UTF_8));
      }
    }
    return new FilesDigest(d.digest()).with(game);
  }

  /**
   * The running tool's code as a hex digest: results kept from an earlier run (the tune cache)
   * count only for the same code.
   */
  public static String tool() {
    return HexFormat.of().formatHex(Tool.FINGERPRINT);
  }

  /** The fingerprint of the files, waiting for the game it is for. */
  public record FilesDigest(byte[] digest) {
    public String with(String game) {
      MessageDigest d = sha256();
      d.update(game.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      d.update(digest);
      return HexFormat.of().formatHex(d.digest());
    }
  }

  /** A fingerprint being worked out; {@link #with} waits for it. */
  public record Pending(java.util.concurrent.CompletableFuture<FilesDigest> files) {
    public String with(String game) {
      return Background.join(files).with(game);
    }
  }

  private static FilesDigest files(Path templates, Path dataDir) {
    MessageDigest d = sha256();
    d.update(Tool.FINGERPRINT);
    tree(d, templates, p -> true);
    // rules text (rules/*.md) draws no card: editing the rulebook keeps every card drawing
    tree(d, dataDir, p -> !p.toString().endsWith(".yaml") && !p.toString().endsWith(".md"));
    return new FilesDigest(d.digest());
  }

  /**
   * The running code's part, worked out once per process: the code cannot change under a running
   * JVM (a jar rebuilt meanwhile is not the code that runs), and hashing a few thousand jar entries
   * was a tenth of a rebuild in forge watch.
   */
  private static final class Tool {
    static final byte[] FINGERPRINT = fingerprint();

    private static byte[] fingerprint() {
      MessageDigest d = sha256();
      tool(d);
      return d.digest();
    }
  }

  private static void tool(MessageDigest d) {
    try {
      Path code =
          Path.of(
              InputsFingerprint.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      if (Files.isDirectory(code)) {
        codeTree(d, code);
      } else {
        jarEntries(d, code);
        Path lib = code.resolveSibling("lib");
        if (Files.isDirectory(lib)) {
          try (Stream<Path> jars = Files.list(lib)) {
            for (Path jar : jars.filter(p -> p.toString().endsWith(".jar")).sorted().toList()) {
              jarEntries(d, jar);
            }
          }
        }
      }
    } catch (URISyntaxException
        | IOException
        | SecurityException
        | java.io.UncheckedIOException e) {
      // Without a readable code source every run counts as a new tool: nothing is reused.
      d.update(Long.toString(System.nanoTime()).getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
  }

  /** The classes of a development build (target/classes), every file of them. */
  private static void codeTree(MessageDigest d, Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
        d.update(root.relativize(f).toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        d.update(Files.readAllBytes(f));
      }
    }
  }

  /**
   * A jar by the names, sizes and CRC-32s its central directory already holds: as content-true as
   * hashing its bytes, without reading 27 MB of libraries and fonts on every build.
   */
  private static void jarEntries(MessageDigest d, Path jar) throws IOException {
    d.update(jar.getFileName().toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      List<? extends ZipEntry> entries =
          zip.stream().sorted(Comparator.comparing(ZipEntry::getName)).toList();
      ByteBuffer entry = ByteBuffer.allocate(16);
      for (ZipEntry e : entries) {
        d.update(e.getName().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        entry.clear();
        entry.putLong(e.getCrc()).putLong(e.getSize());
        d.update(entry.array());
      }
    }
  }

  /**
   * The files of {@code root} that {@code keep} selects, by name and content, read as the build
   * reads them (through {@link InputFolder}): a link leading out, a pipe or a device is passed
   * over, a file larger than the build would read counts by its size and time, and a folder too big
   * to be a card-data or templates folder (forge pointed at {@code /}) is not walked through at
   * all.
   */
  private static void tree(MessageDigest d, Path root, java.util.function.Predicate<Path> keep) {
    InputFolder folder = new InputFolder(root, "folder");
    InputFolder.Listing listing;
    try {
      listing = folder.files(MAX_DEPTH, MAX_ENTRIES);
    } catch (IOException tooBig) {
      // the build refuses such a folder itself; nothing it made can be reused
      d.update(Long.toString(System.nanoTime()).getBytes(java.nio.charset.StandardCharsets.UTF_8));
      return;
    }
    for (Path f : listing.files()) {
      if (!keep.test(f)) {
        continue;
      }
      d.update(
          folder.root().relativize(f).toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
      try {
        d.update(folder.read(f, MAX_FILE_BYTES));
      } catch (IOException e) {
        d.update(
            (IoProblem.describe(e) + " " + size(f))
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
      }
    }
  }

  private static String size(Path f) {
    try {
      return Files.size(f) + " " + Files.getLastModifiedTime(f);
    } catch (IOException e) {
      return "";
    }
  }

  /** As deep as card-data's and templates' folders go, with room to spare. */
  private static final int MAX_DEPTH = 8;

  private static final int MAX_ENTRIES = 5000;

  /** What the build reads of one file at most (art: 16 MiB). */
  private static final long MAX_FILE_BYTES = 16L * 1024 * 1024;

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }
}
