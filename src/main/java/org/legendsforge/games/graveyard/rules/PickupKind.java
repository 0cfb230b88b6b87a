package org.legendsforge.games.graveyard.rules;

/** The four kinds of orb that lie on the map (docs/rules-model.md §6). */
public enum PickupKind {
  HYPER,
  HEALING,
  MANA,
  ITEM;

  /** The lower-case word used in card data and JSON ({@code mana}, {@code item}). */
  public String key() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
