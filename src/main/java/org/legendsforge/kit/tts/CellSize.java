package org.legendsforge.kit.tts;

/**
 * Pixel size of one card in a sheet: always an exact multiple of the card's trim aspect (poker
 * cards 5:7, 3 × 5 in index cards 3:5), since the game gives a card the shape of its sheet cell. A
 * sheet's cell is the largest such multiple that lets its grid fit inside the 4096 px texture
 * limit, and at most {@link #MAX_DPI} (500 × 700 poker, 600 × 1000 index); a full 10 × 7 sheet gets
 * 405 × 567 (about 162 dpi) or 351 × 585 (about 117 dpi).
 */
public record CellSize(int width, int height) {
  public static final CellSize POKER = new CellSize(405, 567);
  public static final CellSize INDEX_CARD = new CellSize(351, 585);

  public static final int MAX_COLUMNS = 10;
  public static final int MAX_ROWS = 7;
  public static final int MAX_TEXTURE = 4096;

  /**
   * The resolution a cell never exceeds. The print's 300 dpi tripled the sheets' pixels and cost
   * about 2.9 s of CPU and 210 MiB in the TTS part of a clean build; 200 costs 0.5 s and 26 MiB
   * (docs/performance.md).
   */
  public static final int MAX_DPI = 200;

  /** The cell of a full 10 × 7 sheet of a deck's cards: index cards' or poker cards'. */
  public static CellSize of(boolean indexCards) {
    return indexCards ? INDEX_CARD : POKER;
  }

  /** The largest cell of the card's aspect, up to 300 dpi, for a grid of this many cells. */
  public static CellSize fitting(boolean indexCards, int columns, int rows) {
    int aw = indexCards ? 3 : 5;
    int ah = indexCards ? 5 : 7;
    double trimWidthInches = indexCards ? 3.0 : 2.5;
    int cap = (int) Math.round(MAX_DPI * trimWidthInches / aw);
    int k = Math.min(cap, Math.min(MAX_TEXTURE / (columns * aw), MAX_TEXTURE / (rows * ah)));
    return new CellSize(k * aw, k * ah);
  }

  /** Dots per inch of this cell on a card {@code trimWidthInches} wide. */
  public double dpi(double trimWidthInches) {
    return width / trimWidthInches;
  }
}
