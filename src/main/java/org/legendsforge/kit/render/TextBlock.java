package org.legendsforge.kit.render;

import java.util.List;

/**
 * Text broken into lines and measured, ready to draw: pieces at positions relative to the block's
 * top-left corner, in millimetres. {@code widest} above the box width means a word did not fit.
 */
record TextBlock(
    List<Piece> pieces, double height, double widest, double sizePt, int lines, FontRole role) {
  static final TextBlock EMPTY = new TextBlock(List.of(), 0, 0, 0, 0, null);

  /** A run of words in one style drawn with one drawString, or one inline icon. */
  record Piece(
      double x,
      double baseline,
      String text,
      RichText.Style style,
      String icon,
      double iconSize,
      double fontMm) {
    boolean isIcon() {
      return icon != null;
    }
  }

  boolean isEmpty() {
    return pieces.isEmpty();
  }
}
