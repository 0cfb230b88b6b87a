package org.legendsforge.kit.render;

/**
 * A named use of type on the cards ({@code body}, {@code title}): the key of its face in the {@link
 * FontSet} (a built-in face's name, or an own font's key), size and the smallest size fitting may
 * shrink it to, in points, and the line height as a multiple of the size.
 */
public record FontRole(String face, double size, double min, double leading) {
  public FontRole(FontFace face, double size, double min, double leading) {
    this(face.name(), size, min, leading);
  }

  /**
   * Whether the face is one of the built-in condensed faces (their bold and italic are condensed
   * too).
   */
  boolean condensed() {
    return face.startsWith("CONDENSED");
  }

  /** Millimetres per point: sizes are written in points, cards are drawn in millimetres. */
  public static final double MM_PER_PT = 25.4 / 72.0;

  public double sizeMm() {
    return size * MM_PER_PT;
  }

  public FontRole withSize(double points) {
    return new FontRole(face, points, min, leading);
  }
}
