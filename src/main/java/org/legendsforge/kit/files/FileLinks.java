package org.legendsforge.kit.files;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Puts an existing output file into a new output tree without copying its bytes when it can. */
public final class FileLinks {
  private FileLinks() {}

  /**
   * A hard link from {@code target} to {@code existing} (creating the target's folder), or a copy
   * where the file system has no hard links.
   */
  /**
   * The files of {@code existing} (a file or a folder of a committed build) put at {@code target}
   * the same way, folder by folder. Links and special files are not carried: a build holds none.
   */
  public static void linkTree(Path existing, Path target) throws IOException {
    java.nio.file.attribute.BasicFileAttributes a =
        Files.readAttributes(
            existing,
            java.nio.file.attribute.BasicFileAttributes.class,
            java.nio.file.LinkOption.NOFOLLOW_LINKS);
    if (a.isRegularFile()) {
      linkOrCopy(existing, target);
    } else if (a.isDirectory()) {
      Files.createDirectories(target);
      try (java.util.stream.Stream<Path> s = Files.list(existing)) {
        for (Path p : s.toList()) {
          linkTree(p, target.resolve(p.getFileName().toString()));
        }
      }
    }
  }

  public static void linkOrCopy(Path existing, Path target) throws IOException {
    Files.createDirectories(target.getParent());
    try {
      Files.createLink(target, existing);
    } catch (UnsupportedOperationException | FileSystemException e) {
      Files.copy(existing, target);
    }
  }
}
