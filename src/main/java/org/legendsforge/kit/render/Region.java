package org.legendsforge.kit.render;

import java.awt.geom.Rectangle2D;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A named box of a layout, in millimetres from the top-left corner of the trim (negative values
 * reach into the bleed). {@code font} names a theme font role and {@code size} overrides its size
 * in points.
 */
public record Region(
    String name,
    double x,
    double y,
    double w,
    double h,
    Optional<String> font,
    OptionalDouble size,
    Align align) {

  /** Horizontal placement of text inside a region. */
  public enum Align {
    LEFT,
    CENTER,
    RIGHT
  }

  public Rectangle2D.Double rect() {
    return new Rectangle2D.Double(x, y, w, h);
  }

  public double centerX() {
    return x + w / 2;
  }

  public double centerY() {
    return y + h / 2;
  }

  /** The theme role for text in this region, resolved with the size override. */
  public FontRole role(Theme theme, String fallbackRole) {
    FontRole r = theme.font(font.orElse(fallbackRole));
    return size.isPresent() ? r.withSize(size.getAsDouble()) : r;
  }
}
