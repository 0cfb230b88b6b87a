package org.legendsforge.kit.tts;

import java.util.Locale;

/**
 * The loose tokens players take from infinite bags: damage, mana and decay on a hero's card, and a
 * hyper marker on the card of each hero that holds a hyper orb (several may at once,
 * docs/rules-model.md §12). Setup clears every token taken out (they carry the "marker" tag).
 */
public enum Marker {
  DAMAGE(0xD55E00),
  MANA(0x0072B2),
  DECAY(0x6B8E23),
  HYPER(0x7B3FA0);

  private final int rgb;

  Marker(int rgb) {
    this.rgb = rgb;
  }

  public int rgb() {
    return rgb;
  }

  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  public String displayName() {
    return name().charAt(0) + key().substring(1);
  }
}
