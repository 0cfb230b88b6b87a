package org.legendsforge.robustness;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.zip.CRC32C;

/**
 * Every entry under a folder with its kind, size and checksum (links are recorded, not followed),
 * so two snapshots differ exactly when something was written, deleted or changed.
 */
record TreeSnapshot(Map<String, String> entries) {
  /** A snapshot of {@code root}, leaving out the top-level entries named in {@code skip}. */
  static TreeSnapshot of(Path root, Set<String> skip) {
    Map<String, String> entries = new TreeMap<>();
    try {
      Files.walkFileTree(
          root,
          new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
              String rel = rel(root, dir);
              if (skip.contains(rel)) {
                return FileVisitResult.SKIP_SUBTREE;
              }
              if (!Files.isReadable(dir)) {
                entries.put(rel, "unreadable dir");
                return FileVisitResult.SKIP_SUBTREE;
              }
              entries.put(rel, "dir");
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs)
                throws IOException {
              String rel = rel(root, file);
              if (skip.contains(rel)) {
                return FileVisitResult.CONTINUE;
              }
              if (attrs.isSymbolicLink()) {
                entries.put(rel, "link " + Files.readSymbolicLink(file));
              } else if (!attrs.isRegularFile()) {
                entries.put(rel, "other");
              } else {
                entries.put(rel, "file " + attrs.size() + " " + hash(file));
              }
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
              entries.put(rel(root, file), "unreadable");
              return FileVisitResult.CONTINUE;
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new TreeSnapshot(entries);
  }

  static TreeSnapshot of(Path root) {
    return of(root, Set.of());
  }

  private static String rel(Path root, Path p) {
    return root.relativize(p).toString().replace('\\', '/');
  }

  private static String hash(Path file) {
    if (!Files.isReadable(file)) {
      return "unreadable";
    }
    try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
      // CRC32C runs at memory speed; with the size it tells any real change apart
      CRC32C crc = new CRC32C();
      byte[] buf = new byte[1 << 16];
      for (int n; (n = in.read(buf)) > 0; ) {
        crc.update(buf, 0, n);
      }
      return Long.toHexString(crc.getValue());
    } catch (IOException e) {
      return "unreadable";
    }
  }

  /** The entries that differ, for a failure message. */
  String diff(TreeSnapshot after) {
    StringBuilder b = new StringBuilder();
    Set<String> keys = new java.util.TreeSet<>(entries.keySet());
    keys.addAll(after.entries.keySet());
    for (String k : keys) {
      String x = entries.get(k);
      String y = after.entries.get(k);
      if (!java.util.Objects.equals(x, y)) {
        b.append("  ").append(k).append(": ").append(x).append(" -> ").append(y).append('\n');
      }
    }
    return b.toString();
  }
}
