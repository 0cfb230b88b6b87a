package org.legendsforge.diff;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * A hash of the files of a folder (relative names and bytes, in sorted order), to tell whether two
 * folders hold the same templates or the same card art without comparing their drawings.
 */
public final class FolderDigest {
  private FolderDigest() {}

  /** The digest of every regular file under {@code root} that {@code keep} accepts. */
  public static String of(Path root, Predicate<Path> keep) throws IOException {
    MessageDigest d = sha256();
    if (Files.isDirectory(root)) {
      try (Stream<Path> walk = Files.walk(root)) {
        List<Path> files = walk.filter(Files::isRegularFile).filter(keep).sorted().toList();
        for (Path f : files) {
          d.update(root.relativize(f).toString().replace('\\', '/').getBytes(StandardCharsets.UTF_8));
          byte[] bytes = Files.readAllBytes(f);
          d.update((byte) 0);
          d.update(Long.toString(bytes.length).getBytes(StandardCharsets.UTF_8));
          d.update((byte) 0);
          d.update(bytes);
        }
      }
    }
    return HexFormat.of().formatHex(d.digest());
  }

  /** Card art and other files of a card-data folder that are not YAML. */
  public static boolean notYaml(Path p) {
    return !p.getFileName().toString().endsWith(".yaml");
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }
}
