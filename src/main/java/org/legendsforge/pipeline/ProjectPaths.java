package org.legendsforge.pipeline;

import java.nio.file.Path;

/**
 * Where things are. Defaults (card-data/, templates/, output/) live in the project folder, which
 * the {@code ./forge} launcher passes as {@code forge.home}, so {@code ./forge build} works from
 * any directory; paths the user types are taken relative to where the user stands.
 */
public record ProjectPaths(Path home, Path userDir) {
  public static ProjectPaths fromSystem() {
    Path user = Path.of("").toAbsolutePath();
    String home = System.getProperty("forge.home");
    return new ProjectPaths(
        home == null || home.isBlank() ? user : Path.of(home).toAbsolutePath(), user);
  }

  public Path data(Path given) {
    return given == null ? home.resolve("card-data") : userDir.resolve(given).normalize();
  }

  public Path templates(Path given) {
    return given == null ? home.resolve("templates") : userDir.resolve(given).normalize();
  }

  public Path output(Path given) {
    return given == null ? home.resolve("output") : userDir.resolve(given).normalize();
  }

  /**
   * The project of a card-data folder: the folder holding it. What a build writes names files
   * relative to it ({@code card-data/heroes.yaml:78:5}), so its outputs are the same from any
   * working folder and show nothing of where the project lies.
   */
  public static Path projectOf(Path dataDir) {
    Path abs = dataDir.toAbsolutePath().normalize();
    return abs.getParent() == null ? abs : abs.getParent();
  }

  /** A file as outputs name it: relative to {@code project} ({@code ../} when outside it). */
  public static String inProject(Path project, Path file) {
    return project.relativize(file.toAbsolutePath().normalize()).toString();
  }

  /**
   * A path of a problem found in {@code project}, as the user should read it from where they stand
   * (see {@link #display}): a relative path is the project's (as outputs name files), an absolute
   * one is shown relative to the user's folder when it lies below it. An option ({@code --deck x})
   * is not a path and is left as it is.
   */
  public String shownFromProject(Path project, String path) {
    try {
      if (path.isEmpty() || path.startsWith("-")) {
        return path;
      }
      Path p = Path.of(path);
      return display(p.isAbsolute() ? p : project.resolve(p).normalize());
    } catch (java.nio.file.InvalidPathException e) {
      return path;
    }
  }

  /** A path as the user should read it in messages. */
  public String display(Path p) {
    Path abs = p.toAbsolutePath().normalize();
    return abs.startsWith(userDir) && !abs.equals(userDir)
        ? userDir.relativize(abs).toString()
        : abs.toString();
  }
}
