package org.legendsforge.games.graveyard.table;

import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Concepts;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.kit.tts.Marker;

/**
 * Which concept of the theme's visual language each round piece of the table shows (its icon and
 * colour, as the printed tokens and the rulebook's figures show it): an orb coin its orb's, a loose
 * token what it counts ({@code damage}, {@code mana}, {@code decay}; a hyper marker the hyper
 * orb's).
 */
public record PieceConcepts(Catalog catalog) {
  public String pickup(PickupKind kind) {
    return Concepts.orb(kind);
  }

  /** The pickup's name in the data ("Mana Orb"), or its kind's word when the data lists none. */
  public String name(PickupKind kind) {
    return catalog.pickups().stream()
        .filter(p -> p.kind() == kind)
        .map(org.legendsforge.games.graveyard.model.Pickup::name)
        .findFirst()
        .orElse(kind.key());
  }

  public String marker(Marker m) {
    return switch (m) {
      case DAMAGE -> Concepts.DAMAGE;
      case MANA -> Concepts.MANA;
      case DECAY -> Concepts.DECAY;
      case HYPER -> Concepts.orb(PickupKind.HYPER);
    };
  }
}
