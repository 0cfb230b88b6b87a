package org.legendsforge.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The files of an output folder as its user sees them: through the links at its top into the
 * current build ({@code cards -> .forge-builds/current/cards}), never the build folders themselves,
 * so two builds compare by what they show, not by which numbered folder holds it.
 */
public final class ShownOutput {
  private ShownOutput() {}

  /**
   * Every file under {@code dir} (the output folder, or a folder of it), relative to it, mapped to
   * its real path.
   */
  public static Map<Path, Path> files(Path dir) {
    Map<Path, Path> files = new TreeMap<>();
    try {
      Path real = dir.toRealPath();
      try (Stream<Path> walk = Files.walk(real)) {
        for (Path p : (Iterable<Path>) walk::iterator) {
          Path rel = real.relativize(p);
          if (rel.getNameCount() > 0 && rel.getName(0).toString().equals(".forge-builds")) {
            continue;
          }
          if (Files.isRegularFile(p)) {
            files.put(rel, p);
          } else if (Files.isSymbolicLink(p) && Files.isDirectory(p)) {
            files(p).forEach((inner, file) -> files.put(rel.resolve(inner), file));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }

  /**
   * What is left of builds in {@code out/.forge-builds} besides the one shown: folders of builds
   * that failed or were interrupted, and any other entry. Empty after every finished run.
   */
  public static java.util.List<String> leftoverBuilds(Path out) {
    Path builds = out.resolve(".forge-builds");
    if (!Files.isDirectory(builds)) {
      return java.util.List.of();
    }
    try (Stream<Path> s = Files.list(builds)) {
      Path current = builds.resolve("current");
      String shown =
          Files.isSymbolicLink(current) ? Files.readSymbolicLink(current).toString() : "";
      return s.map(p -> p.getFileName().toString())
          .filter(n -> !n.equals("current") && !n.equals(shown))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
