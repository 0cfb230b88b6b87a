package org.legendsforge.kit.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * Builds into an output folder through {@link OutputTree} again and again, as fast as it can: the
 * process the crash test kills at random instants. Build N writes files holding "N" in a layout
 * that depends on N: a top-level name that changes, a folder whose files change names, and every
 * fourth build a partial one (like forge print) that stages two entries and keeps the rest of the
 * last build. {@link #expected} says what the output must show after build N.
 */
final class CommitLoop {
  private final Path out;

  CommitLoop(Path out) {
    this.out = out;
  }

  /** Arguments: the output folder. Runs until killed. */
  public static void main(String[] args) throws IOException {
    CommitLoop loop = new CommitLoop(Path.of(args[0]));
    long n = loop.shownBuild() + 1;
    while (true) {
      loop.build(n++);
    }
  }

  /** The number of the build the output shows (0 before any). */
  long shownBuild() throws IOException {
    Path stamp = out.resolve("stamp.txt");
    return Files.isRegularFile(stamp) ? Long.parseLong(Files.readString(stamp).strip()) : 0;
  }

  /** One build, numbered {@code n}, staged and committed. */
  void build(long n) throws IOException {
    OutputTree tree = new OutputTree(out);
    try (OutputTree.BuildLock lock = tree.lock()) {
      Path staging = tree.beginStaging();
      Map<String, String> files = partial(n) ? partialFiles(n) : fullFiles(n);
      for (Map.Entry<String, String> f : files.entrySet()) {
        Path p = staging.resolve(f.getKey());
        Files.createDirectories(p.getParent());
        Files.writeString(p, f.getValue());
      }
      tree.commit();
    }
  }

  private static boolean partial(long n) {
    return n % 4 == 3;
  }

  /**
   * What the output shows after build {@code n}: path → content. A build replaces the top-level
   * entries it writes and keeps the others of the build before it, as forge's do.
   */
  static Map<String, String> expected(long n) {
    if (n <= 0) {
      return Map.of();
    }
    Map<String, String> written = partial(n) ? partialFiles(n) : fullFiles(n);
    Map<String, String> shown = new TreeMap<>(expected(n - 1));
    shown.keySet().removeIf(p -> written.keySet().stream().anyMatch(w -> top(w).equals(top(p))));
    shown.putAll(written);
    return shown;
  }

  private static String top(String path) {
    return path.contains("/") ? path.substring(0, path.indexOf('/')) : path;
  }

  private static Map<String, String> fullFiles(long n) {
    Map<String, String> files = new TreeMap<>();
    String v = Long.toString(n);
    files.put("stamp.txt", v);
    files.put("index.html", "<p>build " + v + "</p>");
    files.put("extra-" + n % 3 + ".txt", v);
    for (int i = 0; i < 12; i++) {
      files.put("cards/deck-" + i % 3 + "/card-" + i + ".png", v);
    }
    files.putAll(partialFiles(n));
    return files;
  }

  private static Map<String, String> partialFiles(long n) {
    Map<String, String> files = new TreeMap<>();
    String v = Long.toString(n);
    files.put("stamp.txt", v);
    files.put("print/cards-" + n % 2 + ".pdf", v);
    files.put("print/terrain.pdf", v);
    return files;
  }

  static String read(Path p) throws IOException {
    return new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
  }
}
