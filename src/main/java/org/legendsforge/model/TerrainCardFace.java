package org.legendsforge.model;

import org.legendsforge.rules.TerrainCard;

/** A terrain card as a printed card (index-card size). */
public record TerrainCardFace(TerrainCard terrain) implements Card {
  @Override
  public String id() {
    return terrain.id();
  }

  @Override
  public String name() {
    return "Terrain " + terrain.id();
  }
}
