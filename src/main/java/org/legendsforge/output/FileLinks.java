package org.legendsforge.output;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Puts an existing output file into a new output tree without copying its bytes when it can. */
final class FileLinks {
  private FileLinks() {}

  /**
   * A hard link from {@code target} to {@code existing} (creating the target's folder), or a copy
   * where the file system has no hard links.
   */
  static void linkOrCopy(Path existing, Path target) throws IOException {
    Files.createDirectories(target.getParent());
    try {
      Files.createLink(target, existing);
    } catch (UnsupportedOperationException | FileSystemException e) {
      Files.copy(existing, target);
    }
  }
}
