package org.legendsforge.games.graveyard.rules;

import java.util.Locale;
import java.util.Optional;

/** The five terrain types of a map cell (docs/rules-model.md §1). */
public enum Terrain {
  PLAINS('P', false),
  HILLS('H', false),
  FOREST('F', true),
  MOUNTAIN('M', true),
  SEA('W', false);

  private final char letter;
  private final boolean blocksSight;

  Terrain(char letter, boolean blocksSight) {
    this.letter = letter;
    this.blocksSight = blocksSight;
  }

  /** The letter used in card data, terrain files and movement specs. */
  public char letter() {
    return letter;
  }

  /** Forest and mountain block line of sight (docs/rules-model.md §2). */
  public boolean blocksSight() {
    return blocksSight;
  }

  public boolean isLand() {
    return this != SEA;
  }

  public String displayName() {
    String n = name().toLowerCase(Locale.ROOT);
    return Character.toUpperCase(n.charAt(0)) + n.substring(1);
  }

  public static Optional<Terrain> fromLetter(char c) {
    for (Terrain t : values()) {
      if (t.letter == AsciiText.upper(c)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }
}
