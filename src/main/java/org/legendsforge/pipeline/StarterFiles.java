package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.legendsforge.kit.project.StarterProject;

/** Writes the starter project of {@code forge new} into a folder the user named. */
public final class StarterFiles {
  private StarterFiles() {}

  /** Writes the files; {@code target} must be new or empty (the command checks it first). */
  public static void write(Path target, String gameName) throws IOException {
    for (Map.Entry<String, String> f : StarterProject.files(gameName).entrySet()) {
      Path file = target.resolve(f.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, f.getValue());
    }
  }
}
