package org.legendsforge.kit.project;

import java.util.Map;
import java.util.Optional;

/**
 * The layouts a project's {@code templates/} folder brings: a face per card type ({@code
 * templates/<type>.yaml}), a back per deck ({@code templates/back-<deck>.yaml}) and one back for
 * every other deck ({@code templates/back.yaml}). What it does not bring is drawn by the kit's
 * default layouts.
 */
public record ProjectLayouts(
    Map<String, CardTemplate> faces,
    Map<String, CardTemplate> backs,
    Optional<CardTemplate> anyBack) {
  public ProjectLayouts {
    faces = Map.copyOf(faces);
    backs = Map.copyOf(backs);
  }

  public static ProjectLayouts none() {
    return new ProjectLayouts(Map.of(), Map.of(), Optional.empty());
  }

  public Optional<CardTemplate> face(String type) {
    return Optional.ofNullable(faces.get(type));
  }

  public Optional<CardTemplate> back(String deck) {
    return Optional.ofNullable(backs.get(deck)).or(() -> anyBack);
  }
}
