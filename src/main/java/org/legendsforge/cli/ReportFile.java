package org.legendsforge.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.legendsforge.output.OutputTree;

/**
 * Writes one report page into the output folder outside a build ({@code forge playtest}): only into
 * a folder forge made (or a new one, which it then marks as forge's), taking its turn with builds
 * into the same folder, and atomically (written aside, then moved into place), so a reader never
 * sees half a page and a failure leaves the last one.
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
    OutputTree tree = new OutputTree(root);
    if (!tree.isOurs()) {
      throw new NotOurs(tree.root());
    }
    try (OutputTree.BuildLock lock = tree.lock()) {
      Files.createDirectories(tree.root());
      Path marker = tree.root().resolve(OutputTree.MARKER);
      if (!Files.exists(marker)) {
        Files.writeString(
            marker, "This folder is written by Legends Forge; it is rebuilt by ./forge build.\n");
      }
      Path page = tree.root().resolve(relative);
      Files.createDirectories(page.getParent());
      Path aside = page.resolveSibling("." + page.getFileName() + ".forge-tmp");
      Files.writeString(aside, text, StandardCharsets.UTF_8);
      Files.move(aside, page, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      return page;
    }
  }
}
