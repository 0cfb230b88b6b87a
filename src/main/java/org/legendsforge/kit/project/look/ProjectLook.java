package org.legendsforge.kit.project.look;

import org.legendsforge.kit.project.DrawingInputs;
import org.legendsforge.kit.project.GameProject;

/**
 * What a data-only game's drawings are made with, the same for its print files and its table: the
 * game, its faces, its backs and its boards. Built once per build and handed to each output.
 */
public record ProjectLook(GameProject game, CardFaces face, CardBacks back, DefaultBoard boards) {
  /** What each face and back is keyed by in the render cache. */
  public DrawingInputs inputs() {
    return new DrawingInputs(game);
  }
}
