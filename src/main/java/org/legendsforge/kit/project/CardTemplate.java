package org.legendsforge.kit.project;

import java.util.List;
import java.util.Optional;

/**
 * A face or a back a project's template draws: the colour out to the bleed (empty: the type's frame
 * colour, or the deck's back colour), a picture covering the card to the bleed, and the boxes drawn
 * over them in the order the file lists them.
 */
public record CardTemplate(
    String file, Optional<Rgb> background, Optional<String> image, List<LayoutBox> boxes) {
  public CardTemplate {
    boxes = List.copyOf(boxes);
  }
}
