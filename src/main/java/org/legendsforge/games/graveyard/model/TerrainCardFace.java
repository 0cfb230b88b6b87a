package org.legendsforge.games.graveyard.model;

import java.util.Optional;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.kit.card.Art;

/**
 * A terrain card as a printed card (index-card size), with its optional illustration: the rules
 * know only the cells, the art belongs to the printed card.
 */
public record TerrainCardFace(TerrainCard terrain, Optional<Art> art) implements Card {
  public TerrainCardFace(TerrainCard terrain) {
    this(terrain, Optional.empty());
  }

  @Override
  public String id() {
    return terrain.id();
  }

  @Override
  public String name() {
    return "Terrain " + terrain.id();
  }
}
