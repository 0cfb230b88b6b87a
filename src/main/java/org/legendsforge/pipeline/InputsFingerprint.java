package org.legendsforge.pipeline;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.nio.ByteBuffer;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A hash of everything a drawn file depends on besides its own card: the tool's code (and with
 * it the fonts, which ship in its class path), every file under templates/, and the art and other
 * files of the card data that are neither YAML nor the rules text's Markdown. Any change there makes every cached drawing stale, which is
 * simple and always correct; card-data edits, the common case, stay per card.
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
   * JVM (a jar rebuilt meanwhile is not the code that runs), and hashing a few thousand jar
   * entries was a tenth of a rebuild in forge watch.
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
      Path code = Path.of(InputsFingerprint.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      if (Files.isDirectory(code)) {
        tree(d, code, p -> true);
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
    } catch (URISyntaxException | IOException | SecurityException | java.io.UncheckedIOException e) {
      // Without a readable code source every run counts as a new tool: nothing is reused.
      d.update(Long.toString(System.nanoTime()).getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
  }

  /**
   * A jar by the names, sizes and CRC-32s its central directory already holds: as content-true as
   * hashing its bytes, without reading 27 MB of libraries and fonts on every build.
   */
  private static void jarEntries(MessageDigest d, Path jar) throws IOException {
    d.update(jar.getFileName().toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      List<? extends ZipEntry> entries = zip.stream().sorted(Comparator.comparing(ZipEntry::getName)).toList();
      ByteBuffer entry = ByteBuffer.allocate(16);
      for (ZipEntry e : entries) {
        d.update(e.getName().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        entry.clear();
        entry.putLong(e.getCrc()).putLong(e.getSize());
        d.update(entry.array());
      }
    }
  }

  private static void tree(MessageDigest d, Path root, java.util.function.Predicate<Path> keep) {
    if (!Files.isDirectory(root)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(root)) {
      List<Path> files = walk.filter(Files::isRegularFile).filter(keep).sorted().toList();
      for (Path f : files) {
        d.update(root.relativize(f).toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        d.update(Files.readAllBytes(f));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }
}
