package org.legendsforge.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The templates shipped with the project, and writable copies of them for tests that change the
 * look.
 */
public final class ShippedTemplates {
  private ShippedTemplates() {}

  /** Copies the shipped templates to {@code parent}/templates and returns that folder. */
  public static Path copyInto(Path parent) {
    Path source = Path.of("templates").toAbsolutePath();
    Path target = parent.resolve("templates");
    try (Stream<Path> walk = Files.walk(source)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        Path t = target.resolve(source.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(t);
        } else {
          Files.copy(p, t);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return target;
  }

  /** Replaces {@code from} with {@code to} in a templates file, failing when it is not there. */
  public static void edit(Path templates, String file, String from, String to) {
    Path p = templates.resolve(file);
    try {
      String s = Files.readString(p);
      if (!s.contains(from)) {
        throw new AssertionError(
            "shipped templates/" + file + " no longer contains \"" + from + "\"; update the test");
      }
      Files.writeString(p, s.replace(from, to));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
