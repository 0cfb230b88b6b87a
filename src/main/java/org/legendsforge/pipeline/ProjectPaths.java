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

  /** A path as the user should read it in messages. */
  public String display(Path p) {
    Path abs = p.toAbsolutePath().normalize();
    return abs.startsWith(userDir) && !abs.equals(userDir)
        ? userDir.relativize(abs).toString()
        : abs.toString();
  }
}
