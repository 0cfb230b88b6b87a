package org.legendsforge.render;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import javax.imageio.ImageIO;
import org.legendsforge.files.InputFolder;

/**
 * Card art read from card-data, once per path and shared by the rendering threads. The loader has
 * already checked each path; it is read again through {@link InputFolder}, so a file swapped for a
 * link or a pipe since then is still never opened. An unreadable image gives empty and the face
 * shows its emblem (the fit check reports it as a warning).
 */
final class ArtStore {
  /** The loader's limit too (data.ReferenceChecks.MAX_ART_BYTES): art larger is never decoded. */
  static final long MAX_BYTES = 16L * 1024 * 1024;

  private final Optional<InputFolder> dataDir;
  private final Map<String, Optional<BufferedImage>> cache = new ConcurrentHashMap<>();

  ArtStore(Optional<Path> dataDir) {
    this.dataDir = dataDir.map(d -> new InputFolder(d, "card-data folder"));
  }

  Optional<BufferedImage> image(String relativePath) {
    return cache.computeIfAbsent(relativePath, this::read);
  }

  private Optional<BufferedImage> read(String relativePath) {
    if (dataDir.isEmpty()) {
      return Optional.empty();
    }
    try {
      byte[] bytes = dataDir.get().read(dataDir.get().root().resolve(relativePath), MAX_BYTES);
      return Optional.ofNullable(ImageIO.read(new ByteArrayInputStream(bytes)));
    } catch (IOException | RuntimeException e) {
      // A corrupt image can make a decoder throw more than IOException; the fit check reports the
      // art as unreadable and the card gets its generated emblem instead.
      return Optional.empty();
    }
  }
}
