package org.legendsforge.games.graveyard.table;

import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.kit.tts.Marker;

/**
 * What each round piece of the table shows besides its colour: the icon the one a player knows from
 * the cards: a hyper orb and the hyper token the Hyper Orbs deck's icon, an item orb the Item
 * Weapons deck's, the others the icon the cards print beside the same number ({@code damage},
 * {@code mana}, {@code health}) and the decay token's own.
 */
public record PieceIcons(Catalog catalog) {
  public String pickup(PickupKind kind) {
    return switch (kind) {
      case HYPER -> deckIcon(DeckKind.HYPER_ORBS, "orb");
      case HEALING -> "health";
      case MANA -> "mana";
      case ITEM -> deckIcon(DeckKind.ITEM_WEAPONS, "chest");
    };
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
      case DAMAGE -> "damage";
      case MANA -> "mana";
      case DECAY -> "decay";
      case HYPER -> deckIcon(DeckKind.HYPER_ORBS, "orb");
    };
  }

  /** The icon of the deck holding {@code kind}, or {@code absent} in a set without that deck. */
  private String deckIcon(DeckKind kind, String absent) {
    return catalog.decks().stream()
        .filter(d -> d.contents() == kind)
        .map(org.legendsforge.games.graveyard.model.Deck::icon)
        .findFirst()
        .orElse(absent);
  }
}
