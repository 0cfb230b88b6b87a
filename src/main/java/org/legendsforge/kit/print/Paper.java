package org.legendsforge.kit.print;

import java.util.Locale;

/** The two home paper sizes, portrait, in millimetres. */
public enum Paper {
  LETTER(215.9, 279.4),
  A4(210.0, 297.0);

  private final double width;
  private final double height;

  Paper(double width, double height) {
    this.width = width;
    this.height = height;
  }

  public double width() {
    return width;
  }

  public double height() {
    return height;
  }

  /** The word used on the command line and in file names ({@code letter}, {@code a4}). */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }
}
