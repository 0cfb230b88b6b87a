package org.legendsforge.kit.card;

import java.util.Locale;
import java.util.Optional;

/**
 * A picture from card-data (PNG, JPEG or SVG) and how it fills the box a layout gives it. A plain
 * path in the data is {@code cover} at the centre. {@code fullBleed} asks for the hero layout whose
 * art runs under the whole card; the loader accepts it on heroes only.
 */
public record Art(String file, Fit fit, Focus focus, boolean fullBleed) {
  /** How the picture meets a box of another shape. */
  public enum Fit {
    /** Fills the box, cropping what overflows: nothing is distorted and no gap shows. */
    COVER,
    /** Shows the whole picture, leaving bands where the shapes differ. */
    CONTAIN,
    /** Fills the box exactly, stretching the picture out of shape. */
    STRETCH;

    public String key() {
      return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Fit> fromKey(String key) {
      for (Fit f : values()) {
        if (f.key().equals(key)) {
          return Optional.of(f);
        }
      }
      return Optional.empty();
    }
  }

  /**
   * Which part of the picture stays in view, as fractions of its width and height from the top-left
   * corner. As CSS's object-position: the point at (x, y) of the picture lies on the point at (x,
   * y) of the box, so {@code top} (0.5, 0) keeps the top edge and {@code center} the middle.
   */
  public record Focus(double x, double y) {
    public static final Focus CENTER = new Focus(0.5, 0.5);
    public static final Focus TOP = new Focus(0.5, 0);
    public static final Focus BOTTOM = new Focus(0.5, 1);

    public Focus {
      if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) {
        throw new IllegalArgumentException(
            "a focus lies within the picture: 0..1, got " + x + "," + y);
      }
    }

    /** How the data writes it: a word, or "x,y". */
    public String notation() {
      if (equals(CENTER)) {
        return "center";
      }
      if (equals(TOP)) {
        return "top";
      }
      if (equals(BOTTOM)) {
        return "bottom";
      }
      return trim(x) + "," + trim(y);
    }

    private static String trim(double v) {
      return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
  }

  /** A plain path: cover, centred. */
  public static Art of(String file) {
    return new Art(file, Fit.COVER, Focus.CENTER, false);
  }

  /** Whether the data can write this art as a plain path. */
  public boolean plain() {
    return fit == Fit.COVER && focus.equals(Focus.CENTER) && !fullBleed;
  }

  /** Whether the file is drawn as vectors (SVG) rather than pixels. */
  public boolean vector() {
    return file.toLowerCase(Locale.ROOT).endsWith(".svg");
  }
}
