package org.legendsforge.kit.tts;

import java.util.Locale;

/**
 * The loose tokens players take from infinite bags: damage, mana and decay on a hero's card, and a
 * hyper marker on the card of each hero that holds a hyper orb (several may at once,
 * docs/rules-model.md §12). Setup clears every token taken out (they carry the "marker" tag). Their
 * colours and icons are the theme's concepts (the game's {@code PieceConcepts} names which).
 */
public enum Marker {
  DAMAGE,
  MANA,
  DECAY,
  HYPER;

  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  public String displayName() {
    return name().charAt(0) + key().substring(1);
  }
}
