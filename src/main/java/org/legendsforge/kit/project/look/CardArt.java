package org.legendsforge.kit.project.look;

import java.awt.image.BufferedImage;
import java.util.Optional;

/** The pictures a project's cards name, read once by whoever holds the files. */
public interface CardArt {
  Optional<BufferedImage> image(String relativePath);

  CardArt NONE = path -> Optional.empty();
}
