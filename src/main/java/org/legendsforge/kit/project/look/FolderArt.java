package org.legendsforge.kit.project.look;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** The project's pictures, each read once; one that cannot be read is drawn as no art. */
public final class FolderArt implements CardArt {
  private final Path folder;
  private final Map<String, Optional<BufferedImage>> read = new HashMap<>();

  public FolderArt(Path folder) {
    this.folder = folder;
  }

  @Override
  public synchronized Optional<BufferedImage> image(String relativePath) {
    return read.computeIfAbsent(
        relativePath,
        p -> {
          try {
            Path file = folder.resolve(p).normalize();
            return file.startsWith(folder) && Files.isRegularFile(file)
                ? Optional.ofNullable(javax.imageio.ImageIO.read(file.toFile()))
                : Optional.empty();
          } catch (IOException e) {
            return Optional.empty();
          }
        });
  }
}
