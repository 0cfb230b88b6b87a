package org.legendsforge.tts;

import java.util.Locale;

/** The loose tokens players take from infinite bags: damage, mana and decay. */
public enum Marker {
  DAMAGE(0xD55E00),
  MANA(0x0072B2),
  DECAY(0x6B8E23);

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
