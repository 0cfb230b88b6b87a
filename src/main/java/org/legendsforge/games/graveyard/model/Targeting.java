package org.legendsforge.games.graveyard.model;

import java.util.Optional;
import org.legendsforge.games.graveyard.rules.AreaSpec;

/** How a spell or weapon picks what it hits. */
public enum Targeting {
  /** The user itself (range 0, no area). */
  SELF,
  /** One hero within range, in line of sight unless {@code over}. */
  HERO,
  /** A cell within range; the area around it is hit. */
  AREA;

  public static Targeting of(int range, Optional<AreaSpec> area) {
    if (area.isPresent()) {
      return AREA;
    }
    return range == 0 ? SELF : HERO;
  }
}
