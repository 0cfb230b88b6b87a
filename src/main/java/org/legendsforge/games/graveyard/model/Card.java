package org.legendsforge.games.graveyard.model;

import org.legendsforge.kit.card.Art;

/**
 * Anything printed as a card. Ids are kebab-case and unique across the whole card set, so they can
 * name output files and TTS GUIDs.
 */
public sealed interface Card
    permits Hero,
        HeroTurnCard,
        Spirit,
        Spell,
        Weapon,
        ChaosElement,
        HyperOrb,
        PlayerCard,
        TerrainCardFace {
  String id();

  String name();

  /** The card's own art, a picture inside card-data; cards without art get a generated emblem. */
  default java.util.Optional<Art> art() {
    return java.util.Optional.empty();
  }
}
