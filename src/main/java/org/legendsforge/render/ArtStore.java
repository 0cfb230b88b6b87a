package org.legendsforge.render;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import javax.imageio.ImageIO;

/**
 * Card art read from card-data, once per path and shared by the rendering threads. The loader has
 * already checked that each path stays inside card-data; an unreadable image gives empty and the
 * face shows its emblem (the fit check reports it as a warning).
 */
final class ArtStore {
  private final Optional<Path> dataDir;
  private final Map<String, Optional<BufferedImage>> cache = new ConcurrentHashMap<>();

  ArtStore(Optional<Path> dataDir) {
    this.dataDir = dataDir;
  }

  Optional<BufferedImage> image(String relativePath) {
    return cache.computeIfAbsent(relativePath, this::read);
  }

  private Optional<BufferedImage> read(String relativePath) {
    if (dataDir.isEmpty()) {
      return Optional.empty();
    }
    Path p = dataDir.get().resolve(relativePath).normalize();
    if (!p.startsWith(dataDir.get().normalize()) || !Files.isRegularFile(p)) {
      return Optional.empty();
    }
    try {
      return Optional.ofNullable(ImageIO.read(p.toFile()));
    } catch (IOException | RuntimeException e) {
      // A corrupt image can make a decoder throw more than IOException; the fit check reports the
      // art as unreadable and the card gets its generated emblem instead.
      return Optional.empty();
    }
  }
}
