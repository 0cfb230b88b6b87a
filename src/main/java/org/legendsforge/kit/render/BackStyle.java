package org.legendsforge.kit.render;

/**
 * How a deck's backs are printed. {@link #FULL}: the sleeve colour and the darker patterned field
 * to the edge of the bleed. {@link #LOW_INK}: white, the pattern as thin outlines, the deck colour
 * kept in a band round the edge (so decks still sort by colour), for home printers whose ink runs
 * out on a few hundred full-colour backs.
 */
public enum BackStyle {
  FULL("full"),
  LOW_INK("low-ink");

  private final String key;

  BackStyle(String key) {
    this.key = key;
  }

  /** The word of {@code --backs} and forge.yaml. */
  public String key() {
    return key;
  }

  public static java.util.Optional<BackStyle> byKey(String key) {
    for (BackStyle s : values()) {
      if (s.key.equals(key)) {
        return java.util.Optional.of(s);
      }
    }
    return java.util.Optional.empty();
  }
}
