package org.legendsforge.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.legendsforge.output.OutputTree;

/**
 * Writes one report page into the output folder outside a build ({@code forge playtest}): only into
 * a folder forge made (or a new one, which it then marks as forge's), taking its turn with builds
 * into the same folder, and committed as a build is (staged, then one rename), keeping the rest of
 * the last build, the other pages of the page's folder included, so a reader never sees half a page
 * and a failure leaves the last one.
 */
final class ReportFile {
  private ReportFile() {}

  /** Thrown when the output folder is someone else's. */
  static final class NotOurs extends IOException {
    NotOurs(Path root) {
      super(root.toString());
    }
  }

  /**
   * Writes {@code text} to {@code relative} (e.g. {@code reports/playtest.html}) under {@code
   * root}.
   */
  static Path write(Path root, String relative, String text) throws IOException {
    writeAll(root, java.util.Map.of(relative, text));
    return new OutputTree(root).root().resolve(relative);
  }

  /**
   * Writes each of {@code files} (relative path to text) under {@code root} in one commit, keeping
   * the rest of every folder they go into.
   */
  static void writeAll(Path root, java.util.Map<String, String> files) throws IOException {
    OutputTree tree = new OutputTree(root);
    try (OutputTree.BuildLock lock = tree.lock()) {
      if (!tree.isOurs()) {
        throw new NotOurs(tree.root());
      }
      java.util.Set<String> folders = new java.util.TreeSet<>();
      files.keySet().forEach(f -> folders.add(Path.of(f).getParent().toString()));
      tree.commitPart(
          staging -> {
            for (java.util.Map.Entry<String, String> f :
                new java.util.TreeMap<>(files).entrySet()) {
              Path staged = staging.resolve(f.getKey());
              Files.createDirectories(staged.getParent());
              Files.writeString(staged, f.getValue(), StandardCharsets.UTF_8);
            }
          },
          folders.toArray(String[]::new));
    }
  }
}
