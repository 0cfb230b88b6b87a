package org.legendsforge.games.graveyard.diff;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.function.Predicate;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.InputRefusedException;

/**
 * A hash of the files of a folder (relative names and bytes, in sorted order), to tell whether two
 * folders hold the same templates or the same card art without comparing their drawings.
 */
public final class FolderDigest {
  private FolderDigest() {}

  /**
   * The digest of every plain file under {@code root} that {@code keep} accepts, read as a build
   * reads them ({@link InputFolder}: nothing outside the folder, no pipe or device, at most 16 MiB
   * of a file; a larger one counts by its size).
   */
  public static String of(Path root, Predicate<Path> keep) throws IOException {
    MessageDigest d = sha256();
    InputFolder folder = new InputFolder(root, "folder");
    for (Path f : folder.files(8, 5000).files()) {
      if (!keep.test(f)) {
        continue;
      }
      d.update(
          folder
              .root()
              .relativize(f)
              .toString()
              .replace('\\', '/')
              .getBytes(StandardCharsets.UTF_8));
      byte[] bytes;
      try {
        bytes = folder.read(f, 16L * 1024 * 1024);
      } catch (InputRefusedException large) {
        bytes = (large.getMessage() + " " + Files.size(f)).getBytes(StandardCharsets.UTF_8);
      }
      d.update((byte) 0);
      d.update(Long.toString(bytes.length).getBytes(StandardCharsets.UTF_8));
      d.update((byte) 0);
      d.update(bytes);
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
