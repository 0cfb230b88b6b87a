package org.legendsforge.games.graveyard.model;

/** Starting weapons are dealt when a hero enters play; item weapons come from item orbs. */
public enum WeaponKind {
  STARTING,
  ITEM
}
