package org.legendsforge.kit.project;

import java.util.Optional;

/**
 * One box of a project's card layout: where it lies (millimetres from the trimmed card's top-left
 * corner), what it shows (a field of the card, a built-in such as the name, fixed words, or nothing
 * but its fill) and how: the letters' face, size and colour, the box's fill, outline and shape, and
 * the alignment of its words.
 */
public record LayoutBox(
    String name,
    double x,
    double y,
    double w,
    double h,
    Optional<String> words,
    LayoutFont font,
    double size,
    Optional<Rgb> colour,
    Optional<Rgb> fill,
    Optional<Rgb> line,
    Shape shape,
    Align align) {

  /** The outline of the box's fill and line. */
  public enum Shape {
    BOX,
    ROUNDED,
    CIRCLE
  }

  /** Where a line of words sits across the box. */
  public enum Align {
    LEFT,
    CENTRE,
    RIGHT
  }
}
