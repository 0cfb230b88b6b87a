package org.legendsforge.kit.tts;

/**
 * Pixel size of one card in a sheet. Both are the largest exact multiples of the card's trim aspect
 * that fit ten columns and seven rows inside the 4096 px texture limit: poker cards are 5:7, so 81
 * × (5, 7) = 405 × 567 (sheet 4050 × 3969, about 162 dpi); 3 × 5 index cards are 3:5, so 117 × (3,
 * 5) = 351 × 585 (sheet 3510 × 4095, about 117 dpi). Exact aspects keep cards undistorted, since
 * the game gives a card the shape of its sheet cell.
 */
public record CellSize(int width, int height) {
  public static final CellSize POKER = new CellSize(405, 567);
  public static final CellSize INDEX_CARD = new CellSize(351, 585);

  public static final int MAX_COLUMNS = 10;
  public static final int MAX_ROWS = 7;
  public static final int MAX_TEXTURE = 4096;

  /** The cell of a deck's cards: index cards' or poker cards'. */
  public static CellSize of(boolean indexCards) {
    return indexCards ? INDEX_CARD : POKER;
  }
}
