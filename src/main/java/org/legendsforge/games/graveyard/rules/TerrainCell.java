package org.legendsforge.games.graveyard.rules;

/** One cell of terrain: a type, and for land whether a river runs through it. */
public record TerrainCell(Terrain terrain, boolean river) {
  public TerrainCell {
    if (river && !terrain.isLand()) {
      throw new IllegalArgumentException("a river runs only through land");
    }
  }

  /** Water movement may enter sea and any land cell with a river (docs/rules-model.md §4). */
  public boolean admitsWater() {
    return terrain == Terrain.SEA || river;
  }

  public boolean blocksSight() {
    return terrain.blocksSight();
  }

  /** {@code P}, {@code F~}, {@code W}. */
  public String notation() {
    return terrain.letter() + (river ? "~" : "");
  }

  @Override
  public String toString() {
    return notation();
  }

  /** Parses {@code P H F M W}, a land letter optionally followed by {@code ~} for a river. */
  public static TerrainCell parse(String text) throws NotationException {
    String t = AsciiText.trim(text);
    if (t.isEmpty() || t.length() > 2 || (t.length() == 2 && t.charAt(1) != '~')) {
      throw new NotationException(
          "\"" + text + "\" is not a terrain cell",
          0,
          "write P, H, F, M or W; add ~ to a land cell for a river, as in F~");
    }
    Terrain terrain =
        Terrain.fromLetter(t.charAt(0))
            .orElseThrow(
                () ->
                    new NotationException(
                        "unknown terrain \"" + t.charAt(0) + "\"",
                        0,
                        "terrain letters are P plains, H hills, F forest, M mountain, W sea"));
    boolean river = t.length() == 2;
    if (river && !terrain.isLand()) {
      throw new NotationException(
          "sea cannot carry a river", 1, "a river (~) runs only through land: P~ H~ F~ M~");
    }
    return new TerrainCell(terrain, river);
  }
}
